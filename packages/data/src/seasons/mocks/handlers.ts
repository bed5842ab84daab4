// MSW handlers answering from the rows of rows.ts, as the API would.
import { SEASONS_PATH } from "../index";
import { http, HttpResponse } from "msw";
import { type ApiSeason, apiSeasons } from "./rows";

export interface MockListOptions {
  /** Rows per page at most; the API's is 500. Smaller values exercise following `next`. */
  maxPageSize?: number;
  /** Receives each request's path and query, in order. */
  calls?: string[];
}

/** GET /api/championships/seasons/, paged and filtered (sport__slug, level__slug) like the API. */
export function seasonsHandler(seasons: readonly ApiSeason[] = apiSeasons, options: MockListOptions = {}) {
  return http.get(SEASONS_PATH, ({ request }) => {
    const url = new URL(request.url);
    options.calls?.push(url.pathname + url.search);
    const sport = url.searchParams.get("sport__slug");
    const level = url.searchParams.get("level__slug");
    const rows = seasons.filter((row) => (!sport || row.sport.slug === sport) && (!level || row.level.slug === level));
    const page = Number(url.searchParams.get("page") ?? "1");
    const size = Math.min(Number(url.searchParams.get("page_size") ?? "100"), options.maxPageSize ?? 500);
    const nextUrl = new URL(url);
    nextUrl.searchParams.set("page", String(page + 1));
    return HttpResponse.json({
      count: rows.length,
      next: page * size < rows.length ? nextUrl.toString() : null,
      previous: null,
      results: rows.slice((page - 1) * size, page * size),
    });
  });
}
