// Every player and coach page of a sport site (issue #18): the pages of a site link to a few
// hundred of its people; the rest are found in the API's lists, scoped as the site's screens
// are (its sport and level, the rule EntityLink follows). The hub lists every sport's people,
// whose pages live on their own sites: it gets none this way.
import { apiFilters } from "@tl/site-config/derive";
import type { SiteConfig } from "@tl/site-config/types";
import type { EntityKind } from "./options";

type PersonKind = Extract<EntityKind, "players" | "coaches">;

/** The API's largest page (a list holds a person once per player record: the paths are deduplicated). */
const PAGE_SIZE = 500;

interface PeoplePage {
  next: string | null;
  results: { slug: string }[];
}

/** The page paths of the people of `kind` on `site`, at most `limit` of them. */
export async function listedPeople(site: SiteConfig, kind: PersonKind, limit: number): Promise<string[]> {
  const filters = apiFilters(site);
  if (Object.keys(filters).length === 0) return [];
  const paths = new Set<string>();
  for (let page = 1; paths.size < limit; page++) {
    const query = new URLSearchParams({ ...filters, page_size: String(PAGE_SIZE), page: String(page) });
    const response = await fetch(`/api/people/${kind}/?${query.toString()}`);
    if (!response.ok) throw new Error(`/api/people/${kind}/ answered ${String(response.status)}`);
    const body = (await response.json()) as PeoplePage;
    for (const { slug } of body.results) paths.add(`/${kind}/${encodeURIComponent(slug)}`);
    if (body.next === null) break;
  }
  return [...paths].slice(0, limit);
}

export const PERSON_KINDS: readonly PersonKind[] = ["players", "coaches"];
