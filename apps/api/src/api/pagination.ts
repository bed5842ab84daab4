// Page-number pagination as Django REST framework answers it: {count, next, previous, results}.
import type { FastifyRequest } from "fastify";
import { DEFAULT_PAGE_SIZE, INVALID_PAGE, MAX_PAGE_SIZE, PAGE_NUMBER, PAGE_SIZE_MESSAGE } from "@tl/contract/paging";
import { linkOrigin } from "./link-origin";
import { QueryError } from "./query";

export class InvalidPage extends Error {
  constructor() {
    super(INVALID_PAGE);
  }
}

export interface PageChoice {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

export function pageChoice(query: Record<string, string>): PageChoice {
  const page = query.page === undefined ? 1 : PAGE_NUMBER.test(query.page) ? Number(query.page) : undefined;
  if (page === undefined) throw new InvalidPage();
  let pageSize = DEFAULT_PAGE_SIZE;
  if (query.page_size !== undefined && query.page_size !== "") {
    if (!PAGE_NUMBER.test(query.page_size)) throw new QueryError({ page_size: [PAGE_SIZE_MESSAGE] });
    pageSize = Math.min(Number(query.page_size), MAX_PAGE_SIZE);
  }
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** Absolute, as Django REST framework answers, on the site's own origin (see link-origin.ts). */
function pageUrl(request: FastifyRequest, page: number | null): string | null {
  if (page === null) return null;
  // Concatenated, not resolved: request.url always starts with its path.
  const url = new URL(`${linkOrigin(request)}${request.url}`);
  if (page === 1) url.searchParams.delete("page");
  else url.searchParams.set("page", String(page));
  return url.toString();
}

export function paginated<T>(request: FastifyRequest, choice: PageChoice, count: number, results: T[]) {
  // Page 1 of an empty list is a valid, empty page; any other page must hold rows.
  if (results.length === 0 && choice.page > 1) throw new InvalidPage();
  const hasNext = choice.offset + results.length < count;
  return {
    count,
    next: pageUrl(request, hasNext ? choice.page + 1 : null),
    previous: pageUrl(request, choice.page > 1 ? choice.page - 1 : null),
    results,
  };
}
