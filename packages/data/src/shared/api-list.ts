// Lists (spec §7): read from `results`, falling back to a raw array body; next links kept relative.
import { z } from "zod/mini";
import { apiGet } from "./api-get";
import type { QueryParams } from "./build-url";

/** One page of a list, whichever shape the API answered in. */
export interface ListPage<T> {
  count: number;
  /** Relative path (with query) of the next page, or null on the last page. */
  next: string | null;
  results: T[];
}

/**
 * spec §7: lists are read from `results`, falling back to a raw array body. Items that do
 * not match `item` fail the whole answer, so a screen never renders half-understood rows.
 */
export function listSchema<T>(item: z.ZodMiniType<T>): z.ZodMiniType<ListPage<T>> {
  const paged = z.object({ count: z.optional(z.number()), next: z.optional(z.nullable(z.string())), results: z.array(item) });
  return z.pipe(
    z.union([paged, z.array(item)]),
    z.transform((body): ListPage<T> => {
      if (Array.isArray(body)) return { count: body.length, next: null, results: body };
      return { count: body.count ?? body.results.length, next: relativeNext(body.next ?? null), results: body.results };
    }),
  );
}

/** DRF answers absolute next links; the client keeps to relative paths (spec §7). */
function relativeNext(next: string | null): string | null {
  if (next === null) return null;
  const url = new URL(next, "http://relative.invalid");
  return `${url.pathname}${url.search}`;
}

export function apiList<T>(path: string, params: QueryParams, item: z.ZodMiniType<T>, signal?: AbortSignal): Promise<ListPage<T>> {
  return apiGet(path, params, listSchema(item), signal);
}

/** Every page of a small list (a few hundred rows at most), 500 rows a call. */
export async function apiListAll<T>(path: string, params: QueryParams, item: z.ZodMiniType<T>, signal?: AbortSignal): Promise<T[]> {
  const first = await apiList(path, { ...params, page_size: 500 }, item, signal);
  const results = [...first.results];
  let next = first.next;
  while (next !== null) {
    const page = await apiList(next, {}, item, signal);
    results.push(...page.results);
    next = page.next;
  }
  return results;
}
