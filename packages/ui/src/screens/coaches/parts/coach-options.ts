// The Coaches screen's dropdown options (spec §2): 'All …' first, then what the summary's
// facets hold for the site. The URL may name a choice before the options arrive (a shared
// link), so the current choice is always offered.
import type { CoachSummary } from "@tl/data/coaches";
import { teamChoices, teamFullName } from "@tl/data/team-options";
import type { SelectOption } from "../../../components/filters";
import { ALL } from "../../../hooks/use-sport-options";

/** spec §2, §4: All Status, then the five coach statuses (the data yields only active or not). */
export const STATUS_OPTIONS: readonly SelectOption[] = [
  { value: ALL, label: "All Status" },
  { value: "active", label: "Active" },
  { value: "interim", label: "Interim" },
  { value: "retired", label: "Retired" },
  { value: "fired", label: "Fired" },
  { value: "resigned", label: "Resigned" },
];

function withChosen(options: SelectOption[], chosen: string): SelectOption[] {
  return chosen === ALL || options.some((option) => option.value === chosen) ? options : [...options, { value: chosen, label: chosen }];
}

/** Values are sport slugs: the API filters by sport__slug (spec §7). */
export function sportSelectOptions(summary: CoachSummary | undefined, chosen: string): SelectOption[] {
  const sports = (summary?.sports ?? []).map((sport) => ({ value: sport.slug, label: sport.name }));
  return withChosen([{ value: ALL, label: "All Sports" }, ...sports], chosen);
}

export function positionSelectOptions(summary: CoachSummary | undefined, chosen: string): SelectOption[] {
  const positions = (summary?.positions ?? []).map((position) => ({ value: position, label: position }));
  return withChosen([{ value: ALL, label: "All Positions" }, ...positions], chosen);
}

/**
 * Labelled by city and name, with the years where a name repeats ("Kansas City Cowboys (1884)");
 * valued by slug, since abbreviations repeat across leagues (team-options.ts).
 */
export function teamSelectOptions(summary: CoachSummary | undefined, chosen: string): SelectOption[] {
  const teams = teamChoices((summary?.teams ?? []).map((team) => ({ ...team, fullName: teamFullName(team) ?? team.abbreviation })));
  return withChosen([{ value: ALL, label: "All Teams" }, ...teams], chosen);
}
