// Small builders that keep the team tables readable.
import type { TeamFacts, TeamNameFacts } from "../types";

export type TeamRow = [slug: string, city: string, name: string, abbreviation: string, conference: string | null, division: string | null, state: string, stadium: string | null, foundedYear: number | null];

/** Rows of teams in one league and country; shortName defaults to the nickname. */
export const teamsOf = (league: string, country: string, rows: TeamRow[]): TeamFacts[] =>
  rows.map(([slug, city, name, abbreviation, conference, division, state, stadium, foundedYear]) => ({
    slug,
    league,
    city,
    name,
    abbreviation,
    shortName: name,
    conference,
    division,
    state,
    country,
    stadium,
    foundedYear,
  }));

/** Adds name histories and dataset keys by slug. */
export function withDetails(
  teams: TeamFacts[],
  details: Record<string, { history?: TeamNameFacts[]; keys?: TeamFacts["keys"]; isActive?: boolean }>,
): TeamFacts[] {
  return teams.map((team) => ({ ...team, ...details[team.slug] }));
}
