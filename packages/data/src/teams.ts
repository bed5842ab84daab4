// Teams list (spec §7 /api/teams/teams/). For now only what the Debug screen reads:
// count and results (id, name, sport_name).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiFilters } from "@tl/site-config/derive";
import { z } from "zod/mini";
import { apiGet } from "./client";

export const teamSummarySchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  sport_name: z.nullish(z.string()),
});

export const teamPageSchema = z.object({
  count: z.int().check(z.nonnegative()),
  results: z.array(teamSummarySchema),
});

export type TeamSummary = z.infer<typeof teamSummarySchema>;
export type TeamPage = z.infer<typeof teamPageSchema>;

export const TEAMS_PATH = "/api/teams/teams/";

export function teamsQueryOptions(filters: ApiFilters) {
  return queryOptions({
    queryKey: ["teams", filters],
    queryFn: ({ signal }) => apiGet(TEAMS_PATH, { ...filters }, teamPageSchema, signal),
  });
}

export function useTeams(filters: ApiFilters) {
  return useQuery(teamsQueryOptions(filters));
}
