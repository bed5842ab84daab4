// MSW handlers answering from the rows of rows.ts, as the API would.
import { CHAMPIONS_PATH, type RawChampion } from "../index";
import { CHAMPIONSHIPS_PATH } from "../../championships/index";
import { http, HttpResponse } from "msw";
import { championships } from "../../championships/mocks";
import { drfPage, notFound, type Intercept } from "../../shared/mocks";
import { worldSeriesHistory, superBowlLatest, championsByYear } from "./rows";

/** The level of each championship (the champion rows name only the sport), as the API joins it. */
const LEVEL_OF = new Map(championships.map((championship) => [championship.slug, championship.level.slug]));

/**
 * GET /api/championships/champions/?season__start_year={year}: the rows of `byYear[year]`, else
 * none; sport__slug and level__slug filter them as the API does.
 */
export function championsHandler(options: { byYear?: Readonly<Record<number, readonly RawChampion[]>>; intercept?: Intercept } = {}) {
  const { byYear = championsByYear, intercept } = options;
  return http.get(CHAMPIONS_PATH, ({ request }) => {
    const url = new URL(request.url);
    const answer = intercept?.(url);
    if (answer) return answer;
    const sport = url.searchParams.get("sport__slug");
    const level = url.searchParams.get("level__slug");
    const rows = (byYear[Number(url.searchParams.get("season__start_year"))] ?? []).filter(
      (row) =>
        (sport === null || (typeof row.sport === "object" && row.sport?.slug === sport)) &&
        (level === null || LEVEL_OF.get(row.championship_slug ?? "") === level),
    );
    return HttpResponse.json(drfPage(rows));
  });
}

/** GET /api/championships/championships/{slug}/champions/: the rows of `bySlug[slug]`, else 404. */
export function championshipChampionsHandler(
  options: { bySlug?: Readonly<Record<string, readonly RawChampion[]>>; intercept?: Intercept } = {},
) {
  const { intercept } = options;
  const bySlug: Readonly<Record<string, readonly RawChampion[]>> = options.bySlug ?? { "world-series": worldSeriesHistory, "super-bowl": superBowlLatest };
  return http.get(`${CHAMPIONSHIPS_PATH}:slug/champions/`, ({ request, params }) => {
    const answer = intercept?.(new URL(request.url));
    if (answer) return answer;
    const rows = typeof params.slug === "string" ? bySlug[params.slug] : undefined;
    return rows ? HttpResponse.json(drfPage(rows)) : notFound();
  });
}
