// Issue #16: what a row of a player's tables and of a coach's record share: a season with one
// team (a stint), or a career total in one league, keyed, defaulted and worded once for both.
import type { SeasonName } from "../teams/franchise";
import { seasonName } from "../teams/normalise-team-page";
import { numberOr, textOr } from "./loose";
import { teamLinkOf, UNKNOWN_SEASON, yearSpan, type TeamLink } from "./person-page";

export interface PersonSeasonRow {
  key: string;
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
}

export interface RawPersonSeason {
  career?: boolean | null;
  league?: { slug?: string | null; name?: string | null; abbreviation?: string | null } | null;
  season?: Parameters<typeof seasonName>[0];
  team?: Parameters<typeof teamLinkOf>[0];
  stint?: number | null;
  seasons?: number | null;
  first_year?: number | null;
  last_year?: number | null;
}

/** The shared fields of the `index`th row; `prefix` ("batting-") keeps kinds' keys apart. */
export function personSeasonRow(raw: RawPersonSeason, index: number, prefix = ""): PersonSeasonRow {
  const career = raw.career === true;
  const leagueSlug = textOr(raw.league?.slug, null);
  const league = textOr(raw.league?.abbreviation, null) ?? textOr(raw.league?.name, "N/A");
  const season = career ? null : (seasonName(raw.season) ?? UNKNOWN_SEASON);
  const stint = numberOr(null, raw.stint);
  return {
    key: career
      ? `${prefix}career-${leagueSlug ?? league}`
      : `${prefix}${season?.slug ?? `${String(season?.label)}#${String(index)}`}-${String(stint ?? index)}`,
    career,
    season,
    league,
    leagueSlug,
    team: career ? null : teamLinkOf(raw.team),
    stint,
    seasons: numberOr(null, raw.seasons),
    years: career ? yearSpan(raw.first_year, raw.last_year) : null,
  };
}
