// A season as the Seasons screen reads it (normalise-season.ts), and the states it can be in.
import type { SeasonResult, SeasonStatus } from "@tl/contract/seasons";

/**
 * Issue #13 changes spec §4's "active when is_active, otherwise completed": a season over
 * whose title result we have not recorded is 'unrecorded', never 'completed'; one not started
 * yet is 'upcoming'. The API derives it (is_active, the recorded result, the dates).
 */
export { SEASON_STATUSES, type SeasonStatus } from "@tl/contract/seasons";

/** How the season's title stands (the API's result). */
export { SEASON_RESULTS, type SeasonResult } from "@tl/contract/seasons";

/** What follows 'Champion: ' for a finished season whose result we do not hold. */
export const RESULT_NOT_RECORDED = "not yet recorded";

export interface SeasonChampion {
  name: string;
  city: string | null;
  abbreviation: string | null;
}

export interface Season {
  key: string;
  /** The season page's slug ("mlb-2023", issue #16); null where the API sends none. */
  slug: string | null;
  /** The sport's and level's slugs: which site holds the season's page. */
  sportSlug: string | null;
  levelSlug: string | null;
  /** Default '{start_year} Season', or 'Current Season' without a start year (spec §9). */
  name: string;
  startYear: number | null;
  sportName: string | null;
  leagueName: string | null;
  /** Default 'Professional' (spec §3). */
  levelName: string;
  /** 'league • level' as the card shows it. */
  leagueAndLevel: string;
  status: SeasonStatus;
  result: SeasonResult;
  champion: SeasonChampion | null;
  /**
   * What follows 'Champion: ' on the card: "Texas Rangers"; 'TBD' while the season is active
   * or upcoming; 'none awarded' where the result is that no title was (the 1994 MLB strike,
   * the 2004-05 NHL lockout); 'none (before the first World Series)' before the championship
   * existed; RESULT_NOT_RECORDED for a finished season whose result we do not hold.
   */
  championLabel: string;
  /** Why no title was awarded ("Not played: the 1994 season was ended by a players' strike."), else null. */
  resultNote: string | null;
  /** Teams and games counts, thousands-separated or 'N/A'. */
  teamsCount: string;
  gamesCount: string;
  /** "2023", or "2024-25" when the season spans two years (spec §2 Seasons). */
  duration: string;
  startDate: string;
  endDate: string;
  championshipName: string;
  /** "162 regular season games", or 'N/A'. */
  regularSeasonGames: string;
  playoffsFormat: string;
}
