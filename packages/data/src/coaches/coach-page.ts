// A coach's page as the screen reads it (issue #16), every default applied
// (normalise-coach-page.ts, normalise-coach-season.ts).
import type { SeasonName } from "../teams/franchise";
import type { AwardYear, PersonTitle, TeamLink } from "../shared/person-page";
import type { Coach } from "./coach";

/** One row of the season-by-season record: a season with one team (a stint), or a career total in one league. */
export interface CoachSeasonRow {
  key: string;
  career: boolean;
  /** null on a career row. */
  season: SeasonName | null;
  /** "NHL"; "N/A" without a league. */
  league: string;
  leagueSlug: string | null;
  /** null on a career row. */
  team: TeamLink | null;
  stint: number | null;
  /** On a career row: the seasons it sums, and their span ("1967–2001"). */
  seasons: number | null;
  years: string | null;
  games: number | null;
  wins: number | null;
  losses: number | null;
  /** null where the source has none (baseball). */
  ties: number | null;
  overtimeLosses: number | null;
  /** A ratio in [0, 1], or null before any decided game. */
  winPercentage: number | null;
  /** "1244-573-314-10": ties where above 0, overtime losses where held; "N/A" without wins or losses. */
  record: string;
  /** "W-L-T-OTL", the record's legend. */
  recordLegend: string;
  rank: number | null;
  playoffGames: number | null;
  playoffWins: number | null;
  playoffLosses: number | null;
  /** "223-130"; null where the source holds no playoff record for the row. */
  playoffRecord: string | null;
}

/** The card's coach (normalise-coach.ts) with what the page adds. */
export interface CoachPage extends Coach {
  slug: string;
  /** "hockey"; null when not sent. */
  sportSlug: string | null;
  /** "professional", "ncaa-division-i": with the sport, which site holds the page. */
  levelSlug: string | null;
  leagueName: string | null;
  /** Oldest first, vacated ones listed and marked; null where the API cannot list them completely. */
  titles: PersonTitle[] | null;
  awardsByYear: AwardYear[];
  /** One per league of his season rows; empty where we hold none. */
  careerTotals: CoachSeasonRow[];
}
