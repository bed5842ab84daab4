// `@tl/data/search`: the site-wide search of the header box and the /search page (issue #17).
export {
  cleanQuery,
  SEARCH_MAX_CHARS,
  SEARCH_MIN_CHARS,
  SEARCH_PATH,
  searchQueryOptions,
  useSearch,
  type SearchFilters,
} from "./get-search";
export { normaliseSearch, SEARCH_KIND_LABELS } from "./normalise-search";
export { rawSearchSchema, type RawSearch, type RawSearchGroup, type RawSearchResult } from "./raw-search";
export { SEARCH_KINDS, type SearchAnswer, type SearchGroup, type SearchKind, type SearchResult } from "./search-result";
