// Players (spec §3 Player, §7 /api/people/players/ and its active/ and by_position/ views).
// About 27,000 rows on the full data, so the table is never downloaded: the API searches,
// filters and pages (pagedQueryOptions), and the normaliser applies the spec's defaults so
// the screen renders plain, already-defaulted values.
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { ApiFilters } from "@tl/site-config/derive";
import { z } from "zod/mini";
import type { QueryParams } from "./client";
import { firstOf } from "./format";
import { keyOf, maybe, maybeBoolean, maybeId, maybeNumber, maybeText, nameOrText, nameOf, numberOr, textOr } from "./loose";
import { pagedQueryOptions } from "./paged";
import { normalisePerson, rawPersonFields, type Person } from "./person";
import { careerStatsOf, type CareerStat } from "./players-stats";

export const PLAYERS_PATH = "/api/people/players/";
export const ACTIVE_PLAYERS_PATH = "/api/people/players/active/";
export const PLAYERS_BY_POSITION_PATH = "/api/people/players/by_position/";

/** spec §3, §9 fallbacks. */
export const DEFAULT_POSITION = "Player";
export const FREE_AGENT = { name: "Free Agent", abbreviation: "FA" } as const;
/**
 * A player who is not active and has no team is not a free agent: his last club is not
 * known to us (the API names it where it is: the club of his last season, as it was called then).
 */
export const NO_TEAM_RECORDED = "Last team not recorded";
/** spec §9: awards on a card, career stats in the detail. */
export const CARD_AWARDS = 2;

/** spec §4: the data yields only active and inactive; the filter offers all four. */
export const PLAYER_STATUSES = ["active", "injured", "retired", "inactive"] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];
export const isPlayerStatus = (value: unknown): value is PlayerStatus => PLAYER_STATUSES.some((status) => status === value);

// The person as the API sends it, plus death_date: the API sends age null for someone who
// has died, and the card must not compute one from the birth date then.
const personFields = { ...rawPersonFields, death_date: maybeText };

const rawTeamSchema = z.object({
  name: maybeText,
  city: maybeText,
  abbreviation: maybeText,
  sport_name: maybeText,
  slug: maybeText,
  // The last season of a player who is not active: the team is the club of that season, under its name then.
  season: maybeNumber,
  season_label: maybeText,
});
const rawSportSchema = z.object({ name: maybeText, slug: maybeText, abbreviation: maybeText });

/** Permissive: every field may be missing; the person nested or flat, team and sport as objects or text. */
export const rawPlayerSchema = z.object({
  id: maybeId,
  slug: maybeText,
  person: maybe(z.object(personFields)),
  ...personFields,
  jersey_number: maybe(z.union([z.string(), z.number()])),
  primary_position: nameOrText,
  position: maybeText,
  current_team: maybe(z.union([z.string(), rawTeamSchema])),
  height: maybe(z.union([z.string(), z.number()])),
  weight: maybe(z.union([z.number(), z.string()])),
  years_pro: maybeNumber,
  college: maybeText,
  draft_year: maybeNumber,
  draft_round: maybeNumber,
  draft_pick: maybeNumber,
  career_stats: maybe(z.record(z.string(), maybeNumber)),
  awards: maybe(z.array(z.string())),
  championships_won: maybeNumber,
  all_star_selections: maybeNumber,
  is_active: maybeBoolean,
  status: maybeText,
  contract_end_year: maybeNumber,
  sport: maybe(z.union([z.string(), rawSportSchema])),
  sport_name: maybeText,
  // Sent by the API, read by no screen yet; listed so fixtures are checked against the whole shape.
  league: maybe(z.union([z.string(), rawSportSchema])),
  debut_year: maybeNumber,
  final_year: maybeNumber,
});

export type RawPlayer = z.infer<typeof rawPlayerSchema>;

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

/**
 * The team a card names: the current one, or for a player who is not active his last club,
 * named as it was then, with that season ("Boston Braves", "1935").
 */
