// A player's career rows (issue #16): per kind and league, the counting statistics of his season
// rows summed and the rates recomputed from the totals, never averaged. The season rows carry
// batting's hits and at-bats and pitching's ERA and innings (from which each season's outs and
// earned runs follow: ERA is rounded to 2 places, which leaves a season's earned runs exact up to
// 900 innings), but not a goalie's goals against, minutes or shots: his career rates are the
// import's (players.career_stats, from the same rows' sources), passed in as `importRates`.
import type { PlayerSeason, PlayerSeasonKind } from "@tl/contract/player-seasons";

/** Keys that are rates, not counts: recomputed below, never summed. */
const RATES = new Set([
  "batting_average",
  "era",
  "innings_pitched",
  "goals_against_average",
  "save_percentage",
  "playoff_goals_against_average",
  "playoff_save_percentage",
]);

/** A goalie's rates: only the import holds what they are computed from. */
export const GOALIE_RATES = ["goals_against_average", "save_percentage", "playoff_goals_against_average", "playoff_save_percentage"];

/** A season row with its start year (its season reference may be null). */
export interface HeldSeason {
  year: number;
  row: PlayerSeason;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Baseball's innings notation (1221.1 is 1221⅓) as outs, and back. */
const outsOf = (innings: number) => Math.floor(innings) * 3 + Math.round((innings % 1) * 10);
const inningsOf = (outs: number) => Math.floor(outs / 3) + (outs % 3) / 10;

function pitchingRates(rows: readonly PlayerSeason[], totals: Record<string, number>) {
  let outs = 0;
  let earnedRuns = 0;
  for (const { stats } of rows) {
    const seasonOuts = outsOf(stats.innings_pitched ?? 0);
    outs += seasonOuts;
    if (stats.era !== undefined) earnedRuns += Math.round((stats.era * seasonOuts) / 27);
  }
  if (rows.some((row) => row.stats.innings_pitched !== undefined)) totals.innings_pitched = inningsOf(outs);
  if (outs > 0) totals.era = round((27 * earnedRuns) / outs, 2);
}

/** The career statistics of rows of one kind and league. */
export function careerStats(
  kind: PlayerSeasonKind,
  rows: readonly PlayerSeason[],
  importRates: Record<string, number> = {},
): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const { stats } of rows) {
    for (const [key, value] of Object.entries(stats)) if (!RATES.has(key)) totals[key] = (totals[key] ?? 0) + value;
  }
  if (kind === "batting" && (totals.at_bats ?? 0) > 0) totals.batting_average = round((totals.hits ?? 0) / (totals.at_bats ?? 1), 3);
  if (kind === "pitching") pitchingRates(rows, totals);
  if (kind === "goalie") for (const key of GOALIE_RATES) if (importRates[key] !== undefined) totals[key] = importRates[key];
  return totals;
}

/** One career row per league of the kind's rows, by the league's first season. */
export function careerRows(
  kind: PlayerSeasonKind,
  held: readonly HeldSeason[],
  importRates: (leagueSlug: string) => Record<string, number> = () => ({}),
): PlayerSeason[] {
  const leagues = [...new Map(held.map(({ row }) => [row.league.slug, row.league])).values()];
  return leagues.map((league) => {
    const ownHeld = held.filter(({ row }) => row.league.slug === league.slug);
    const own = ownHeld.map(({ row }) => row);
    const years = [...new Set(ownHeld.map(({ year }) => year))];
    return {
      kind,
      career: true,
      season: null,
      league,
      team: null,
      stint: null,
      seasons: years.length,
      first_year: Math.min(...years),
      last_year: Math.max(...years),
      stats: careerStats(kind, own, importRates(league.slug)),
    };
  });
}
