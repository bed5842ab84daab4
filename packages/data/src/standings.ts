// Standings (spec §3 Standing, §7 /api/games/standings/current/ and by_division/). A small
// list (one row per team of each league's latest season, or of the season chosen in the
// picker (issue #13), ~100 rows): read whole, every page, then searched and filtered in the
// browser (spec §5).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiFilters } from "@tl/site-config/derive";
import { z } from "zod/mini";
import { apiListAll } from "./client";
import { keyOf, maybe, maybeId, maybeNumber, maybeText, nameOf, nameOrText, numberOr, textOr } from "./loose";

/** A team as an object (spec §3) or, from looser APIs, its name as plain text. */
const rawStandingTeam = maybe(
  z.union([
    z.string(),
    z.object({ name: maybeText, city: maybeText, abbreviation: maybeText, sport_name: maybeText, slug: maybeText }),
  ]),
);

export const rawStandingSchema = z.object({
  id: maybeId,
  team: rawStandingTeam,
  rank: maybeNumber,
  position: maybeNumber,
  wins: maybeNumber,
  losses: maybeNumber,
  ties: maybeNumber,
  points: maybeNumber,
  win_percentage: maybeNumber,
  games_played: maybeNumber,
  games_behind: maybeNumber,
  streak: maybe(z.union([z.string(), z.number()])),
  streak_type: maybeText,
  division: nameOrText,
  conference: nameOrText,
  league: nameOrText,
  league_name: maybeText,
  season: nameOrText,
  season_name: maybeText,
  season_start_year: maybeNumber,
  last_updated: maybeText,
  playoff_position: maybeText,
  home_record: maybeText,
  away_record: maybeText,
  division_record: maybeText,
  conference_record: maybeText,
  sport: maybe(z.object({ name: maybeText, slug: maybeText, abbreviation: maybeText })),
});

export type RawStanding = z.infer<typeof rawStandingSchema>;

export const PLAYOFF_POSITIONS = ["champion", "playoffs", "bubble", "eliminated"] as const;
export type PlayoffPosition = (typeof PLAYOFF_POSITIONS)[number];

/** spec §2 Standings: the playoff badge's text. */
export const PLAYOFF_LABELS: Record<PlayoffPosition, string> = {
  champion: "Champion",
  playoffs: "Playoffs",
  bubble: "Bubble",
  eliminated: "Eliminated",
};

export type StreakType = "win" | "loss" | "other";

export interface Standing {
  key: string;
  /** 'Team' when missing (spec §3). */
  teamName: string;
  teamCity: string | null;
  /** 'TM' when missing (spec §3). */
  abbreviation: string;
  sportName: string | null;
  /** rank, else position, else the place in the list counted from 1 (spec §3). */
  rank: number;
  wins: number;
  losses: number;
  ties: number;
  points: number | null;
  /** Given, else wins / (wins + losses); null before any game is decided. */
  winPercentage: number | null;
  /** Given, else wins + losses + ties. */
  gamesPlayed: number;
  gamesBehind: number | null;
  streak: string | null;
  streakType: StreakType;
  /** The division as sent, for the division filter; null when the API has none. */
  divisionName: string | null;
  /** For display: the division, 'Division' when missing (spec §3). */
  division: string;
  conference: string | null;
  leagueName: string | null;
  /** 'Current Season' when missing (spec §3). */
  seasonName: string;
  /** 2024-25 is 2024; null when the API sends none. */
  seasonStartYear: number | null;
  lastUpdated: string | null;
  playoffPosition: PlayoffPosition | null;
  /** 'Champion', 'Playoffs', 'Bubble', 'Eliminated', or null without a playoff position. */
  playoffLabel: string | null;
  homeRecord: string | null;
  awayRecord: string | null;
  divisionRecord: string | null;
  conferenceRecord: string | null;
}

function teamParts(raw: RawStanding["team"]) {
  if (typeof raw === "string") return { name: textOr(raw, null), city: null, abbreviation: null, sportName: null };
  return {
    name: textOr(raw?.name, null),
    city: textOr(raw?.city, null),
    abbreviation: textOr(raw?.abbreviation, null),
    sportName: textOr(raw?.sport_name, null),
  };
}