export interface PlayerTeam {
  slug: string | null;
  /** Default 'FA'; null where the API has none for the season (the 1935 Boston Braves) or no team is known. */
  abbreviation: string | null;
  /** City and name ('Los Angeles Angels'), 'Free Agent', or NO_TEAM_RECORDED. */
  displayName: string;
  city: string | null;
  name: string;
  /** The last season's label ("1935", "1998-99") when the team is a former player's last club. */
  season: string | null;
}

export function playerIcon(championships: number | null, awards: readonly string[]): PlayerIcon {
  if (championships !== null && championships > 2) return "trophy";
  if (awards.some((award) => award.includes("MVP"))) return "star";
  if (awards.length > 3) return "award";
  return "user";
}

function statusOf(raw: RawPlayer): PlayerStatus {
  const given = raw.status?.trim().toLowerCase();
  if (isPlayerStatus(given)) return given;
  return raw.is_active === true ? "active" : "inactive";
}

/** The season label of a former player's last club: as sent, else its start year. */
function seasonOf(team: z.infer<typeof rawTeamSchema>): string | null {
  return textOr(team.season_label, null) ?? (typeof team.season === "number" ? String(team.season) : null);
}

/**
 * spec §9: no team is 'Free Agent' / 'FA', for a player who may be playing; one who is not
 * active and has no team is NO_TEAM_RECORDED (issue #13: a card states only what is so).
 * A former player's last club keeps its abbreviation only where the API sends one.
 */
function teamOf(raw: RawPlayer, former: boolean): PlayerTeam {
  const team = typeof raw.current_team === "string" ? { name: raw.current_team } : (raw.current_team ?? {});
  const name = textOr(team.name, null);
  const city = "city" in team ? textOr(team.city, null) : null;
  const abbreviation = "abbreviation" in team ? textOr(team.abbreviation, null) : null;
  const season = "slug" in team ? seasonOf(team) : null;
  if (!name) {
    if (former) return { slug: null, abbreviation: null, displayName: NO_TEAM_RECORDED, city: null, name: NO_TEAM_RECORDED, season: null };
    return { slug: null, abbreviation: abbreviation ?? FREE_AGENT.abbreviation, displayName: FREE_AGENT.name, city: null, name: FREE_AGENT.name, season: null };
  }
  return {
    slug: "slug" in team ? textOr(team.slug, null) : null,
    abbreviation: abbreviation ?? (season === null ? FREE_AGENT.abbreviation : null),
    displayName: cityAndName(city, name),
    city,
    name,
    season,
  };
}

/** "Los Angeles" + "Angels" → "Los Angeles Angels"; a name that already starts with its city stays as it is. */
export function cityAndName(city: string | null, name: string): string {
  return city && !name.startsWith(city) ? `${city} ${name}` : name;
}

const textOf = (value: string | number | null | undefined): string | null => (typeof value === "number" ? String(value) : textOr(value, null));

/** "6-2" (the API's feet-inches) → `6'2"`; other text as sent. */
export function heightText(height: string | number | null | undefined): string | null {
  const text = textOf(height);
  const feetInches = text === null ? null : /^(\d)-(\d{1,2})$/.exec(text);
  return feetInches ? `${feetInches[1] ?? ""}'${feetInches[2] ?? ""}"` : text;
}

