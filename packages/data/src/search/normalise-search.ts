// The search answer as the screens read it: groups in the API's fixed order, empty ones and
// results without a slug or name left out, a page path and a label for each kind.
import { numberOr, textOr } from "../shared/loose";
import type { RawSearch, RawSearchGroup, RawSearchResult } from "./raw-search";
import { SEARCH_KINDS, type SearchAnswer, type SearchGroup, type SearchKind, type SearchResult } from "./search-result";

/** Each kind's group label and the folder of its pages (/players/:slug). */
export const SEARCH_KIND_LABELS: Record<SearchKind, { label: string; folder: string }> = {
  team: { label: "Teams", folder: "teams" },
  player: { label: "Players", folder: "players" },
  coach: { label: "Coaches", folder: "coaches" },
  championship: { label: "Championships", folder: "championships" },
  season: { label: "Seasons", folder: "seasons" },
};

const isKind = (value: string | null): value is SearchKind => SEARCH_KINDS.some((kind) => kind === value);

function toResult(raw: RawSearchResult, kind: SearchKind): SearchResult[] {
  const slug = textOr(raw.slug, null);
  const name = textOr(raw.name, null);
  if (!slug || !name) return [];
  const path = textOr(raw.path, null) ?? `/${SEARCH_KIND_LABELS[kind].folder}/${encodeURIComponent(slug)}`;
  return [
    {
      kind,
      slug,
      name,
      detail: textOr(raw.detail, null),
      path,
      sportSlug: textOr(raw.sport?.slug, null),
      sportName: textOr(raw.sport?.name, null),
      levelSlug: textOr(raw.level?.slug, null),
    },
  ];
}

function toGroup(raw: RawSearchGroup): SearchGroup[] {
  const kind = textOr(raw.kind, null);
  if (!isKind(kind)) return [];
  const results = (raw.results ?? []).flatMap((result) => toResult(result, kind));
  if (results.length === 0) return [];
  const label = textOr(raw.label, null) ?? SEARCH_KIND_LABELS[kind].label;
  return [{ kind, label, count: Math.max(numberOr(0, raw.count), results.length), results }];
}

export function normaliseSearch(raw: RawSearch, query: string): SearchAnswer {
  const groups = (raw.groups ?? []).flatMap(toGroup).sort((a, b) => SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind));
  return { query: textOr(raw.query, query), count: groups.reduce((sum, group) => sum + group.results.length, 0), groups };
}
