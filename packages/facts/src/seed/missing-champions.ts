// What a start brings up to date in the champions of a database seeded by an earlier version:
// the seasons and champions rows added to the curated facts since (the Stanley Cup's pre-NHL
// seasons, a new title), and a stored title whose curated facts changed (a title vacated, a
// corrected record). The MVP and coach names are left alone: they are linked to people. Only
// rows that are missing or differ are written; returns how many.
import * as schema from "@tl/db/schema";
import { eq } from "drizzle-orm";
import { CHAMPIONSHIPS } from "../curated/championships";
import { TEAMS } from "../curated/teams/index";
import type { ChampionFacts } from "../curated/types";
import { championRow, type ChampionRow } from "./champion-row";
import type { Transaction } from "./finals";
import { required } from "./required";
import { seasonLeague, seasonRowsOf } from "./season-rows";

/** The columns a start brings up to date: all the curated ones but the people's names. */
const UPDATED = [
  "teamId",
  "teamCity",
  "teamName",
  "runnerUpTeamId",
  "runnerUpCity",
  "runnerUpName",
  "result",
  "resultType",
  "overtime",
  "record",
  "venue",
  "gameDate",
  "notes",
  "vacated",
] as const satisfies readonly (keyof ChampionRow)[];

const TEAM_FACTS = new Map(TEAMS.map((team) => [team.slug, team]));

export async function writeMissingChampions(tx: Transaction, champions: Record<string, ChampionFacts[]>, today: Date): Promise<number> {
  const slugIds = (rows: { id: number; slug: string }[]) => new Map(rows.map((row) => [row.slug, row.id]));
  const leagueIds = slugIds(await tx.select({ id: schema.leagues.id, slug: schema.leagues.slug }).from(schema.leagues));
  const championshipIds = slugIds(
    await tx.select({ id: schema.championships.id, slug: schema.championships.slug }).from(schema.championships),
  );
  const teamIds = slugIds(await tx.select({ id: schema.teams.id, slug: schema.teams.slug }).from(schema.teams));
  let written = 0;
  for (const championship of CHAMPIONSHIPS) {
    const facts = champions[championship.slug] ?? [];
    const seasons = seasonRowsOf(
      championship,
      leagueIds,
      facts.map((fact) => fact.season),
      today,
    );
    written += (await tx.insert(schema.seasons).values(seasons).onConflictDoNothing().returning({ id: schema.seasons.id })).length;
    const seasonIds = new Map(
      (await tx.select().from(schema.seasons)).map((row) => [`${String(row.leagueId)}/${String(row.startYear)}`, row.id]),
    );
    const seasonId = (year: number) =>
      required(seasonIds, `${String(required(leagueIds, seasonLeague(championship, year), "league"))}/${String(year)}`, "season");
    const championshipId = required(championshipIds, championship.slug, "championship");
    const stored = new Map(
      (await tx.select().from(schema.champions).where(eq(schema.champions.championshipId, championshipId))).map((row) => [
        row.seasonId,
        row,
      ]),
    );
    const wanted = facts.map((fact) =>
      championRow(fact, { championshipId, seasonId: seasonId(fact.season), teamIds, teamFacts: TEAM_FACTS }),
    );
    const missing = wanted.filter((row) => !stored.has(row.seasonId));
    if (missing.length > 0) await tx.insert(schema.champions).values(missing);
    for (const row of wanted) {
      const old = stored.get(row.seasonId);
      if (!old || UPDATED.every((column) => old[column] === row[column])) continue;
      await tx
        .update(schema.champions)
        .set(Object.fromEntries(UPDATED.map((column) => [column, row[column]])))
        .where(eq(schema.champions.id, old.id));
      written += 1;
    }
    written += missing.length;
  }
  return written;
}
