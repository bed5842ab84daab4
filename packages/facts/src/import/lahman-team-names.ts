// The names a Lahman franchise played under: runs of seasons under one Teams.csv name, written
// as the team's name history (team_names) and looked up by season.
import { teamNames } from "@tl/db/schema";
import { eq, inArray } from "drizzle-orm";
import type { TeamSeason } from "./lahman-team-seasons";
import type { Transaction } from "./types";

export interface NameRun {
  firstYear: number;
  lastYear: number;
  city: string;
  name: string;
}

/**
 * Runs of consecutive seasons under one Teams.csv name (seasons in year order). A club with two
 * rows in one year (the 1939 Toledo Crawfords played in two Negro Leagues) stays in one run.
 */
export function nameRuns(seasons: TeamSeason[], split: (name: string) => { city: string; name: string }): NameRun[] {
  const runs: (NameRun & { full: string })[] = [];
  for (const s of seasons) {
    const last = runs.at(-1);
    if (last?.full === s.name && last.lastYear >= s.year - 1) last.lastYear = s.year;
    else runs.push({ firstYear: s.year, lastYear: s.year, full: s.name, ...split(s.name) });
  }
  return runs.map(({ full: _full, ...run }) => run);
}

/** The name a franchise played under in a season (its latest when the season is not in a run). */
export function nameInRuns(runs: NameRun[], year: number, fallback: { city: string; name: string }): { city: string; name: string } {
  const run = runs.find((r) => year >= r.firstYear && year <= r.lastYear) ?? runs.at(-1);
  return { city: run?.city ?? fallback.city, name: run?.name ?? fallback.name };
}

/** Rewrites a team's name history where it differs from the runs (a second import writes nothing). */
export async function writeNameRuns(tx: Transaction, teams: { teamId: number; abbreviation: string; runs: NameRun[] }[]): Promise<void> {
  const existing = await tx
    .select({
      teamId: teamNames.teamId,
      firstYear: teamNames.firstYear,
      lastYear: teamNames.lastYear,
      city: teamNames.city,
      name: teamNames.name,
    })
    .from(teamNames)
    .where(
      inArray(
        teamNames.teamId,
        teams.map((team) => team.teamId),
      ),
    );
  const key = (r: { firstYear: number; lastYear: number | null; city: string; name: string }) =>
    `${String(r.firstYear)}|${String(r.lastYear)}|${r.city}|${r.name}`;
  for (const { teamId, abbreviation, runs } of teams) {
    const have = existing
      .filter((r) => r.teamId === teamId)
      .map(key)
      .sort()
      .join("\n");
    const want = runs.map(key).sort().join("\n");
    if (have !== want) {
      await tx.delete(teamNames).where(eq(teamNames.teamId, teamId));
      await tx.insert(teamNames).values(runs.map((run) => ({ ...run, teamId, abbreviation })));
    }
  }
}
