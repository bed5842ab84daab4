// MSW handlers for the coach page (issue #16), answering like the API: the detail, its season
// rows in pages, 404 `{"detail": "Not found."}` for an unknown slug.
import type { CoachSeason } from "@tl/contract/coach-seasons";
import { coachPaths, type CoachDetail } from "@tl/contract/coaches";
import { detailHandlers } from "../../shared/mocks";
import type { RawCoachPage } from "../raw-coach-page";
import { bowmanDetail, bowmanSeasons } from "./page-rows";

const details: Record<string, CoachDetail> = { [bowmanDetail.slug]: bowmanDetail };
const seasonRows: Record<string, readonly CoachSeason[]> = { [bowmanDetail.slug]: bowmanSeasons };

/**
 * GET /api/people/coaches/{slug}/ and …/seasons/: Bowman (or `details`/`seasons` given), else 404.
 * `details` may be any answer the client reads (spec §3: a looser API), not only the contract's.
 */
export function coachPageHandlers(options: { details?: Record<string, RawCoachPage>; seasons?: Record<string, readonly CoachSeason[]> } = {}) {
  const { details: found = details, seasons = seasonRows } = options;
  return detailHandlers<RawCoachPage, CoachSeason>(coachPaths, found, seasons);
}
