// A player's page as the screen reads it (issue #16), every default applied
// (normalise-player-page.ts, normalise-player-season.ts).
import type { PlayerSeasonKind } from "@tl/contract/player-seasons";
import type { SeasonName } from "../teams/franchise";
import type { AwardYear, PersonTitle, TeamLink } from "../shared/person-page";
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
export interface PlayerPage extends Player {
  slug: string;
  /** "baseball"; null when not sent. */
  sportSlug: string | null;
  /** "professional", "ncaa-division-i": with the sport, which site holds the page. */
  levelSlug: string | null;
  leagueName: string | null;
  debutYear: number | null;
  finalYear: number | null;
  /** "1914–1935"; null when neither year is known. */
  years: string | null;
  /** Oldest first; null where the API cannot list them completely (championships are then 'N/A'). */
  titles: PersonTitle[] | null;
  awardsByYear: AwardYear[];
  /** Oldest first; null where we hold no All-Star data for his league. */
  allStarYears: AllStarYear[] | null;
  teams: TeamPlayedFor[];
}

/** One row of a season-by-season table: a season with one team (a stint), or a career total. */
export interface PlayerSeasonRow {
  key: string;
  kind: PlayerSeasonKind;
  career: boolean;
  /** null on a career row. */
  season: SeasonName | null;
  /** "MLB"; "N/A" without a league. */
  league: string;
  leagueSlug: string | null;
  /** null on a career row. */
  team: TeamLink | null;
  stint: number | null;
  /** On a career row: the seasons it sums, and their span ("1914–1935"). */
  seasons: number | null;
  years: string | null;
  /** The statistics the source holds for the row (contract player-seasons.ts keys). */
  stats: Readonly<Record<string, number>>;
}
