// The box's options in order: each group's results, then "See all results" (the /search page).
import type { SearchAnswer, SearchResult } from "@tl/data/search";
import type { SiteConfig } from "@tl/site-config/types";
import { entityTarget } from "../../components/entity-link";
import { SEARCH_PAGE_KIND } from "../../components/search-result-link";

/** Where a result leads, by the one link rule (components/entity-link.tsx). */
export const resultTarget = (site: SiteConfig, result: SearchResult) =>
  entityTarget(site, SEARCH_PAGE_KIND[result.kind], result.slug, result.sportSlug, result.levelSlug);

/** The full results page of a query: /search?q=lemieux+mario. */
export const searchPagePath = (q: string) => `/search?${new URLSearchParams({ q }).toString()}`;

export type SearchOption = { type: "result"; result: SearchResult } | { type: "all" };

export function optionsOf(answer: SearchAnswer | undefined): SearchOption[] {
  if (!answer || answer.count === 0) return [];
  const results = answer.groups.flatMap((group) => group.results.map((result): SearchOption => ({ type: "result", result })));
  return [...results, { type: "all" }];
}
