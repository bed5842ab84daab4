// Issue #17: a search result's name leads to its page by the one link rule (entity-link.tsx):
// in-site, or across to the sport's own site.
import type { SearchKind, SearchResult } from "@tl/data/search";
import type { ReactNode } from "react";
import { EntityLink, type EntityKind } from "./entity-link";

/** The folder of each kind's pages, which is also its list screen: /players/:slug, /players?q=. */
export const SEARCH_PAGE_KIND: Record<SearchKind, EntityKind> = {
  team: "teams",
  player: "players",
  coach: "coaches",
  championship: "championships",
  season: "seasons",
};

export function SearchResultLink({ result, className, children }: { result: SearchResult; className?: string; children: ReactNode }) {
  return (
    <EntityLink
      kind={SEARCH_PAGE_KIND[result.kind]}
      slug={result.slug}
      sportSlug={result.sportSlug}
      levelSlug={result.levelSlug}
      className={className}
    >
      {children}
    </EntityLink>
  );
}
