// Championships (spec §7 /api/championships/championships/): at most a dozen rows, read whole
// and filtered in the browser (spec §5).
import { championshipPaths } from "@tl/contract/championships";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiListAll } from "../shared/api-list";
import { withSlug } from "../shared/build-url";
import type { SiteRequest } from "../shared/list-request";
import { normaliseChampionship } from "./normalise-championship";
import { rawChampionshipSchema } from "./raw-championship";

export const CHAMPIONSHIPS_PATH = championshipPaths.list;

export function championshipPath(slug: string): string {
  return withSlug(championshipPaths.detail, slug);
}

/** spec §7: the list passes the site's sport and level filters. */
export function championshipsQueryOptions({ site }: SiteRequest) {
  return queryOptions({
    queryKey: ["championships", "list", site],
    queryFn: async ({ signal }) =>
      (await apiListAll(CHAMPIONSHIPS_PATH, { ...site }, rawChampionshipSchema, signal)).map(normaliseChampionship),
  });
}

export function useChampionships(request: SiteRequest) {
  return useQuery(championshipsQueryOptions(request));
}
