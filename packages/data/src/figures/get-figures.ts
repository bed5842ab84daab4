// Home's figures (/api/meta/figures/), scoped by the site's sport and level like every other call.
import { metaPaths } from "@tl/contract/meta";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../shared/api-get";
import type { SiteRequest } from "../shared/list-request";
import { normaliseFigures } from "./normalise-figures";
import { rawFiguresSchema } from "./raw-figures";

export const FIGURES_PATH = metaPaths.figures;

export function figuresQueryOptions({ site }: SiteRequest) {
  return queryOptions({
    queryKey: ["figures", site],
    queryFn: async ({ signal }) => normaliseFigures(await apiGet(FIGURES_PATH, { ...site }, rawFiguresSchema, signal)),
  });
}

export function useFigures(request: SiteRequest) {
  return useQuery(figuresQueryOptions(request));
}
