// MSW handlers for the player page (issue #16), answering like the API: the detail, its season
// rows in pages, 404 `{"detail": "Not found."}` for an unknown slug.
import type { PlayerSeason } from "@tl/contract/player-seasons";
import { playerPaths, type PlayerDetail } from "@tl/contract/players";
import { http, HttpResponse } from "msw";
import { notFound, pageOf } from "../../shared/mocks";
import { drydenDetail, drydenSeasons, ruthDetail, ruthSeasons } from "./page-rows";

const details: Record<string, PlayerDetail> = { [ruthDetail.slug]: ruthDetail, [drydenDetail.slug]: drydenDetail };
const seasonRows: Record<string, readonly PlayerSeason[]> = { [ruthDetail.slug]: ruthSeasons, [drydenDetail.slug]: drydenSeasons };

const detailPath = playerPaths.detail.replace("{slug}", ":slug");
const seasonsPath = playerPaths.seasons.replace("{slug}", ":slug");

/** GET /api/people/players/{slug}/ and …/seasons/: Ruth and Dryden (or `details`/`seasons` given), else 404. */
export function playerPageHandlers(options: { details?: Record<string, PlayerDetail>; seasons?: Record<string, readonly PlayerSeason[]> } = {}) {
  const { details: found = details, seasons = seasonRows } = options;
  return [
    http.get(seasonsPath, ({ request, params }) => {
      const rows = seasons[String(params.slug)];
      if (rows === undefined) return notFound();
      const page = pageOf(rows, new URL(request.url));
      return page ? HttpResponse.json(page) : HttpResponse.json({ detail: "Invalid page." }, { status: 404 });
    }),
    http.get(detailPath, ({ params }) => {
      const player = found[String(params.slug)];
      return player ? HttpResponse.json(player) : notFound();
    }),
  ];
}
