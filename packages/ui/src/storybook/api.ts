// MSW handlers that answer like our API (README "The API"): Django REST pages
// `{count, next, previous, results}` with `page` from 1 and `page_size` (default 100, at most
// 500), 404 `{"detail": "Invalid page."}` past the last page, errors as `{"detail": …}`.
//
// A data screen's stories sit beside it (screens/teams/teams.stories.tsx). Results come from
// the shared fixtures of its resource (src/fixtures/<resource>.ts: their own handlers, or
// their data through `listHandler`/`listStates`); the other states from the one set here,
// for every resource: `errorHandler`, `loadingHandler`, and `listHandler(path, [])` for empty:
//
//   const meta = {
//     title: "Screens/Teams",
//     component: TeamsScreen,
//     parameters: { shell: { page: true, url: "/teams" }, ...mockApi(<fixture handlers>) },
//   } satisfies Meta<typeof TeamsScreen>;
//   export const Results: Story = { play: … await canvas.findByRole(…) … };
//   export const Loading: Story = { parameters: mockApi(loadingHandler(TEAMS_PATH)) };
//   export const Failed: Story = { parameters: mockApi(errorHandler(TEAMS_PATH)) };
//   export const Down: Story = { parameters: mockApi(errorHandler([GAMES_PATH, GAME_SUMMARY_PATH], { detail: "Database unavailable." })) };
//   export const Empty: Story = { parameters: mockApi(listHandler(TEAMS_PATH, [])) };
//   export const Expanded: Story = { play: async ({ canvas, userEvent }) => { await userEvent.click(…) } };
//   export const Filtered: Story = { parameters: { shell: { page: true, url: "/teams?q=bears" } } };
//
// A story's handlers replace the meta's: a screen reading several endpoints lists them all
// (mockApi(teamsHandlers, errorHandler(SUMMARY_PATH))); any /api/ call left unmocked answers
// 501 naming itself (src/storybook/msw.ts).
import { delay, http, HttpResponse, type JsonBodyType, type PathParams, type RequestHandler } from "msw";
import type { MswParameters } from "./msw";

const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 500;

export interface ApiPage<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** `parameters` for a story or meta: the handlers its requests are answered by. */
export function mockApi(...handlers: (RequestHandler | readonly RequestHandler[])[]): Required<MswParameters> {
  return { msw: { handlers: handlers.flat() } };
}

function positiveInt(value: string | null, fallback: number): number | null {
  if (value === null || value === "") return fallback;
  return /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function pageLink(url: URL, page: number): string {
  const link = new URL(url);
  link.searchParams.set("page", String(page));
  return link.toString();
}

/** The page of `items` a request asks for, or null when the page does not exist. */
export function pageOf<T>(items: readonly T[], url: URL): ApiPage<T> | null {
  const page = positiveInt(url.searchParams.get("page"), 1);
  const size = Math.min(positiveInt(url.searchParams.get("page_size"), DEFAULT_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(items.length / size));
  if (page === null || page > pages) return null;
  return {
    count: items.length,
    next: page < pages ? pageLink(url, page + 1) : null,
    previous: page > 1 ? pageLink(url, page - 1) : null,
    results: items.slice((page - 1) * size, page * size),
  };
}

export interface ListOptions<T> {
  /** Narrows the fixtures by the request's query (filters, search), as the API would. */
  filter?: (item: T, query: URLSearchParams) => boolean;
}

/** GET `path` answers pages of `items`. */
export function listHandler<T>(path: string, items: readonly T[], options: ListOptions<T> = {}): RequestHandler {
  return http.get(path, ({ request }) => {
    const url = new URL(request.url);
    const matching = options.filter ? items.filter((item) => options.filter?.(item, url.searchParams)) : items;
    const page = pageOf(matching, url);
    return page ? HttpResponse.json(page) : HttpResponse.json({ detail: "Invalid page." }, { status: 404, statusText: "Not Found" });
  });
}

/** GET `path` (which may hold `:param`s) answers one object, or 404 when `find` returns undefined. */
export function detailHandler(path: string, find: (params: PathParams) => JsonBodyType | undefined): RequestHandler {
  return http.get(path, ({ params }) => {
    const found = find(params);
    return found === undefined ? HttpResponse.json({ detail: "Not found." }, { status: 404, statusText: "Not Found" }) : HttpResponse.json(found);
  });
}

export interface Failure {
  status?: number;
  statusText?: string;
  /** The `{"detail": …}` the error panel shows. */
  detail?: string;
}

/** GET on each path fails the way an unavailable API would: 503 with a `detail`. */
export function errorHandler(paths: string | readonly string[], failure: Failure = {}): RequestHandler[] {
  const { status = 503, statusText = "Service Unavailable", detail = "The service is temporarily unavailable." } = failure;
  return [paths].flat().map((path) => http.get(path, () => HttpResponse.json({ detail }, { status, statusText })));
}

/** GET on each path never answers: the screen stays in its loading state. */
export function loadingHandler(paths: string | readonly string[]): RequestHandler[] {
  return [paths].flat().map((path) =>
    http.get(path, async () => {
      await delay("infinite");
      return HttpResponse.json(null);
    }),
  );
}

/** The four states of a list screen (spec §4), each a set of handlers for `mockApi`. */
export function listStates<T>(path: string, items: readonly T[], options: ListOptions<T> = {}) {
  return {
    results: [listHandler(path, items, options)],
    empty: [listHandler(path, [])],
    error: errorHandler(path),
    loading: loadingHandler(path),
  } as const;
}
