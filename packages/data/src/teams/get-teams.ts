// The Debug screen's call (spec §2 Debug): one page of /api/teams/teams/, its count and
// (id, name, sport_name) of each row.
import { teamPaths } from "@tl/contract/teams";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { apiGet } from "../shared/api-get";
import type { SiteRequest } from "../shared/list-request";

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

export const TEAMS_PATH = teamPaths.list;

/** The Debug screen's call: one page, with the site's filters (spec §2 Debug). */
export function teamsQueryOptions({ site }: SiteRequest) {
  return queryOptions({
    queryKey: ["teams", site],
    queryFn: ({ signal }) => apiGet(TEAMS_PATH, { ...site }, teamPageSchema, signal),
  });
}

export function useTeams(request: SiteRequest) {
  return useQuery(teamsQueryOptions(request));
}
