// Home's figures (/api/meta/figures/), scoped by the site's sport and level like every other call.
import { metaPaths } from "@tl/contract/meta";
import type { ApiFilters } from "@tl/site-config/derive";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../shared/api-get";
import { normaliseFigures } from "./normalise-figures";
import { rawFiguresSchema } from "./raw-figures";

export const FIGURES_PATH = metaPaths.figures;

export function figuresQueryOptions(filters: ApiFilters) {
  return queryOptions({
    queryKey: ["figures", filters],
    queryFn: async ({ signal }) => normaliseFigures(await apiGet(FIGURES_PATH, { ...filters }, rawFiguresSchema, signal)),
  });
}

export function useFigures(filters: ApiFilters) {
  return useQuery(figuresQueryOptions(filters));
}
