// The file's clubs as our franchises: a team code listed in keys.nba538 first (CHH), else the
// file's franchise (fran_id).
import { leagues, teamNames, teams } from "@tl/db/schema";
import { inArray } from "drizzle-orm";
import { TEAMS } from "../curated/teams/index";
import type { TeamFacts } from "../curated/types";
import { teamNameRows } from "../shared/team-names";
import type { FileGame } from "./nba-file";
import type { NbaGame } from "./nba-series";
import type { ImportReport, Transaction } from "./types";

export const NO_FRANCHISE = "a club with no franchise in our curated facts";

export function franchiseKeys(): Map<string, TeamFacts> {
  const byKey = new Map<string, TeamFacts>();
  for (const team of TEAMS) for (const key of team.keys?.nba538 ?? []) byKey.set(key, team);
  return byKey;
}

/** The franchise of a side of the file: by its team code where keys.nba538 lists it, else by its fran_id. */
export function franchiseOfSide(): (side: FileGame["home"]) => TeamFacts | undefined {
  const byKey = franchiseKeys();
  return (side) => byKey.get(side.code) ?? byKey.get(side.fran);
}

/** Each game with its two franchises; a game of a club we do not know is rejected. */
export function withFranchises(games: readonly FileGame[], report: ImportReport): NbaGame[] {
  const team = franchiseOfSide();
  return games.flatMap((game) => {
    const [home, away] = [team(game.home), team(game.away)];
    if (!home || !away) {
      report.reject(NO_FRANCHISE);
      return [];
    }
    return [{ ...game, home, away }];
  });
}

/**
 * The database id of every franchise the games name. A database seeded before a defunct club was
 * added to the curated facts gets it (with its names) here.
 */
export async function franchiseIds(tx: Transaction, games: readonly NbaGame[]): Promise<Map<string, number>> {
  const facts = new Map(games.flatMap((g) => [g.home, g.away]).map((team) => [team.slug, team]));
  const stored = async () =>
    new Map(
      (
        await tx
          .select({ id: teams.id, slug: teams.slug })
          .from(teams)
          .where(inArray(teams.slug, [...facts.keys()]))
      ).map((row) => [row.slug, row.id]),
    );
  const ids = await stored();
  const missing = [...facts.values()].filter((team) => !ids.has(team.slug));
  if (missing.length === 0) return ids;
  const leagueIds = new Map((await tx.select({ id: leagues.id, slug: leagues.slug }).from(leagues)).map((row) => [row.slug, row.id]));
  const added = await tx
    .insert(teams)
    .values(missing.map(({ league, history: _history, keys: _keys, ...team }) => ({ ...team, leagueId: leagueIds.get(league) ?? 0 })))
    .returning({ id: teams.id, slug: teams.slug });
  const addedIds = new Map(added.map((row) => [row.slug, row.id]));
  await tx
    .insert(teamNames)
    .values(missing.flatMap((team) => teamNameRows(team).map((row) => ({ ...row, teamId: addedIds.get(team.slug) ?? 0 }))));
  return stored();
}