/** `today` is a parameter for the tests; pagedQueryOptions calls normalisePlayer(raw, index). */
export function normalisePlayerAt(raw: RawPlayer, index: number, today: Date): Player {
  const nested = raw.person ?? {};
  const deathDate = textOr(nested.death_date ?? raw.death_date, null);
  const person = normalisePerson(raw, "Player", today);
  const position = textOr(nameOf(raw.primary_position) ?? raw.position, DEFAULT_POSITION);
  const sport = typeof raw.sport === "string" ? { name: raw.sport, slug: null } : raw.sport;
  const status = statusOf(raw);
  // Known not to be playing: the API says so (a record that says nothing keeps spec §9's 'Free Agent').
  const former = (status === "retired" || status === "inactive") && (raw.is_active === false || textOr(raw.status, null) !== null);
  const team = teamOf(raw, former);
  const awards = (raw.awards ?? []).map((award) => award.trim()).filter(Boolean);
  const championships = numberOr(null, raw.championships_won);
  const draftYear = numberOr(null, raw.draft_year);
  const draftRound = numberOr(null, raw.draft_round);
  const weight = typeof raw.weight === "string" ? Number.parseFloat(raw.weight) : raw.weight;
  const currentTeam = typeof raw.current_team === "object" ? raw.current_team : null;
  return {
    key: keyOf(raw.id ?? raw.slug, index),
    slug: textOr(raw.slug, null),
    person: deathDate ? { ...person, age: null } : person,
    deathDate,
    jerseyNumber: textOf(raw.jersey_number),
    position,
    team,
    sportName: textOr(sport?.name, null) ?? textOr(raw.sport_name, null) ?? textOr(currentTeam?.sport_name, null),
    sportSlug: textOr(sport?.slug, null),
    status,
    height: heightText(raw.height),
    weight: numberOr(null, weight),
    yearsPro: numberOr(null, raw.years_pro),
    college: textOr(raw.college, null),
    draft: draftYear === null && draftRound === null ? null : { year: draftYear, round: draftRound, pick: numberOr(null, raw.draft_pick) },
    careerStats: careerStatsOf(raw.career_stats ?? {}, position),
    awards,
    recentAwards: firstOf(awards, CARD_AWARDS),
    championships,
    allStarSelections: numberOr(null, raw.all_star_selections),
    icon: playerIcon(championships, awards),
    contractEndYear: numberOr(null, raw.contract_end_year),
  };
}

export function normalisePlayer(raw: RawPlayer, index: number): Player {
  return normalisePlayerAt(raw, index, new Date());
}

/** The screen's choices; undefined (or blank) means "all". */
export interface PlayerFilters {
  /** A sport slug, from the hub's sport dropdown; a sport site's own sport wins. */
  sport?: string | undefined;
  position?: string | undefined;
  /** A team slug: abbreviations repeat across leagues. */
  team?: string | undefined;
  status?: PlayerStatus | undefined;
  search?: string | undefined;
}

const clean = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The filter params every players call (and the summary) carries, in a stable order. */
export function playerParams(site: ApiFilters, filters: PlayerFilters): QueryParams {
  return {
    sport__slug: site.sport__slug ?? clean(filters.sport),
    level__slug: site.level__slug,
    position: clean(filters.position),
    team__slug: clean(filters.team),
    status: filters.status,
    search: clean(filters.search),
  };
}

/**
 * spec §7 Players: status active → active/; else a position → by_position/?position=…; else
 * the full list. Every call carries every other filter too, so they combine with AND (spec §5);
 * active/ is already active, and the API answers the other statuses (injured: none; retired,
 * inactive: not active).
 */
export function playersRequest(site: ApiFilters, filters: PlayerFilters): { path: string; params: QueryParams } {
  const params = playerParams(site, filters);
  if (params.status === "active") return { path: ACTIVE_PLAYERS_PATH, params: { ...params, status: undefined } };
  if (params.position !== undefined) return { path: PLAYERS_BY_POSITION_PATH, params };
  return { path: PLAYERS_PATH, params };
}

/** Without undefined entries, so equal choices give equal keys. */
export function definedParams(params: QueryParams): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined));
}

/** The sport/level filters, then the screen's other choices: queries are cached per each (spec §7). */
export function playerKeyParts(site: ApiFilters, filters: PlayerFilters) {
  const { sport__slug, level__slug, ...choices } = definedParams(playerParams(site, filters));
  return [definedParams({ sport__slug, level__slug }), choices] as const;
}

export function playersQueryKey(site: ApiFilters, filters: PlayerFilters) {
  return ["players", "list", ...playerKeyParts(site, filters)] as const;
}

export function playersQueryOptions(site: ApiFilters, filters: PlayerFilters) {
  const { path, params } = playersRequest(site, filters);
  return pagedQueryOptions({ queryKey: playersQueryKey(site, filters), path, params, item: rawPlayerSchema, normalise: normalisePlayer });
}

/** Keeps the last results on screen while a new search or filter loads, so typing does not flash a spinner. */
export function usePlayers(site: ApiFilters, filters: PlayerFilters) {
  return useInfiniteQuery({ ...playersQueryOptions(site, filters), placeholderData: keepPreviousData });
}
