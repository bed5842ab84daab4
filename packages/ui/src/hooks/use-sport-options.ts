// The sport dropdown (spec §2, §5): the sports in the loaded data, after the filter bar's
// 'All Sports'; the filter compares the lowercased sport name.
import { useMemo } from "react";
import type { SelectOption } from "../components/filters";
import { compareNames } from "@tl/data/shared";

export const ALL = "all";

export function sportChoices(sportNames: Iterable<string | null | undefined>): SelectOption[] {
  const names = new Map<string, string>();
  for (const name of sportNames) {
    const trimmed = name?.trim();
    if (trimmed) names.set(trimmed.toLowerCase(), trimmed);
  }
  return [...names.entries()].sort(([a], [b]) => compareNames(a, b)).map(([value, label]) => ({ value, label }));
}

export function useSportChoices(sportNames: readonly (string | null | undefined)[]): SelectOption[] {
  return useMemo(() => sportChoices(sportNames), [sportNames]);
}

/** True when `sport` passes the sport filter `chosen` ('all' passes everything). */
export function matchesSport(chosen: string, sport: string | null | undefined): boolean {
  return chosen === ALL || (sport ?? "").toLowerCase() === chosen;
}

/** Case-insensitive substring match of `query` against any of `fields` (spec §5). */
export function matchesSearch(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => field?.toLowerCase().includes(needle));
}
