// The NFL clubs of our curated facts that a database seeded before they were curated lacks (the
// early clubs of FiveThirtyEight's file): added as the seed adds teams, with their names by
// season, so that an import into such a database names every club too.
import { teamNames, teams } from "@tl/db/schema";
import { inArray } from "drizzle-orm";
import { NFL_TEAMS } from "../curated/teams/nfl";
import { teamNameRows } from "../shared/team-names";
import type { Transaction } from "./types";

/** Adds the missing clubs; returns how many. */
export async function addMissingNflClubs(tx: Transaction, leagueId: number): Promise<number> {
  const slugs = NFL_TEAMS.map((team) => team.slug);
  const present = new Set((await tx.select({ slug: teams.slug }).from(teams).where(inArray(teams.slug, slugs))).map((row) => row.slug));
  const missing = NFL_TEAMS.filter((team) => !present.has(team.slug));
  if (missing.length === 0) return 0;
  const created = await tx
    .insert(teams)
    .values(missing.map(({ league: _league, history: _history, keys: _keys, ...facts }) => ({ ...facts, leagueId })))
    .returning({ id: teams.id, slug: teams.slug });
  const ids = new Map(created.map((row) => [row.slug, row.id]));
  await tx
    .insert(teamNames)
    .values(missing.flatMap((team) => teamNameRows(team).map((row) => ({ ...row, teamId: ids.get(team.slug) ?? 0 }))));
  return missing.length;
}
