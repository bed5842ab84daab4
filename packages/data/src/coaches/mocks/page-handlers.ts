// MSW handlers for the coach page (issue #16), answering like the API: the detail, its season
// rows in pages, 404 `{"detail": "Not found."}` for an unknown slug.
import type { CoachSeason } from "@tl/contract/coach-seasons";
import { coachPaths, type CoachDetail } from "@tl/contract/coaches";
import { http, HttpResponse } from "msw";
import { notFound, pageOf } from "../../shared/mocks";
import type { RawCoachPage } from "../raw-coach-page";
import { bowmanDetail, bowmanSeasons } from "./page-rows";

const details: Record<string, CoachDetail> = { [bowmanDetail.slug]: bowmanDetail };
const seasonRows: Record<string, readonly CoachSeason[]> = { [bowmanDetail.slug]: bowmanSeasons };

const detailPath = coachPaths.detail.replace("{slug}", ":slug");
const seasonsPath = coachPaths.seasons.replace("{slug}", ":slug");

/**
 * GET /api/people/coaches/{slug}/ and …/seasons/: Bowman (or `details`/`seasons` given), else 404.
 * `details` may be any answer the client reads (spec §3: a looser API), not only the contract's.
 */
export function coachPageHandlers(options: { details?: Record<string, RawCoachPage>; seasons?: Record<string, readonly CoachSeason[]> } = {}) {
  const { details: found = details, seasons = seasonRows } = options;
  return [
    http.get(seasonsPath, ({ request, params }) => {
      const rows = seasons[String(params.slug)];
      if (rows === undefined) return notFound();
      const page = pageOf(rows, new URL(request.url));
      return page ? HttpResponse.json(page) : HttpResponse.json({ detail: "Invalid page." }, { status: 404 });
    }),
    http.get(detailPath, ({ params }) => {
      const coach = found[String(params.slug)];
      return coach ? HttpResponse.json(coach) : notFound();
    }),
  ];
}
