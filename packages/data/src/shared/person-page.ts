// What a player's and a coach's page share (issue #16; contract person-pages.ts): the titles the
// person won, each with its league season, championship and champion; the awards, grouped by
// season; and which site the person's pages belong to. Defaults applied once, for both pages.
import { seasonName, teamRefName } from "../teams/normalise-team-page";
import type { SeasonName } from "../teams/franchise";
import { keyOf, textOr } from "./loose";

type RawRef = { slug?: string | null; name?: string | null } | null | undefined;
type RawTeamRef = { slug?: string | null; name?: string | null; city?: string | null; abbreviation?: string | null } | null | undefined;
type RawSeason = Parameters<typeof seasonName>[0];

export interface RawPersonTitle {
  id?: number | null;
  season?: RawSeason;
  championship?: RawRef;
  team?: RawTeamRef;
  vacated?: boolean | null;
}

export interface RawPersonAward {
  name?: string | null;
  start_year?: number | null;
  label?: string | null;
  season?: RawSeason;
}

/** A team a person page names: its name that season and the slug of its franchise page. */
export interface TeamLink {
  /** "New York Yankees". */
  fullName: string;
  abbreviation: string | null;
  /** null: a team we hold no page of (named, not linked). */
  slug: string | null;
}

export interface PersonTitle {
  key: string;
  season: SeasonName;
  championshipSlug: string | null;
  /** "World Series"; "Championship" when not sent. */
  championshipName: string;
  /** The champion under the name it won with; null when not sent. */
  team: TeamLink | null;
  /** Listed and marked, counted nowhere. */
  vacated: boolean;
}

/** One season's awards: "1923: Most Valuable Player". */
export interface AwardYear {
  key: string;
  /** "1923", "1995-96". */
  label: string;
  startYear: number | null;
  /** The league season's page; null where we hold no such season. */
  season: SeasonName | null;
  /** In the API's order (by name). */
  awards: string[];
}

/** What a player's and a coach's page add to their card alike. */
export interface PersonPageFields {
  slug: string;
  /** "baseball"; null when not sent. */
  sportSlug: string | null;
  /** "professional", "ncaa-division-i": with the sport, which site holds the page. */
  levelSlug: string | null;
  leagueName: string | null;
  /** Oldest first, vacated ones listed and marked; null where the API cannot list them completely (championships are then 'N/A'). */
  titles: PersonTitle[] | null;
  awardsByYear: AwardYear[];
}

export const UNKNOWN_SEASON: SeasonName = { slug: null, name: "Season not recorded", label: "N/A", startYear: null };

export function teamLinkOf(raw: RawTeamRef): TeamLink | null {
  const fullName = teamRefName(raw);
  if (fullName === null) return null;
  return { fullName, abbreviation: textOr(raw?.abbreviation, null), slug: textOr(raw?.slug, null) };
}

/** Oldest first, as the API sends them. */
export function personTitles(raw: readonly RawPersonTitle[] | null | undefined): PersonTitle[] {
  return (raw ?? []).map((title, index) => ({
    key: keyOf(title.id, index),
    season: seasonName(title.season) ?? UNKNOWN_SEASON,
    championshipSlug: textOr(title.championship?.slug, null),
    championshipName: textOr(title.championship?.name, "Championship"),
    team: teamLinkOf(title.team),
    vacated: title.vacated === true,
  }));
}

/** The awards grouped by season, oldest first; an award without a name is dropped. */
export function awardsByYear(raw: readonly RawPersonAward[] | null | undefined): AwardYear[] {
  const years = new Map<string, AwardYear>();
  for (const award of raw ?? []) {
    const name = textOr(award.name, null);
    const season = seasonName(award.season);
    const startYear = award.start_year ?? season?.startYear ?? null;
    const label = textOr(award.label, null) ?? season?.label ?? (startYear === null ? null : String(startYear));
    if (name === null || label === null) continue;
    const year = years.get(label) ?? { key: label, label, startYear, season, awards: [] };
    year.season ??= season;
    year.awards.push(name);
    years.set(label, year);
  }
  return [...years.values()].sort((a, b) => (a.startYear ?? Infinity) - (b.startYear ?? Infinity));
}

/**
 * The level of a person's league, which with the sport says which site holds the person's page
 * (entity-link.tsx): the NCAA's leagues ("ncaa-fbs", "ncaa-d1-mbb") are college (the API's
 * "ncaa-division-i"), every other league professional; null without a league.
 */
export function levelOfLeague(leagueSlug: string | null): string | null {
  if (leagueSlug === null) return null;
  return leagueSlug.startsWith("ncaa-") ? "ncaa-division-i" : "professional";
}

/** "1914–1935", "1935" for one year; null when neither is known. */
export function yearSpan(first: number | null | undefined, last: number | null | undefined): string | null {
  const from = first ?? last ?? null;
  const to = last ?? first ?? null;
  if (from === null || to === null) return null;
  return from === to ? String(from) : `${String(from)}–${String(to)}`;
}
