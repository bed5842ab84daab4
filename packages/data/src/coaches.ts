// Coaches (spec §3 Coach, §7 /api/people/coaches/ and its active/ and head_coaches/ views) and
// the Coaches screen's tiles and dropdown options (/api/people/coaches/summary/).
// ~1,100 coaches on the full data: the API searches, filters and pages; the browser never
// holds the whole table (pagedQueryOptions).
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { ApiFilters } from "@tl/site-config/derive";
import { z } from "zod/mini";
import { apiGet, type QueryParams } from "./client";
import { keyOf, maybe, maybeBoolean, maybeId, maybeNumber, maybeText, nameOf, nameOrText, numberOr, textOr } from "./loose";
import { pagedQueryOptions } from "./paged";
import { normalisePerson, rawPersonFields, type Person } from "./person";
import { rawTeamOptionSchema, teamOptionYears, type TeamOptionYears } from "./team-options";

export const COACHES_PATH = "/api/people/coaches/";
export const ACTIVE_COACHES_PATH = "/api/people/coaches/active/";
export const HEAD_COACHES_PATH = "/api/people/coaches/head_coaches/";
export const COACH_SUMMARY_PATH = "/api/people/coaches/summary/";

// ---- raw shapes (permissive: every field may be missing, spec §3's alternatives accepted) ----

const rawTeamObject = z.object({ name: maybeText, city: maybeText, abbreviation: maybeText, sport_name: maybeText, slug: maybeText, season: maybeNumber, season_label: maybeText });
const rawSport = maybe(z.union([z.string(), z.object({ name: maybeText, slug: maybeText, abbreviation: maybeText })]));
/** The API adds death_date to the person: a person who has died has no age (spec §3 Coach). */
const deathDate = { death_date: maybeText };

export const rawCoachSchema = z.object({
  id: maybeId,
  slug: maybeText,
  person: maybe(z.object({ ...rawPersonFields, ...deathDate })),
  ...rawPersonFields,
  ...deathDate,
  current_team: maybe(z.union([z.string(), rawTeamObject])),
  position: nameOrText,
  coaching_experience_years: maybeNumber,
  years_coaching: maybeNumber,
  years_with_current_team: maybeNumber,
  previous_teams: maybe(z.array(z.string())),
  college: maybeText,
  alma_mater: maybeText,
  playing_experience: maybe(
    z.object({ sport: nameOrText, position: nameOrText, years_played: maybeNumber, teams: maybe(z.array(z.string())) }),
  ),
  career_record: maybe(
    z.object({
      wins: maybeNumber,
      losses: maybeNumber,
      ties: maybeNumber,
      win_percentage: maybeNumber,
      playoff_appearances: maybeNumber,
      playoff_wins: maybeNumber,
      playoff_losses: maybeNumber,
    }),
  ),
  championships_won: maybeNumber,
  awards: maybe(z.array(z.string())),
  specialties: maybe(z.union([z.string(), z.array(z.string())])),
  coaching_philosophy: maybeText,
  contract_end_year: maybeNumber,
  is_active: maybeBoolean,
  status: maybeText,
  hire_date: maybeText,
  sport: rawSport,
});

export type RawCoach = z.infer<typeof rawCoachSchema>;

// ---- normalised coach ----

/** spec §4: the screen offers five statuses; the data yields only active or inactive. */
export const COACH_STATUSES = ["active", "interim", "retired", "fired", "resigned"] as const;
export type CoachStatus = (typeof COACH_STATUSES)[number] | "inactive";

export interface CoachTeam {
  name: string;
  city: string;
  /** null when no team is known (NO_COACH_TEAM_RECORDED). */
  abbreviation: string | null;
  slug: string | null;
  /**
   * "Boston Red Sox"; 'Free Agent' when a coach who may be working has no team; for one who is
   * not, his last club where the API knows it, else NO_COACH_TEAM_RECORDED.
   */
  fullName: string;
  /** The season of a former coach's last club, labelled ("2001-02"), where the API sends it. */
  season: string | null;
}

