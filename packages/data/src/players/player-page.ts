// A player's page as the screen reads it (issue #16), every default applied
// (normalise-player-page.ts, normalise-player-season.ts).
import type { PlayerSeasonKind } from "@tl/contract/player-seasons";
import type { SeasonName } from "../teams/franchise";
import type { PersonPageFields, TeamLink } from "../shared/person-page";
import type { PersonSeasonRow } from "../shared/person-season-row";
import type { Player } from "./player";

export type { PlayerSeasonKind } from "@tl/contract/player-seasons";

/** A season with All-Star selections. */
export interface AllStarYear {
  key: string;
  /** "1933". */
  label: string;
  startYear: number;
  season: SeasonName | null;
  /** Games he was selected for that year (two a year in 1959-62). */
  games: number;
}

/** A franchise he played for, from his season rows. */
export interface TeamPlayedFor {
  key: string;
  team: TeamLink;
  /** "MLB". */
  league: string;
  /** "1920–1934", "1935". */
  years: string;
  firstYear: number;
  seasons: number;
}

/** The card's player (normalise-player.ts) with what the page adds. */
export interface PlayerPage extends Omit<Player, "slug">, PersonPageFields {
  debutYear: number | null;
  finalYear: number | null;
  /** "1914–1935"; null when neither year is known. */
  years: string | null;
  /** Oldest first; null where we hold no All-Star data for his league. */
  allStarYears: AllStarYear[] | null;
  teams: TeamPlayedFor[];
}

/** One row of a season-by-season table: a season with one team (a stint), or a career total. */
export interface PlayerSeasonRow extends PersonSeasonRow {
  kind: PlayerSeasonKind;
  /** The statistics the source holds for the row (contract player-seasons.ts keys). */
  stats: Readonly<Record<string, number>>;
}
