// A team option of the Players and Coaches dropdowns as the summary endpoints send it, and
// the years it bore its name (issue #13), which tell repeated names apart (label-teams.ts).
import { teamOption } from "@tl/contract/people";
import type { z } from "zod/mini";
import { cityAndName, textOr } from "./loose";
import { relaxed } from "./relax";

/** A team option as the summary endpoints send it, made permissive. */
export const rawTeamOptionSchema = relaxed(teamOption);

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

/** The name a team option shows: city and name, or either alone. */
export function teamFullName(raw: Pick<RawTeamOption, "city" | "name">): string | null {
  const city = textOr(raw.city, null);
  const name = textOr(raw.name, null);
  return name ? cityAndName(city, name) : city;
}
