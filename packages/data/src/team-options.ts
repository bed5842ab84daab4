// The team dropdowns of the Players and Coaches screens (issue #13): every option reads as the
// team's city and name, and names that repeat ("Kansas City Cowboys" three times, two
// "Washington Nationals") are told apart by the years the team bore that name in our data,
// then by sport. The value is the team's slug, which the API filters on (team__slug):
// abbreviations repeat too (two "ATH").
import { z } from "zod/mini";
import { maybeBoolean, maybeNumber, maybeText, textOr } from "./loose";

/** A team option as the summary endpoints send it (permissive). */
export const rawTeamOptionSchema = z.object({
  slug: maybeText,
  abbreviation: maybeText,
  name: maybeText,
  city: maybeText,
  sport_name: maybeText,
  first_year: maybeNumber,
  last_year: maybeNumber,
  is_active: maybeBoolean,
});

export type RawTeamOption = z.infer<typeof rawTeamOptionSchema>;

export interface TeamOptionYears {
  /** First year under the name shown; null when unknown. */
  firstYear: number | null;
  /** Last year under it; null while it still bears it, or when unknown. */
  lastYear: number | null;
  /** Still playing: an open last year means "since"; for a club that is gone it is unknown. */
  active: boolean;
}

const year = (value: number | null | undefined): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

export function teamOptionYears(raw: RawTeamOption): TeamOptionYears {
  return { firstYear: year(raw.first_year), lastYear: year(raw.last_year), active: raw.is_active ?? false };
}

/** "1884", "1888–1889", "since 2005", "from 1946" (a club gone, its last year unknown); null without a first year. */
export function yearsText({ firstYear, lastYear, active }: TeamOptionYears): string | null {
  if (firstYear === null) return null;
  if (lastYear === null) return `${active ? "since" : "from"} ${String(firstYear)}`;
  return lastYear === firstYear ? String(firstYear) : `${String(firstYear)}–${String(lastYear)}`;
}

export interface NamedTeam extends TeamOptionYears {
  slug: string;
  /** City and name as the card shows them: "Kansas City Cowboys". */
  fullName: string;
  sportName: string | null;
}

export interface TeamChoice {
  value: string;
  label: string;
}

const allDistinct = (values: readonly (string | null)[]): values is string[] => values.every((value) => value !== null) && new Set(values).size === values.length;

/** Tells apart teams of one name: by years where they differ, else by sport, else by all of it and the slug. */
function distinguish(group: readonly NamedTeam[]): string[] {
  const years = group.map(yearsText);
  if (allDistinct(years)) return years;
  const sports = group.map((team) => team.sportName);
  if (allDistinct(sports)) return sports;
  return group.map((team, index) => [years[index], sports[index], team.slug].filter(Boolean).join(", "));
}

/**
 * Teams for a dropdown, one per slug, each with its label, sorted by label: the full name alone
 * where it is unique, else "Kansas City Cowboys (1884)".
 */
export function labelTeams<T extends NamedTeam>(teams: readonly T[]): (T & { label: string })[] {
  const bySlug = new Map(teams.map((team) => [team.slug, team]));
  const byName = new Map<string, T[]>();
  for (const team of bySlug.values()) byName.set(team.fullName, [...(byName.get(team.fullName) ?? []), team]);
  const labelled: (T & { label: string })[] = [];
  for (const [name, group] of byName) {
    const sorted = [...group].sort((a, b) => (a.firstYear ?? Infinity) - (b.firstYear ?? Infinity) || a.slug.localeCompare(b.slug));
    const suffixes = sorted.length > 1 ? distinguish(sorted) : [];
    sorted.forEach((team, index) => {
      const suffix = suffixes[index];
      labelled.push({ ...team, label: suffix === undefined ? name : `${name} (${suffix})` });
    });
  }
  return labelled.sort((a, b) => a.label.localeCompare(b.label, "en"));
}

/** `labelTeams` as select options, valued by slug. */
export function teamChoices(teams: readonly NamedTeam[]): TeamChoice[] {
  return labelTeams(teams).map((team) => ({ value: team.slug, label: team.label }));
}

/** The name a team option shows: city and name, or either alone. */
export function teamFullName(raw: Pick<RawTeamOption, "city" | "name">): string | null {
  const city = textOr(raw.city, null);
  const name = textOr(raw.name, null);
  if (!name) return city;
  return city && !name.startsWith(city) ? `${city} ${name}` : name;
}
