// A player as the Players screen reads it (normalise-player.ts), and the spec's fallbacks.
import { PLAYER_STATUSES, type PlayerStatus } from "@tl/contract/players";
import type { Person } from "../shared/person";
import type { CareerStat } from "./career-stats";
import type { PlayerTeam } from "./player-team";

/** spec §3, §9 fallbacks. */
export const DEFAULT_POSITION = "Player";
/** spec §9: awards on a card, career stats in the detail. */
export const CARD_AWARDS = 2;

/** spec §4: the data yields only active and inactive; the filter offers all four. */
export { PLAYER_STATUSES, type PlayerStatus } from "@tl/contract/players";
export const isPlayerStatus = (value: unknown): value is PlayerStatus => PLAYER_STATUSES.some((status) => status === value);

/** spec §2: more than 2 championships → trophy; an MVP award → star; more than 3 awards → award; else a person. */
export type PlayerIcon = "trophy" | "star" | "award" | "user";

export interface Player {
  key: string;
  slug: string | null;
  /** Age is null for someone who has died (no age from the birth date then). */
  person: Person;
  deathDate: string | null;
  jerseyNumber: string | null;
  /** Default 'Player'. */
  position: string;
  team: PlayerTeam;
  sportName: string | null;
  sportSlug: string | null;
  /** His league's level ("professional", "ncaa-division-i"): with the sport, which site holds his page (issue #16). */
  levelSlug: string | null;
  status: PlayerStatus;
  height: string | null;
  /** Pounds. */
  weight: number | null;
  yearsPro: number | null;
  college: string | null;
  /** Null unless a draft year or round is known (spec §2: the Draft section shows only then). */
  draft: { year: number | null; round: number | null; pick: number | null } | null;
  /** The first 6 entries, in a sensible order for the sport (see orderCareerStats). */
  careerStats: CareerStat[];
  /** Newest first, as the API sends them. */
  awards: string[];
  /** The first 2 awards for the card, and whether there are more (an ellipsis then). */
  recentAwards: { shown: string[]; more: boolean };
  /** null: a count we do not hold (the card shows 'N/A', never 0). */
  championships: number | null;
  /** null: no All-Star data for the player (the card shows 'N/A', never 0). */
  allStarSelections: number | null;
  icon: PlayerIcon;
  contractEndYear: number | null;
}