/** A coach who is not active and has no team is not a free agent: his last club is not known to us. */
export const NO_COACH_TEAM_RECORDED = "Last team not recorded";

export interface CareerRecord {
  wins: number | null;
  losses: number | null;
  ties: number | null;
  /** A ratio in [0, 1]; null before any decided game. */
  winPercentage: number | null;
  playoffAppearances: number | null;
  playoffWins: number | null;
  playoffLosses: number | null;
}

export interface PlayingCareer {
  sport: string | null;
  position: string | null;
  yearsPlayed: number | null;
  teams: string[];
}

export interface Coach {
  key: string;
  slug: string | null;
  person: Person;
  deathDate: string | null;
  position: string;
  team: CoachTeam;
  sport: string | null;
  status: CoachStatus;
  /** "Active", "Inactive" … for the badge. */
  statusLabel: string;
  yearsCoaching: number | null;
  yearsWithTeam: number | null;
  previousTeams: string[];
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

const FREE_AGENT: CoachTeam = { name: "Free Agent", city: "", abbreviation: "FA", slug: null, fullName: "Free Agent", season: null };
const NOT_RECORDED: CoachTeam = { name: NO_COACH_TEAM_RECORDED, city: "", abbreviation: null, slug: null, fullName: NO_COACH_TEAM_RECORDED, season: null };

/**
 * The API's team object, plain text, or nothing. Nothing is 'Free Agent' / 'FA' (spec §3, as
 * for players) for a coach who may be working; for one who is not, his last club is not
 * known (issue #13: a card states only what is so).
 */
function normaliseTeam(raw: RawCoach["current_team"], former: boolean): CoachTeam {
  const working = !former;
  if (typeof raw === "string") {
    const name = textOr(raw, null);
    if (name === null) return working ? FREE_AGENT : NOT_RECORDED;
    return { name, city: "", abbreviation: name.slice(0, 3).toUpperCase(), slug: null, fullName: name, season: null };
  }
  const name = textOr(raw?.name, null);
  const city = textOr(raw?.city, "");
  if (name === null) return working ? FREE_AGENT : NOT_RECORDED;
  const season = textOr(raw?.season_label, null) ?? (typeof raw?.season === "number" ? String(raw.season) : null);
  return {
    name,
    city,
    // A former coach's club of a past season keeps only an abbreviation the API sends for it.
    abbreviation: textOr(raw?.abbreviation, null) ?? (season === null ? name.slice(0, 3).toUpperCase() : null),
    slug: textOr(raw?.slug, null),
    fullName: city ? `${city} ${name}` : name,
    season,
  };
}

/** Items trimmed, blank ones dropped. */
function trimmedList(items: readonly string[] | null | undefined): string[] {
  return (items ?? []).map((item) => item.trim()).filter((item) => item !== "");
}

/** spec §3: specialties are comma-separated text, split into a trimmed list; empty items dropped. */
export function splitSpecialties(raw: string | readonly string[] | null | undefined): string[] {
  return trimmedList(typeof raw === "string" ? raw.split(",") : raw);
}

/** The API sends a ratio; a percent (above 1) is read as one. Derived from the record when missing. */
function winRatio(given: number | null | undefined, wins: number | null, losses: number | null): number | null {
  if (typeof given === "number" && Number.isFinite(given)) return given > 1 ? given / 100 : given;
  if (wins === null || losses === null || wins + losses === 0) return null;
  return wins / (wins + losses);
}

function statusOf(raw: RawCoach): CoachStatus {
  const given = raw.status?.trim().toLowerCase();
  const known = COACH_STATUSES.find((status) => status === given);
  if (known) return known;
  if (given === "inactive") return "inactive";
  return raw.is_active === true ? "active" : "inactive";
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function normaliseCoach(raw: RawCoach, index: number, today: Date = new Date()): Coach {
  const deathDate = textOr(raw.person?.death_date ?? raw.death_date, null);
  const person = normalisePerson(raw, "Coach", today);
  const status = statusOf(raw);
  // Known not to be coaching: the API says so (a record that says nothing keeps 'Free Agent').
  const former = status !== "active" && status !== "interim" && (raw.is_active === false || textOr(raw.status, null) !== null);
  const team = normaliseTeam(raw.current_team, former);
  const record = raw.career_record ?? {};
  const wins = numberOr(null, record.wins);
  const losses = numberOr(null, record.losses);
  const playing = raw.playing_experience;
  const playingCareer: PlayingCareer | null = playing
    ? {
        sport: nameOf(playing.sport),
        position: nameOf(playing.position),
        yearsPlayed: numberOr(null, playing.years_played),
        teams: trimmedList(playing.teams),
      }
    : null;
  const hasPlayingCareer =
    playingCareer !== null && (playingCareer.sport !== null || playingCareer.position !== null || playingCareer.yearsPlayed !== null || playingCareer.teams.length > 0);
  const sport = typeof raw.sport === "string" ? textOr(raw.sport, null) : textOr(raw.sport?.name, null);
  const teamSport = typeof raw.current_team === "object" ? textOr(raw.current_team?.sport_name, null) : null;
  return {
    key: keyOf(raw.id ?? raw.slug, index),
    slug: textOr(raw.slug, null),
    // The API sends age null for a person who has died; never count their age on from the birth date.
    person: deathDate ? { ...person, age: null } : person,
    deathDate,
    position: nameOf(raw.position) ?? "Coach",
    team,
    sport: sport ?? teamSport,
    status,
    statusLabel: capitalise(status),
    yearsCoaching: numberOr(null, raw.coaching_experience_years, raw.years_coaching),
    yearsWithTeam: numberOr(null, raw.years_with_current_team),
    previousTeams: trimmedList(raw.previous_teams),
    college: textOr(raw.college, null) ?? textOr(raw.alma_mater, null),
    playingCareer: hasPlayingCareer ? playingCareer : null,
    record: {
      wins,
      losses,
      ties: numberOr(null, record.ties),
      winPercentage: winRatio(record.win_percentage, wins, losses),
      playoffAppearances: numberOr(null, record.playoff_appearances),
      playoffWins: numberOr(null, record.playoff_wins),
      playoffLosses: numberOr(null, record.playoff_losses),
    },
    championships: numberOr(0, raw.championships_won),
    awards: trimmedList(raw.awards),
    specialties: splitSpecialties(raw.specialties),
    philosophy: textOr(raw.coaching_philosophy, null),
    contractEndYear: numberOr(null, raw.contract_end_year),
    hireDate: textOr(raw.hire_date, null),
  };
}

// ---- which call a choice of filters makes (spec §7) ----

/** The screen's choices; '' means "all". */
export interface CoachFilters {
  /** The site's sport__slug / level__slug (spec §7). */
  site: ApiFilters;
  /** Sport slug from the sport dropdown (the hub's; a sport site's own sport wins). */
  sport: string;
  /** Position text (the API matches it as a substring, spec §5). */
  position: string;
  /** Team slug (abbreviations repeat across leagues). */
  team: string;
  status: string;
  search: string;
}

export const NO_COACH_FILTERS: Omit<CoachFilters, "site"> = { sport: "", position: "", team: "", status: "", search: "" };

/** spec §7: 'head coach' or 'head_coach', compared lowercased with underscores as spaces. */
export function isHeadCoachPosition(position: string): boolean {
  return position.trim().toLowerCase().replaceAll("_", " ") === "head coach";
}

function sharedParams(filters: CoachFilters) {
  const { site, sport, team, search } = filters;
  return {
    ...site,
    sport__slug: site.sport__slug ?? (sport || undefined),
    team__slug: team || undefined,
    search: search.trim() || undefined,
  };
}

/**
 * spec §7: status active → active/; else a head-coach position → head_coaches/; else the list
 * (with `position`). The other filters ride along on every view so they still combine with AND
 * (spec §5): position on active/, status on head_coaches/ (head_coaches/ is its own position rule).
 */
export function coachesRequest(filters: CoachFilters): { path: string; params: QueryParams } {
  const shared = sharedParams(filters);
  const position = filters.position || undefined;
  const status = filters.status || undefined;
  if (filters.status === "active") return { path: ACTIVE_COACHES_PATH, params: { ...shared, position } };
  if (isHeadCoachPosition(filters.position)) return { path: HEAD_COACHES_PATH, params: { ...shared, status } };
  return { path: COACHES_PATH, params: { ...shared, position, status } };
}

/**
 * The summary with the list's filters. head_coaches/ (a position containing 'head coach', or
 * 'Manager') has no summary filter of its own, so its tiles leave the position out rather than
 * count head coaches alone against a list that also holds managers.
 */
export function coachSummaryParams(filters: CoachFilters): QueryParams {
  return {
    ...sharedParams(filters),
    position: isHeadCoachPosition(filters.position) ? undefined : filters.position || undefined,
    status: filters.status || undefined,
  };
}

const coachKey = (filters: CoachFilters) => {
  const { site, ...choices } = filters;
  return [{ ...site }, { ...choices, search: choices.search.trim() }] as const;
};

export function coachesQueryOptions(filters: CoachFilters) {
  const { path, params } = coachesRequest(filters);
  return pagedQueryOptions({
    queryKey: ["coaches", ...coachKey(filters)],
    path,
    params,
    item: rawCoachSchema,
    normalise: (raw: RawCoach, index: number) => normaliseCoach(raw, index),
  });
}

/** Pages of coaches; while a new choice loads, the previous list stays on screen. */
export function useCoaches(filters: CoachFilters) {
  return useInfiniteQuery({ ...coachesQueryOptions(filters), placeholderData: keepPreviousData });
}

// ---- summary: tiles and dropdown options ----

const rawSportOption = z.object({ name: maybeText, slug: maybeText, abbreviation: maybeText });

export const rawCoachSummarySchema = z.object({
  count: maybeNumber,
  active: maybeNumber,
  championships: maybeNumber,
  average_years_coaching: maybeNumber,
  sports: maybe(z.array(rawSportOption)),
  positions: maybe(z.array(z.string())),
  teams: maybe(z.array(rawTeamOptionSchema)),
});

export type RawCoachSummary = z.infer<typeof rawCoachSummarySchema>;

export interface SportOption {
  name: string;
  slug: string;
  abbreviation: string;
}

/** A team of the dropdown, with the years of its name so repeated names can be told apart (team-options.ts). */
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

export function normaliseCoachSummary(raw: RawCoachSummary): CoachSummary {
  const sports = (raw.sports ?? []).flatMap((sport): SportOption[] => {
    const name = textOr(sport.name, null);
    const slug = textOr(sport.slug, null) ?? name?.toLowerCase() ?? null;
    return name && slug ? [{ name, slug, abbreviation: textOr(sport.abbreviation, name.slice(0, 3).toUpperCase()) }] : [];
  });
  const teams = (raw.teams ?? []).flatMap((team): TeamOption[] => {
    const slug = textOr(team.slug, null);
    const name = textOr(team.name, null);
    if (!slug || !name) return [];
    return [
      {
        slug,
        name,
        abbreviation: textOr(team.abbreviation, name.slice(0, 3).toUpperCase()),
        city: textOr(team.city, ""),
        sportName: textOr(team.sport_name, null),
        ...teamOptionYears(team),
      },
    ];
  });
  return {
    count: numberOr(0, raw.count),
    active: numberOr(0, raw.active),
    championships: numberOr(0, raw.championships),
    averageYearsCoaching: Math.round(numberOr(0, raw.average_years_coaching)),
    sports,
    positions: trimmedList(raw.positions),
    teams,
  };
}

export function coachSummaryQueryOptions(filters: CoachFilters) {
  const params = coachSummaryParams(filters);
  return queryOptions({
    queryKey: ["coaches", "summary", ...coachKey(filters)],
    queryFn: ({ signal }) => apiGet(COACH_SUMMARY_PATH, params, rawCoachSummarySchema, signal),
    select: normaliseCoachSummary,
  });
}

/** Tiles and options; the previous answer stays while a new choice loads, so nothing flickers. */
export function useCoachSummary(filters: CoachFilters) {
  return useQuery({ ...coachSummaryQueryOptions(filters), placeholderData: keepPreviousData });
}
