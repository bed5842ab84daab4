// `importEditorResults`: loads an editor's results file (read.ts) in one transaction, as the
// curated facts are seeded: the season if new, the champions row (both sides named as they were
// called that season), the final's game or the series' deciding game, the people the titles name,
// and the data-changed notice. A second run of the same file changes nothing.
import { announceDataChange, type Database } from "@tl/db/client";
import * as schema from "@tl/db/schema";
import { and, eq } from "drizzle-orm";
import { CHAMPIONS } from "../curated/champions/index";
import { CHAMPIONSHIPS } from "../curated/championships";
import { DECIDING_GAMES } from "../curated/deciding-games/index";
import { TEAMS } from "../curated/teams/index";
import type { ChampionFacts, DecidingGameFacts } from "../curated/types";
import { championRow } from "../seed/champion-row";
import { writeFinals, writeSeasonEnds, type Transaction } from "../seed/finals";
import { writePeople } from "../seed/people";
import { required } from "../seed/required";
import { seasonRowsOf } from "../seed/season-rows";
import { peopleMissing } from "../seed/titles";
import { readResultsFile } from "./read";
import type { ChampionResult, CuratedTitles } from "./schema";

export interface EditorResultsSummary {
  /** Champions rows added or changed. */
  champions: number;
  /** Games (finals, deciding games) added or changed. */
  games: number;
}

const TEAM_FACTS = new Map(TEAMS.map((team) => [team.slug, team]));
/** Each championship's entries of the file. */
function bySlug<T extends { championship: string }>(entries: readonly T[]): Record<string, T[] | undefined> {
  const grouped: Record<string, T[] | undefined> = {};
  for (const entry of entries) (grouped[entry.championship] ??= []).push(entry);
  return grouped;
}

async function writeChampion(tx: Transaction, { championship: slug, ...fact }: ChampionResult, today: Date): Promise<number> {
  const ids = async (table: typeof schema.leagues | typeof schema.championships | typeof schema.teams) =>
    new Map((await tx.select({ id: table.id, slug: table.slug }).from(table)).map((row) => [row.slug, row.id]));
  const [leagueIds, championshipIds, teamIds] = [await ids(schema.leagues), await ids(schema.championships), await ids(schema.teams)];
  const championship = required(new Map(CHAMPIONSHIPS.map((entry) => [entry.slug, entry])), slug, "championship");
  const season = seasonRowsOf(championship, leagueIds, [fact.season], today).find((row) => row.startYear === fact.season);
  if (!season) throw new Error(`no season ${String(fact.season)} for ${slug}`);
  await tx.insert(schema.seasons).values(season).onConflictDoNothing();
  const [stored] = await tx
    .select({ id: schema.seasons.id })
    .from(schema.seasons)
    .where(and(eq(schema.seasons.leagueId, season.leagueId), eq(schema.seasons.startYear, fact.season)));
  if (!stored) throw new Error(`no season ${String(fact.season)} for ${slug}`);
  const row = championRow(fact, {
    championshipId: required(championshipIds, slug, "championship"),
    seasonId: stored.id,
    teamIds,
    teamFacts: TEAM_FACTS,
  });
  const [old] = await tx
    .select()
    .from(schema.champions)
    .where(and(eq(schema.champions.championshipId, row.championshipId), eq(schema.champions.seasonId, row.seasonId)));
  if (!old) {
    await tx.insert(schema.champions).values(row);
    return 1;
  }
  const columns = Object.keys(row) as (keyof typeof row)[];
  if (columns.every((column) => old[column] === row[column])) return 0;
  // A changed MVP or coach is linked again by writePeople.
  if (old.mvpName !== row.mvpName) await tx.delete(schema.championMvps).where(eq(schema.championMvps.championId, old.id));
  await tx
    .update(schema.champions)
    .set({ ...row, ...(old.coachName !== row.coachName ? { coachPersonId: null } : {}) })
    .where(eq(schema.champions.id, old.id));
  return 1;
}

export interface EditorResultsOptions {
  /** The date that decides which season is in progress (a new season's row). */
  today?: Date;
  /** The curated titles the file may not repeat (default: ours; tests pass fewer). */
  curated?: CuratedTitles;
}

export async function importEditorResults(
  db: Database,
  file: string,
  { today = new Date(), curated }: EditorResultsOptions = {},
): Promise<EditorResultsSummary> {
  const results = readResultsFile(file, curated);
  return db.transaction(async (tx) => {
    let champions = 0;
    for (const entry of results.champions) champions += await writeChampion(tx, entry, today);
    const editorChampions = bySlug(results.champions);
    const editorDeciders = bySlug(results.decidingGames);
    const merge = <T>(curated: Record<string, readonly T[]>, editor: Record<string, T[] | undefined>) =>
      Object.fromEntries(CHAMPIONSHIPS.map(({ slug }) => [slug, [...(curated[slug] ?? []), ...(editor[slug] ?? [])]]));
    const named = [...new Set([...results.champions, ...results.decidingGames].map((entry) => entry.championship))];
    const games =
      named.length === 0
        ? 0
        : await writeFinals(tx, named, {
            champions: merge<ChampionFacts>(CHAMPIONS, editorChampions),
            decidingGames: merge<DecidingGameFacts>(DECIDING_GAMES, editorDeciders),
          });
    const ends = await writeSeasonEnds(tx);
    const people = (await peopleMissing(tx)) ? await writePeople(tx) : { created: 0, merged: 0 };
    if (champions + games + ends + people.created + people.merged > 0) await announceDataChange(tx);
    return { champions, games };
  });
}
