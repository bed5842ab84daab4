// Lists and details answered like our API (README "The API"): Django REST pages
// `{count, next, previous, results}` with `page` from 1 and `page_size` (default 100, at most
// 500), 404 `{"detail": "Invalid page."}` past the last page.
import { http, HttpResponse, type JsonBodyType, type PathParams, type RequestHandler } from "msw";
import { notFound } from "./failures";

const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 500;

export interface ApiPage<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** One page holding every row, as the API answers a short list. */
export function drfPage<T>(results: readonly T[]) {
  return { count: results.length, next: null, previous: null, results };
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
    return found === undefined ? notFound() : HttpResponse.json(found);
  });
}
