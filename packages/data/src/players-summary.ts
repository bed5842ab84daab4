// The Players screen's tiles and dropdown options (spec §2 Players) from
// /api/people/players/summary/, so the browser never sums 27,000 rows itself. The counts and
// sums honour every filter; the option lists (sports, positions, teams) only the sport and
// level filters, so a dropdown keeps its options once another filter is chosen.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiFilters } from "@tl/site-config/derive";
import { z } from "zod/mini";
import { apiGet } from "./client";
import { maybe, maybeNumber, maybeText, numberOr, textOr } from "./loose";
import { playerKeyParts, playerParams, type PlayerFilters } from "./players";
import { labelTeams, rawTeamOptionSchema, teamFullName, teamOptionYears } from "./team-options";

export const PLAYER_SUMMARY_PATH = "/api/people/players/summary/";

const rawSportOption = z.object({ name: maybeText, slug: maybeText, abbreviation: maybeText });

/** Permissive: every field may be missing or null. */
export const rawPlayerSummarySchema = z.object({
  count: maybeNumber,
  active: maybeNumber,
  championships: maybeNumber,
  all_star_selections: maybeNumber,
  sports: maybe(z.array(rawSportOption)),
  positions: maybe(z.array(maybe(z.string()))),
  teams: maybe(z.array(rawTeamOptionSchema)),
});

export type RawPlayerSummary = z.infer<typeof rawPlayerSummarySchema>;

export interface SportOption {
  slug: string;
  name: string;
  abbreviation: string | null;
}

export interface TeamOption {
  slug: string;
  abbreviation: string;
  /**
   * 'New York Yankees'; names that repeat carry their years ('Kansas City Cowboys (1884)'), see
   * team-options.ts. Abbreviations repeat across leagues and eras (two 'ATH'), so none is shown.
   */
  label: string;
  sportName: string | null;
}

export interface PlayerSummary {
  count: number;
  active: number;
  /** null: the API holds no count for the players matched (shown 'N/A', never 0). */
  championships: number | null;
  allStarSelections: number | null;
  sports: SportOption[];
  positions: string[];
  teams: TeamOption[];
}

/** Options without a slug cannot be chosen (the filter sends the slug), so they are left out. */
export function normalisePlayerSummary(raw: RawPlayerSummary): PlayerSummary {
  const sports = (raw.sports ?? []).flatMap((sport) => {
    const name = textOr(sport.name, null);
    const slug = textOr(sport.slug, null) ?? name?.toLowerCase() ?? null;
    return name && slug ? [{ slug, name, abbreviation: textOr(sport.abbreviation, null) }] : [];
  });
  const positions = [...new Set((raw.positions ?? []).flatMap((position) => textOr(position, null) ?? []))];
  const named = (raw.teams ?? []).flatMap((team) => {
    const slug = textOr(team.slug, null);
    if (!slug) return [];
    const abbreviation = textOr(team.abbreviation, null) ?? textOr(team.name, null) ?? slug;
    return [{ slug, abbreviation, fullName: teamFullName(team) ?? abbreviation, sportName: textOr(team.sport_name, null), ...teamOptionYears(team) }];
  });
  const teams = labelTeams(named).map(({ slug, abbreviation, label, sportName }) => ({ slug, abbreviation, label, sportName }));
  return {
    count: numberOr(0, raw.count),
    active: numberOr(0, raw.active),
    championships: numberOr(null, raw.championships),
    allStarSelections: numberOr(null, raw.all_star_selections),
    sports,
    positions,
    teams,
  };
}

/** Keyed like the players list, so each choice of filters is cached once (spec §7). */
export function playerSummaryQueryOptions(site: ApiFilters, filters: PlayerFilters) {
  return queryOptions({
    queryKey: ["players", "summary", ...playerKeyParts(site, filters)],
    queryFn: ({ signal }) => apiGet(PLAYER_SUMMARY_PATH, playerParams(site, filters), rawPlayerSummarySchema, signal),
    select: normalisePlayerSummary,
  });
}

/** Keeps the last figures while new filters load, so tiles and dropdowns do not blink. */
export function usePlayerSummary(site: ApiFilters, filters: PlayerFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ ...playerSummaryQueryOptions(site, filters), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
