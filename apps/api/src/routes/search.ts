// GET /api/search/ (issue #17): the whole site's search box. One object, not a page: each
// kind's best matches (limit per kind) and how many there are in all.
import { searchAnswer, searchFilters, searchPaths } from "@tl/contract/search";
import { searchSite } from "@tl/db/queries/search";
import { summaryEndpoint } from "../api/endpoint";

export const searchEndpoints = [
  summaryEndpoint({
    path: searchPaths.search,
    summary:
      "Search teams (by any name they have had), players, coaches, championships and seasons ('yankees 1998' finds that team's season): grouped by kind, best first (exact name, then every word starting a word, every word inside, then typos by trigram similarity; then titles, All-Star selections and seasons played)",
    tag: "search",
    filters: searchFilters,
    item: searchAnswer,
    detailedErrors: true,
    get: (db, q) => searchSite(db, { q: q.q, limit: q.limit, sportSlug: q.sport__slug, levelSlug: q.level__slug }, q.kind),
  }),
];