function streakTypeOf(type: string | null | undefined, streak: string | null): StreakType {
  const given = type?.trim().toLowerCase();
  if (given === "win" || given === "loss") return given;
  if (given) return "other";
  // No type sent: "W4" / "L2" say it themselves.
  if (streak !== null && /^W\d/i.test(streak)) return "win";
  if (streak !== null && /^L\d/i.test(streak)) return "loss";
  return "other";
}

function playoffPositionOf(value: string | null | undefined): PlayoffPosition | null {
  const lower = value?.trim().toLowerCase();
  return (PLAYOFF_POSITIONS as readonly string[]).includes(lower ?? "") ? (lower as PlayoffPosition) : null;
}

export function normaliseStanding(raw: RawStanding, index: number): Standing {
  const team = teamParts(raw.team);
  const wins = numberOr(0, raw.wins);
  const losses = numberOr(0, raw.losses);
  const ties = numberOr(0, raw.ties);
  const decided = wins + losses;
  const streak = typeof raw.streak === "number" ? String(raw.streak) : textOr(raw.streak, null);
  const divisionName = nameOf(raw.division);
  const playoffPosition = playoffPositionOf(raw.playoff_position);
  return {
    key: keyOf(raw.id, index),
    teamName: team.name ?? "Team",
    teamCity: team.city,
    abbreviation: team.abbreviation ?? "TM",
    sportName: team.sportName ?? textOr(raw.sport?.name, null),
    rank: numberOr(index + 1, raw.rank, raw.position),
    wins,
    losses,
    ties,
    points: numberOr(null, raw.points),
    winPercentage: numberOr(decided > 0 ? wins / decided : null, raw.win_percentage),
    gamesPlayed: numberOr(wins + losses + ties, raw.games_played),
    gamesBehind: numberOr(null, raw.games_behind),
    streak,
    streakType: streakTypeOf(raw.streak_type, streak),
    divisionName,
    division: divisionName ?? "Division",
    conference: nameOf(raw.conference),
    leagueName: textOr(raw.league_name, null) ?? nameOf(raw.league),
    seasonName: textOr(raw.season_name, null) ?? nameOf(raw.season) ?? "Current Season",
    seasonStartYear: numberOr(null, raw.season_start_year),
    lastUpdated: textOr(raw.last_updated, null),
    playoffPosition,
    playoffLabel: playoffPosition === null ? null : PLAYOFF_LABELS[playoffPosition],
    homeRecord: textOr(raw.home_record, null),
    awayRecord: textOr(raw.away_record, null),
    divisionRecord: textOr(raw.division_record, null),
    conferenceRecord: textOr(raw.conference_record, null),
  };
}

export const STANDINGS_PATH = "/api/games/standings/";
export const CURRENT_STANDINGS_PATH = `${STANDINGS_PATH}current/`;
export const DIVISION_STANDINGS_PATH = `${STANDINGS_PATH}by_division/`;

/** The value of the division dropdown that means every division. */
export const ALL_DIVISIONS = "all";

/**
 * spec §7: a chosen division (other than all) reads by_division/?division={d}, otherwise
 * current/; both carry the site's sport and level. A chosen season (a start year, issue #13)
 * asks for that season instead of each league's latest. Cached per sport, level, division
 * and season.
 */
export function standingsQueryOptions(site: ApiFilters, division: string = ALL_DIVISIONS, season: number | null = null) {
  const byDivision = division !== ALL_DIVISIONS && division.trim() !== "";
  const path = byDivision ? DIVISION_STANDINGS_PATH : CURRENT_STANDINGS_PATH;
  const params = {
    sport__slug: site.sport__slug,
    level__slug: site.level__slug,
    ...(byDivision ? { division } : {}),
    ...(season === null ? {} : { season }),
  };
  return queryOptions({
    queryKey: ["standings", { sport__slug: site.sport__slug ?? null, level__slug: site.level__slug ?? null }, byDivision ? division : ALL_DIVISIONS, season ?? "latest"],
    queryFn: async ({ signal }) => (await apiListAll(path, params, rawStandingSchema, signal)).map(normaliseStanding),
  });
}

export function useStandings(site: ApiFilters, division: string = ALL_DIVISIONS, season: number | null = null) {
  return useQuery(standingsQueryOptions(site, division, season));
}
