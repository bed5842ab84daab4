// GET /api/search/ (issue #17): every kind's best matches, in the contract's order, each with
// its page's path; kinds with no match are left out.
import { SEARCH_KINDS, type SearchAnswer, type SearchKind } from "@tl/contract/search";
import type { Database } from "../client";
import { normalQuery } from "./search-match";
import { searchCoaches, searchPlayers } from "./search-people";
import type { KindAnswer, SearchRequest } from "./search-scope";
import { searchTeams } from "./search-teams";
import { searchChampionships, searchSeasons } from "./search-titles";

export type { SearchRequest } from "./search-scope";

const KINDS: Record<SearchKind, { label: string; folder: string; search: (db: Database, request: SearchRequest) => Promise<KindAnswer> }> =
  {
    team: { label: "Teams", folder: "teams", search: searchTeams },
    player: { label: "Players", folder: "players", search: searchPlayers },
    coach: { label: "Coaches", folder: "coaches", search: searchCoaches },
    championship: { label: "Championships", folder: "championships", search: searchChampionships },
    season: { label: "Seasons", folder: "seasons", search: searchSeasons },
  };

export async function searchSite(db: Database, request: SearchRequest, kinds: readonly SearchKind[] = SEARCH_KINDS): Promise<SearchAnswer> {
  const query = normalQuery(request.q);
  const asked = SEARCH_KINDS.filter((kind) => kinds.includes(kind));
  const answers = await Promise.all(asked.map((kind) => KINDS[kind].search(db, { ...request, q: query })));
  const groups = asked.flatMap((kind, index) => {
    const { count, results } = answers[index] ?? { count: 0, results: [] };
    if (results.length === 0) return [];
    const { label, folder } = KINDS[kind];
    return [{ kind, label, count, results: results.map((found) => ({ kind, ...found, path: `/${folder}/${found.slug}` })) }];
  });
  return { query, count: groups.reduce((sum, group) => sum + group.results.length, 0), groups };
}
