// A standings row as the Standings screen reads it (normalise-standing.ts).
import type { PlayoffPosition, StreakType } from "@tl/contract/standings";

export { PLAYOFF_POSITIONS, type PlayoffPosition, type StreakType } from "@tl/contract/standings";

/** spec §2 Standings: the playoff badge's text. */
export const PLAYOFF_LABELS: Record<PlayoffPosition, string> = {
  champion: "Champion",
  playoffs: "Playoffs",
  bubble: "Bubble",
  eliminated: "Eliminated",
};

export interface Standing {
  key: string;
  /** 'Team' when missing (spec §3). */
  teamName: string;
  teamCity: string | null;
  /** 'TM' when missing (spec §3). */
  abbreviation: string;
  /** The franchise page's slug (/teams/:slug, issue #16); null when the API names none. */
  teamSlug: string | null;
  sportName: string | null;
  /** The sport's slug ("hockey"), which with the league's level says which site holds the team's page. */
  sportSlug: string | null;
  /** rank, else position, else the place in the list counted from 1 (spec §3). */
  rank: number;
  wins: number;
  losses: number;
  ties: number;
  points: number | null;
  /** Given, else wins / (wins + losses); null before any game is decided. */
  winPercentage: number | null;
  /** Given, else wins + losses + ties. */
  gamesPlayed: number;
  gamesBehind: number | null;
  streak: string | null;
  streakType: StreakType;
  /** The division as sent, for the division filter; null when the API has none. */
  divisionName: string | null;
  /** For display: the division, 'Division' when missing (spec §3). */
  division: string;
  conference: string | null;
  leagueName: string | null;
  /** 'Current Season' when missing (spec §3). */
  seasonName: string;
  /** 2024-25 is 2024; null when the API sends none. */
  seasonStartYear: number | null;
  /** The league season's page (/seasons/:slug, issue #16); null when the API names none. */
  seasonSlug: string | null;
  lastUpdated: string | null;
  playoffPosition: PlayoffPosition | null;
  /** 'Champion', 'Playoffs', 'Bubble', 'Eliminated', or null without a playoff position. */
  playoffLabel: string | null;
  homeRecord: string | null;
  awayRecord: string | null;
  divisionRecord: string | null;
  conferenceRecord: string | null;
}
