// A league season's page as the screen reads it (issue #16), every default applied
// (normalise-season-page.ts and its parts).
import type { PlayoffOutcome, SeasonName } from "../teams/franchise";
import type { SeasonResult, SeasonStatus } from "./season";

/** A team as the page links it: its franchise's slug, and its name that season. */
export interface SeasonTeam {
  /** The franchise page's slug; null where the API sends none (the name is then plain text). */
  slug: string | null;
  /** "New York Yankees"; "N/A" when the API names nobody. */
  fullName: string;
}

/** One team's row of the standings. */
export interface SeasonStandingRow {
  key: string;
  team: SeasonTeam;
  rank: number | null;
  gamesBehind: number | null;
  wins: number | null;
  losses: number | null;
  /** null where the sport or the season has none. */
  ties: number | null;
  overtimeLosses: number | null;
  /** A ratio in [0, 1], or null before any game is decided. */
  winPercentage: number | null;
  gamesPlayed: number | null;
  playoffResult: PlayoffOutcome | null;
  /** "Won World Series", "Lost ALCS", "Missed playoffs"; null where unknown. */
  playoffs: string | null;
}

/** The standings of one division (or conference, or the whole league). */
export interface SeasonStandingGroup {
  key: string;
  /** "AL East", "American League"; the league's name where the season had neither. */
  title: string;
  /** The conference a division belongs to, when both are known: "American League". */
  within: string | null;
  rows: SeasonStandingRow[];
}

export interface SeriesGame {
  key: string;
  /** The game's slug, by which its score is found (get-series-scores.ts). */
  slug: string | null;
  /** "Oct 5, 1927". */
  date: string;
  /** YYYY-MM-DD as sent, or null. */
  isoDate: string | null;
}

/** A postseason series we hold. */
export interface SeasonSeries {
  key: string;
  /** As the API gives it: "World Series", "ALCS", "WS". */
  round: string;
  winner: SeasonTeam;
  loser: SeasonTeam;
  /** "4–0", "4–3–1" with ties. */
  result: string;
  games: SeriesGame[];
}

export interface SeasonLeader {
  key: string;
  /** 1 to 5; equal values share a rank. */
  rank: number;
  person: { slug: string | null; fullName: string };
  /** null for a player of several teams that season. */
  team: SeasonTeam | null;
  /** "60", "1,234". */
  value: string;
}

/** One statistic's top five. */
export interface SeasonLeaderBoard {
  key: string;
  /** "Home runs", "Strikeouts (pitching)"... */
  title: string;
  /** "Batting", "Pitching", "Skaters", "Goalies". */
  group: string;
  leaders: SeasonLeader[];
}

export interface SeasonPage {
  slug: string;
  /** "1927 MLB season". */
  name: string;
  /** "1927", "1995-96". */
  label: string;
  startYear: number | null;
  /** "baseball": which site the season belongs to; null when the API does not say. */
  sportSlug: string | null;
  sportName: string | null;
  /** "professional", "ncaa-division-i". */
  levelSlug: string | null;
  levelName: string | null;
  leagueSlug: string | null;
  leagueName: string | null;
  /** "MLB"; the league's name when it has no abbreviation. */
  leagueShortName: string | null;
  status: SeasonStatus;
  result: SeasonResult;
  resultNote: string | null;
  /** "World Series"; null when not sent. */
  championshipName: string | null;
  champion: SeasonTeam | null;
  runnerUp: SeasonTeam | null;
  /** The final's result from the series we hold ("4–0"), else null. */
  finalResult: string | null;
  standings: SeasonStandingGroup[];
  series: SeasonSeries[];
  leaders: SeasonLeaderBoard[];
  previous: SeasonName | null;
  next: SeasonName | null;
}
