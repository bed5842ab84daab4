// Issue #17: GET /api/search/?q=&limit=&kind= within the site's sport__slug/level__slug (the
// hub asks everything). A query the API refuses (400) is final: asking again changes nothing.
import { searchPaths } from "@tl/contract/search";
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../shared/api-error";
import { apiGet } from "../shared/api-get";
import type { ListRequest } from "../shared/list-request";
import { retryUnlessNotFound } from "../shared/not-found";
import { normaliseSearch } from "./normalise-search";
import { rawSearchSchema } from "./raw-search";
import type { SearchKind } from "./search-result";

export const SEARCH_PATH = searchPaths.search;
/** The header box asks from this many characters on (issue #17). */
export const SEARCH_MIN_CHARS = 2;
/** The API's longest query; longer text is cut rather than refused. */
export const SEARCH_MAX_CHARS = 100;

export interface SearchFilters {
  q: string;
  /** Results per group (the API's default is 5, at most 50). */
  limit?: number | undefined;
  kind?: SearchKind | undefined;
}

/** The query as sent: trimmed, inner runs of spaces made one, at most 100 characters. */
export const cleanQuery = (q: string) => q.trim().replace(/\s+/g, " ").slice(0, SEARCH_MAX_CHARS);

export function searchQueryOptions({ site, filters }: ListRequest<SearchFilters>) {
  const q = cleanQuery(filters.q);
  const params = { ...site, q, limit: filters.limit, kind: filters.kind };
  return queryOptions({
    queryKey: ["search", site, q, filters.limit ?? null, filters.kind ?? null],
    queryFn: async ({ signal }) => normaliseSearch(await apiGet(SEARCH_PATH, params, rawSearchSchema, signal), q),
  });
}

const isRefused = (error: Error) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * `keepPrevious`: the box keeps showing the last answer while the next one loads. `minChars`:
 * the box asks from two characters, the results page for any query.
 */
export function useSearch(request: ListRequest<SearchFilters>, options: { keepPrevious?: boolean; minChars?: number } = {}) {
  const policy = retryUnlessNotFound(useQueryClient().getDefaultOptions().queries?.retry);
  return useQuery({
    ...searchQueryOptions(request),
    enabled: cleanQuery(request.filters.q).length >= (options.minChars ?? SEARCH_MIN_CHARS),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    retry: (count, error) => !isRefused(error) && policy(count, error),
  });
}
