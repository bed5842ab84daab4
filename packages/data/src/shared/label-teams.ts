// The team dropdowns of the Players and Coaches screens (issue #13): every option reads as the
// team's city and name, and names that repeat ("Kansas City Cowboys" three times, two
// "Washington Nationals") are told apart by the years the team bore that name in our data,
// then by sport. The value is the team's slug, which the API filters on (team__slug):
// abbreviations repeat too (two "ATH").
import { compareNames } from "./compare-names";
import { yearsText, type TeamOptionYears } from "./team-option";

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

const allDistinct = (values: readonly (string | null)[]): values is string[] =>
  values.every((value) => value !== null) && new Set(values).size === values.length;

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
    const sorted = [...group].sort((a, b) => (a.firstYear ?? Infinity) - (b.firstYear ?? Infinity) || compareNames(a.slug, b.slug));
    const suffixes = sorted.length > 1 ? distinguish(sorted) : [];
    sorted.forEach((team, index) => {
      const suffix = suffixes[index];
      labelled.push({ ...team, label: suffix === undefined ? name : `${name} (${suffix})` });
    });
  }
  return labelled.sort((a, b) => compareNames(a.label, b.label));
}

/** `labelTeams` as select options, valued by slug. */
export function teamChoices(teams: readonly NamedTeam[]): TeamChoice[] {
  return labelTeams(teams).map((team) => ({ value: team.slug, label: team.label }));
}
