// MSW handlers answering from the rows of rows.ts, as the API would.
import { http, HttpResponse } from "msw";
import { type ApiCoach, type ApiCoachSummary, COACH_ROWS } from "./rows";

/** The leagues of the fixture rows are all professional (spec §7 level__slug). */
const LEVEL_OF_LEAGUE: Readonly<Record<string, string>> = { mlb: "professional", nhl: "professional" };

const includes = (value: string | null | undefined, needle: string) => (value ?? "").toLowerCase().includes(needle.toLowerCase());

/** The site's sport and level only: the API's facet rule. */
function inScope(row: ApiCoach, query: URLSearchParams): boolean {
  const sport = query.get("sport__slug");
  const level = query.get("level__slug");
  return (!sport || row.sport.slug === sport) && (!level || LEVEL_OF_LEAGUE[row.league.slug] === level);
}

/** Every filter of apps/api/src/routes/coaches.ts, combined with AND. */
function matches(row: ApiCoach, query: URLSearchParams): boolean {
  const position = query.get("position");
  const team = query.get("team__slug");
  const search = query.get("search");
  const status = query.get("status");
  const { person, current_team: current } = row;
  return (
    inScope(row, query) &&
    (!position || includes(row.position, position)) &&
    (!team || current?.slug === team) &&
    (!status || row.is_active === (status === "active")) &&
    (!search || [person.full_name, person.first_name, person.last_name, current?.name, current?.city, row.position].some((field) => includes(field, search)))
  );
}

const VIEWS: Readonly<Record<string, (row: ApiCoach) => boolean>> = {
  "/api/people/coaches/": () => true,
  "/api/people/coaches/active/": (row) => row.is_active,
  "/api/people/coaches/head_coaches/": (row) => includes(row.position, "head coach") || row.position?.toLowerCase() === "manager",
};

/** Django REST style pages: `page` from 1, `next` as an absolute link. `pageSize` overrides the asked size. */
function page(rows: ApiCoach[], url: URL, pageSize?: number) {
  const size = pageSize ?? Number(url.searchParams.get("page_size") ?? "100");
  const number = Number(url.searchParams.get("page") ?? "1");
  const results = rows.slice((number - 1) * size, number * size);
  const nextUrl = new URL(url);
  nextUrl.searchParams.set("page", String(number + 1));
  return { count: rows.length, next: number * size < rows.length ? nextUrl.href : null, previous: null, results };
}

export function summarise(rows: readonly ApiCoach[], query: URLSearchParams): ApiCoachSummary {
  const chosen = rows.filter((row) => matches(row, query));
  const facets = rows.filter((row) => inScope(row, query));
  const years = chosen.flatMap((row) => (row.coaching_experience_years === null ? [] : [row.coaching_experience_years]));
  const teams = new Map(facets.flatMap((row) => (row.current_team?.abbreviation ? [[row.current_team.slug, { ...row.current_team, abbreviation: row.current_team.abbreviation }] as const] : [])));
  return {
    count: chosen.length,
    active: chosen.filter((row) => row.is_active).length,
    championships: chosen.reduce((sum, row) => sum + row.championships_won, 0),
    average_years_coaching: years.length ? Math.round((years.reduce((a, b) => a + b, 0) / years.length) * 10) / 10 : null,
    sports: [...new Map(facets.map((row) => [row.sport.slug, row.sport])).values()].sort((a, b) => a.name.localeCompare(b.name)),
    positions: [...new Set(facets.flatMap((row) => (row.position ? [row.position] : [])))].sort(),
    teams: [...teams.values()]
      .sort((a, b) => a.abbreviation.localeCompare(b.abbreviation))
      .map(({ slug, abbreviation, name, city, sport_name }) => ({ slug, abbreviation, name, city, sport_name })),
  };
}

/**
 * msw handlers for the three coach lists and the summary over `rows`. `calls` records every
 * request as path + query, in order, so a test can assert the exact call a choice makes.
 * `pageSize` makes the server page shorter than the screen asks (to show "Load more" with a
 * handful of real coaches).
 */
export function mockCoachesApi(rows: readonly ApiCoach[] = COACH_ROWS, options: { pageSize?: number } = {}) {
  const calls: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname}${url.search}`);
    return url;
  };
  const lists = Object.entries(VIEWS).map(([path, view]) =>
    http.get(path, ({ request }) => {
      const url = record(request);
      return HttpResponse.json(page(rows.filter((row) => view(row) && matches(row, url.searchParams)), url, options.pageSize));
    }),
  );
  const summary = http.get("/api/people/coaches/summary/", ({ request }) => HttpResponse.json(summarise(rows, record(request).searchParams)));
  return { handlers: [...lists, summary], calls };
}
