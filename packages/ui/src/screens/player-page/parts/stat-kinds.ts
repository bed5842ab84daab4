// The columns of each kind of season-by-season table (issue #16; the keys of contract
// player-seasons.ts), in the order the sites people use for this read them. A column shows only
// where some row of the table has its key (a key the source leaves empty is absent).
import type { PlayerSeasonKind } from "@tl/data/players";
import { formatCount } from "@tl/data/shared";

/** How a statistic reads: a count (2,873), a rate without its leading zero (.342), 2 decimals (2.28), innings (1221.1), signed (+12). */
export type StatFormat = "count" | "rate" | "decimal" | "innings" | "signed";

export interface StatSpec {
  key: string;
  /** The column's header and its CSV header: "HR". */
  header: string;
  /** What it stands for: "Home runs". */
  title: string;
  format?: StatFormat;
}

export const KIND_TITLES: Record<PlayerSeasonKind, string> = {
  batting: "Batting",
  pitching: "Pitching",
  skater: "Skating",
  goalie: "Goaltending",
};

const playoffs = (specs: StatSpec[]): StatSpec[] =>
  specs.map((spec) => ({ ...spec, key: `playoff_${spec.key}`, header: `PO ${spec.header}`, title: `Playoff ${spec.title.toLowerCase()}` }));

const GAMES_PLAYED: StatSpec = { key: "games_played", header: "GP", title: "Games played" };
const WON_LOST: StatSpec[] = [
  { key: "wins", header: "W", title: "Wins" },
  { key: "losses", header: "L", title: "Losses" },
];
/** A goalie's shutouts and goals against, in the season and in the playoffs. */
const GOALS_AGAINST: StatSpec[] = [
  { key: "shutouts", header: "SO", title: "Shutouts" },
  { key: "goals_against_average", header: "GAA", title: "Goals-against average", format: "decimal" },
  { key: "save_percentage", header: "SV%", title: "Save percentage", format: "rate" },
];

export const KIND_STATS: Record<PlayerSeasonKind, StatSpec[]> = {
  batting: [
    { key: "games", header: "G", title: "Games" },
    { key: "at_bats", header: "AB", title: "At bats" },
    { key: "runs", header: "R", title: "Runs" },
    { key: "hits", header: "H", title: "Hits" },
    { key: "doubles", header: "2B", title: "Doubles" },
    { key: "triples", header: "3B", title: "Triples" },
    { key: "home_runs", header: "HR", title: "Home runs" },
    { key: "rbi", header: "RBI", title: "Runs batted in" },
    { key: "stolen_bases", header: "SB", title: "Stolen bases" },
    { key: "walks", header: "BB", title: "Walks" },
    { key: "strikeouts", header: "SO", title: "Strikeouts" },
    { key: "batting_average", header: "BA", title: "Batting average", format: "rate" },
  ],
  pitching: [
    ...WON_LOST,
    { key: "era", header: "ERA", title: "Earned run average", format: "decimal" },
    { key: "games", header: "G", title: "Games" },
    { key: "games_started", header: "GS", title: "Games started" },
    { key: "saves", header: "SV", title: "Saves" },
    { key: "innings_pitched", header: "IP", title: "Innings pitched", format: "innings" },
    { key: "pitching_strikeouts", header: "SO", title: "Strikeouts" },
  ],
  skater: [
    GAMES_PLAYED,
    { key: "goals", header: "G", title: "Goals" },
    { key: "assists", header: "A", title: "Assists" },
    { key: "points", header: "PTS", title: "Points" },
    { key: "plus_minus", header: "+/-", title: "Plus-minus", format: "signed" },
    { key: "penalty_minutes", header: "PIM", title: "Penalty minutes" },
    { key: "power_play_goals", header: "PPG", title: "Power-play goals" },
    ...playoffs([
      { key: "games", header: "GP", title: "Games" },
      { key: "goals", header: "G", title: "Goals" },
      { key: "points", header: "PTS", title: "Points" },
    ]),
  ],
  goalie: [
    GAMES_PLAYED,
    ...WON_LOST,
    { key: "ties_overtime_losses", header: "T/OTL", title: "Ties and overtime losses" },
    ...GOALS_AGAINST,
    ...playoffs([{ key: "games", header: "GP", title: "Games" }, ...WON_LOST, ...GOALS_AGAINST]),
  ],
};

/** 0.342 → ".342", 2.277 → "2.28", 1221.1 → "1221.1", 12 → "+12", 2873 → "2,873". */
export function formatStatValue(value: number, format: StatFormat = "count"): string {
  switch (format) {
    case "rate":
      return value.toFixed(3).replace(/^0(?=\.)/, "");
    case "decimal":
      return value.toFixed(2);
    case "innings":
      return value.toFixed(1);
    case "signed":
      return value > 0 ? `+${formatCount(value)}` : formatCount(value);
    case "count":
      return formatCount(value);
  }
}
