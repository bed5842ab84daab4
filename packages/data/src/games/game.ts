// A game as the Scores screen reads it (normalise-game.ts).

export { GAME_STATUSES, type GameStatus } from "@tl/contract/games";

export interface GameTeam {
  /** 'TBD' when the team is not known yet (spec §3). */
  name: string;
  city: string | null;
  /** The abbreviation, else the first three letters of the name; 'TBD' when the team is unknown. */
  abbreviation: string;
  /** The franchise page's slug (/teams/:slug, issue #16); null when the API names none. */
  slug: string | null;
}

/** A baseball game's runs by inning (issue #15): one cell per inning, "x" for an inning not batted. */
export interface LineScore {
  innings: number;
  away: string[];
  home: string[];
}

export interface Game {
  key: string;
  slug: string | null;
  homeTeam: GameTeam;
  awayTeam: GameTeam;
  /** 0 when missing (spec §3); `homeScoreText` shows '-' for scheduled games. */
  homeScore: number;
  awayScore: number;
  homeScoreText: string;
  awayScoreText: string;
  /** Lowercase; 'scheduled' when missing (spec §3). Unknown values pass through as text. */
  status: string;
  /** spec §2: live 'period - time', scheduled the game time, otherwise the capitalised status. */
  statusText: string;
  date: string | null;
  time: string | null;
  period: string | null;
  timeRemaining: string | null;
  championship: string | null;
  /** The championship history's slug (/championships/:slug), which also says which site holds its finalists' pages. */
  championshipSlug: string | null;
  /** 'Current Season' when missing (spec §3). */
  season: string;
  /** The season page's slug (/seasons/:slug, issue #16): "nfl-2024"; null when the API names none. */
  seasonSlug: string | null;
  /** 'Stadium' when missing (spec §3). */
  venue: string;
  round: string | null;
  /** "OT", "2OT" … ; null when the game ended in regulation or it is not known. */
  overtime: string | null;
  neutralSite: boolean;
  sportName: string | null;
  /** The sport's slug ("hockey"): with a level, which site holds the teams' pages. */
  sportSlug: string | null;
  /** The level's slug ("professional"): with the sport, the site that holds the teams' and the season's pages. */
  levelSlug: string | null;
  /** Null where the source has no line score (every sport but baseball, and some early games). */
  lineScore: LineScore | null;
  /** Paid attendance; null when not recorded. */
  attendance: number | null;
  /** What the source says of an unusual game (forfeit, suspended, protested); null otherwise. */
  notes: string | null;
}
