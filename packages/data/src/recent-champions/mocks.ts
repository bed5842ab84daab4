// Home's recent champions: every champion row of the champions mocks once, newest first, as
// the API lists them, and the handlers of Home's two calls.
import { http, HttpResponse } from "msw";
import { CHAMPIONS_PATH } from "../champions/get-champions";
import { champions1993, champions2019Sample, champions2024, champions2025, superBowlLatest, worldSeriesHistory } from "../champions/mocks";
import type { RawChampion } from "../champions/raw-champion";
import { championships } from "../championships/mocks";
import { figuresHandler } from "../figures/mocks";
import { drfPage, type Intercept } from "../shared/mocks";

/** Every champion row of the fixtures once, newest season first, as the API lists them. */
export const championsNewestFirst: readonly RawChampion[] = [
  ...new Map(
    [...champions2025, ...champions2024, ...superBowlLatest, ...worldSeriesHistory, ...champions2019Sample, ...champions1993].map((row) => [
      `${row.championship_slug}|${String(row.season_start_year)}`,
      row,
    ]),
  ).values(),
].sort((a, b) => b.season_start_year - a.season_start_year);

const LEVEL_OF = new Map(championships.map((championship) => [championship.slug, championship.level.slug]));

/** GET /api/championships/champions/ without a season: newest first, filtered by sport and level, `page_size` rows. */
export function recentChampionsHandler(options: { intercept?: Intercept } = {}) {
  return http.get(CHAMPIONS_PATH, ({ request }) => {
    const url = new URL(request.url);
    const answer = options.intercept?.(url);
    if (answer) return answer;
    const sport = url.searchParams.get("sport__slug");
    const level = url.searchParams.get("level__slug");
    const rows = championsNewestFirst.filter(
      (row) =>
        (sport === null || (typeof row.sport === "object" && row.sport?.slug === sport)) &&
        (level === null || LEVEL_OF.get(row.championship_slug ?? "") === level),
    );
    return HttpResponse.json(drfPage(rows.slice(0, Number(url.searchParams.get("page_size") ?? 100))));
  });
}

/** Home's two calls, answered. */
export const homeHandlers = () => [figuresHandler(), recentChampionsHandler()];
