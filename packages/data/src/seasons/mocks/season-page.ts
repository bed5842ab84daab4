// MSW handlers for the season page (issue #16): the season (404 for an unknown slug) and the
// games list answering its postseason games, from season-page-rows.ts.
import { seasonPaths } from "@tl/contract/seasons";
import type { Game } from "@tl/contract/games";
import type { SeasonDetail } from "@tl/contract/seasons";
import { http, HttpResponse } from "msw";
import { GAMES_PATH } from "../../games/game-request";
import { notFound, pageOf } from "../../shared/mocks";
import { mlb1927Detail, worldSeries1927Games } from "./season-page-rows";

const detailPath = seasonPaths.detail.replace("{slug}", ":slug");

/** GET /api/championships/seasons/{slug}/: the seasons given (1927 MLB by default), else 404. */
export function seasonPageHandler(details: Record<string, SeasonDetail> = { [mlb1927Detail.slug]: mlb1927Detail }) {
  return http.get(detailPath, ({ params }) => {
    const found = details[String(params.slug)];
    return found ? HttpResponse.json(found) : notFound();
  });
}

/** GET /api/games/games/ filtered by season and dates, as the API filters them (the 1927 World Series by default). */
export function seriesGamesHandler(games: readonly Game[] = worldSeries1927Games) {
  return http.get(GAMES_PATH, ({ request }) => {
    const url = new URL(request.url);
    const year = url.searchParams.get("season__start_year");
    const from = url.searchParams.get("date__gte") ?? "";
    const to = url.searchParams.get("date__lte") ?? "9999";
    const rows = games.filter((game) => String(game.season?.start_year) === year && game.game_date >= from && game.game_date <= to);
    const page = pageOf(rows, url);
    return page ? HttpResponse.json(page) : HttpResponse.json({ detail: "Invalid page." }, { status: 404 });
  });
}

export const seasonPageHandlers = () => [seasonPageHandler(), seriesGamesHandler()];
