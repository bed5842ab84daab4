// The Coaches screen's dropdown choices (spec §2): what the summary's facets hold for the
// site. The filter bar puts 'All …' first and offers a choice from the URL that the options
// do not hold yet (a shared link, before the summary arrives).
import type { CoachSummary } from "@tl/data/coaches";
import { teamChoices, teamFullName } from "@tl/data/shared";
import type { SelectOption } from "../../../components/filters";

/** spec §2, §4: the five coach statuses after All Status (the data yields only active or not). */
export const STATUS_CHOICES: readonly SelectOption[] = [
  { value: "active", label: "Active" },
  { value: "interim", label: "Interim" },
  { value: "retired", label: "Retired" },
  { value: "fired", label: "Fired" },
  { value: "resigned", label: "Resigned" },
];

/** Values are sport slugs: the API filters by sport__slug (spec §7). */
export function sportChoices(summary: CoachSummary | undefined): SelectOption[] {
  return (summary?.sports ?? []).map((sport) => ({ value: sport.slug, label: sport.name }));
}

export function positionChoices(summary: CoachSummary | undefined): SelectOption[] {
  return (summary?.positions ?? []).map((position) => ({ value: position, label: position }));
}

/**
 * Labelled by city and name, with the years where a name repeats ("Kansas City Cowboys (1884)");
 * valued by slug, since abbreviations repeat across leagues (team-options.ts).
 */
export function teamChoicesOf(summary: CoachSummary | undefined): SelectOption[] {
  return teamChoices((summary?.teams ?? []).map((team) => ({ ...team, fullName: teamFullName(team) ?? team.abbreviation })));
}
