// Page-number pagination as Django REST framework answers it: {count, next, previous, results}.
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { linkOrigin } from "./link-origin";
import { QueryError } from "./query";

export const DEFAULT_PAGE_SIZE = 100;
/** Larger page_size values are lowered to this, as DRF's max_page_size does. */
export const MAX_PAGE_SIZE = 500;

export class InvalidPage extends Error {
  constructor() {
    super("Invalid page.");
  }
}

const pageSchema = z.string().regex(/^[1-9]\d{0,6}$/);
const pageSizeSchema = z.string().regex(/^[1-9]\d{0,6}$/);

export interface PageChoice {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

export function pageChoice(query: Record<string, string>): PageChoice {
  const page = query.page === undefined ? 1 : pageSchema.safeParse(query.page).success ? Number(query.page) : undefined;
  if (page === undefined) throw new InvalidPage();
  let pageSize = DEFAULT_PAGE_SIZE;
  if (query.page_size !== undefined && query.page_size !== "") {
    if (!pageSizeSchema.safeParse(query.page_size).success) throw new QueryError({ page_size: ["A valid positive integer is required."] });
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
