// The Scores screen's counters (spec §2 Scores: live, final, upcoming, sports) from
// /api/games/games/summary/: the API counts the same filtered games the list pages through,
// so the browser never needs the whole list.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { apiGet } from "./client";
import { definedParams, type GameRequest } from "./games";
import { maybe, maybeNumber, maybeText, numberOr, textOr } from "./loose";

export const GAME_SUMMARY_PATH = "/api/games/games/summary/";

export const rawGameSummarySchema = z.object({
  count: maybeNumber,
  live: maybeNumber,
  final: maybeNumber,
  scheduled: maybeNumber,
  postponed: maybeNumber,
  sports: maybe(z.array(z.object({ name: maybeText, slug: maybeText, abbreviation: maybeText }))),
});

export type RawGameSummary = z.infer<typeof rawGameSummarySchema>;

export interface GameSportOption {
  name: string;
  slug: string;
}

export interface GameSummary {
  count: number;
  live: number;
  final: number;
  /** spec §2 Scores: the 'upcoming' counter. */
  scheduled: number;
  postponed: number;
  sports: GameSportOption[];
}

export function normaliseGameSummary(raw: RawGameSummary): GameSummary {
  const sports = (raw.sports ?? []).flatMap((sport) => {
    const name = textOr(sport.name, null);
    const slug = textOr(sport.slug, null) ?? name?.toLowerCase() ?? null;
    return name !== null && slug !== null ? [{ name, slug }] : [];
  });
  return {
    count: numberOr(0, raw.count),
    live: numberOr(0, raw.live),
    final: numberOr(0, raw.final),
    scheduled: numberOr(0, raw.scheduled),
    postponed: numberOr(0, raw.postponed),
    sports,
  };
}

/** The counters of the games `request` lists: same filters, its list as `view`. */
export function gameSummaryQueryOptions(request: Pick<GameRequest, "view" | "params">) {
  const params = definedParams({ view: request.view, ...request.params });
  return queryOptions({
    queryKey: ["games", "summary", params],
    queryFn: async ({ signal }) => normaliseGameSummary(await apiGet(GAME_SUMMARY_PATH, params, rawGameSummarySchema, signal)),
  });
}

export function useGameSummary(request: Pick<GameRequest, "view" | "params">) {
  return useQuery(gameSummaryQueryOptions(request));
}
