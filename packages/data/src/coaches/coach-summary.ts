// The Coaches screen's tiles and dropdown options (spec §2 Coaches), as the screen reads them.
import type { TeamOptionYears } from "../shared/team-option";

export interface SportOption {
  name: string;
  slug: string;
  abbreviation: string;
}

/** A team of the dropdown, with the years of its name so repeated names can be told apart (shared/label-teams.ts). */
export interface TeamOption extends TeamOptionYears {
  slug: string;
  abbreviation: string;
  name: string;
  city: string;
  sportName: string | null;
}

export interface CoachSummary {
  count: number;
  active: number;
  championships: number;
  /** spec §2: rounded, 0 when none. */
  averageYearsCoaching: number;
  sports: SportOption[];
  positions: string[];
  teams: TeamOption[];
}
