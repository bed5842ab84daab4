// A coach as the Coaches screen reads it (normalise-coach.ts).
import type { CoachStatus as ContractCoachStatus } from "@tl/contract/coaches";
import type { PersonStatus } from "@tl/contract/people";
import type { Person } from "../shared/person";
import type { CareerRecord, PlayingCareer } from "./coach-career";
import type { CoachTeam } from "./coach-team";

/** spec §4: the screen offers five statuses; the data yields only active or inactive. */
export { COACH_STATUSES } from "@tl/contract/coaches";
export type CoachStatus = ContractCoachStatus | PersonStatus;

export interface Coach {
  key: string;
  slug: string | null;
  person: Person;
  deathDate: string | null;
  position: string;
  team: CoachTeam;
  sport: string | null;
  /** The sport's slug ("hockey"): with a level, which site holds the coach's and his team's pages (issue #16). */
  sportSlug: string | null;
  /** His league's level ("professional", "ncaa-division-i"): with the sport, which site holds his page. */
  levelSlug: string | null;
  status: CoachStatus;
  /** "Active", "Inactive" … for the badge. */
  statusLabel: string;
  yearsCoaching: number | null;
  yearsWithTeam: number | null;
  previousTeams: string[];
  /** His former clubs' franchise pages (issue #16), oldest first: slug and city and name; empty where the API names none. */
  formerTeams: FormerTeam[];
  /** college, else alma_mater (spec §3). */
  college: string | null;
  /** null when no playing career is recorded at all. */
  playingCareer: PlayingCareer | null;
  record: CareerRecord;
  championships: number;
  awards: string[];
  specialties: string[];
  philosophy: string | null;
  contractEndYear: number | null;
  hireDate: string | null;
}

/** A former club of a coach, linked to its franchise page. */
export interface FormerTeam {
  slug: string;
  /** City and name: "St. Louis Blues". */
  name: string;
}
