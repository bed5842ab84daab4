// A coach's page as the screen reads it (issue #16), every default applied
// (normalise-coach-page.ts, normalise-coach-season.ts).
import type { PersonPageFields } from "../shared/person-page";
import type { PersonSeasonRow } from "../shared/person-season-row";
import type { WinLossRecord } from "../teams/franchise";
import type { Coach } from "./coach";

/** One row of the season-by-season record: a season with one team (a stint), or a career total in one league. */
export interface CoachSeasonRow extends PersonSeasonRow, WinLossRecord {
  games: number | null;
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
export interface CoachPage extends Omit<Coach, "slug">, PersonPageFields {
  /** One per league of his season rows; empty where we hold none. */
  careerTotals: CoachSeasonRow[];
}
