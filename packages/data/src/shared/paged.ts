// Server-paged lists for the large tables (players, coaches, games): the API filters and
// searches, the browser asks for one page at a time and never holds a whole table.
import { infiniteQueryOptions, type QueryKey } from "@tanstack/react-query";
import type { z } from "zod/mini";
import { apiList, type ListPage } from "./api-list";
import type { QueryParams } from "./build-url";

/** Rows per request; a screen shows more with "Load more". */
export const PAGE_SIZE = 48;

export interface PagedList<T> {
  items: T[];
  /** Rows matching the filters on the server, across all pages. */
  total: number;
}

export function pagedQueryOptions<Raw, T>(options: {
  queryKey: QueryKey;
  path: string;
  params: QueryParams;
  item: z.ZodMiniType<Raw>;
  normalise: (raw: Raw, index: number) => T;
}) {
  const { queryKey, path, params, item, normalise } = options;
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: path,
    queryFn: ({ pageParam, signal }): Promise<ListPage<Raw>> =>
      pageParam === path ? apiList(path, { ...params, page_size: PAGE_SIZE }, item, signal) : apiList(pageParam, {}, item, signal),
    getNextPageParam: (last: ListPage<Raw>) => last.next ?? undefined,
    select: (data): PagedList<T> => ({
      items: data.pages.flatMap((page) => page.results).map(normalise),
      total: data.pages[0]?.count ?? 0,
    }),
  });
}
