// Issue #17: the site-wide search (/api/search/), as the header box and the /search page read it.

import type { SearchKind } from "@tl/contract/search";

/** The kinds in the order the API groups them. */
export { SEARCH_KINDS, type SearchKind } from "@tl/contract/search";

export interface SearchResult {
  kind: SearchKind;
  slug: string;
  name: string;
  /** The secondary line: 'Goalie · 1984-85 to 2002-03 · NHL'; null when the API gives none. */
  detail: string | null;
  /** The entity's page on its own sport's site: '/players/patrick-roy'. */
  path: string;
  /** API slugs of the entity's sport and level, which say which site holds its page. */
  sportSlug: string | null;
  sportName: string | null;
  levelSlug: string | null;
}

export interface SearchGroup {
  kind: SearchKind;
  /** 'Players'. */
  label: string;
  /** Every match of this kind, of which `results` are the first. */
  count: number;
  results: SearchResult[];
}

export interface SearchAnswer {
  query: string;
  /** Results shown over every group. */
  count: number;
  groups: SearchGroup[];
}
