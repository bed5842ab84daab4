// A league's coverage as the Data Quality screen reads it: counts 0 when missing.
import { keyOf, numberOr, textOr } from "../shared/loose";
import { leagueLabel, yearSpan } from "./league-label";
import type { RawLeagueCoverage } from "./raw-league-coverage";

export interface LeagueCoverage {
  key: string;
  league: string;
  abbreviation: string | null;
  sport: string | null;
  level: string | null;
  /** "1871–2026", or 'N/A' when the league has no season yet. */
  seasons: string;
  champions: number;
  teams: number;
  games: number;
  players: number;
  coaches: number;
}

type RawRef = RawLeagueCoverage["league"];

const refName = (ref: RawRef) => (typeof ref === "string" ? textOr(ref, null) : textOr(ref?.name, null));
const refSlug = (ref: RawRef) => (typeof ref === "string" ? null : textOr(ref?.slug, null));

export function normaliseLeagueCoverage(raw: RawLeagueCoverage, index: number): LeagueCoverage {
  const slug = refSlug(raw.league);
  const abbreviation = typeof raw.league === "string" ? null : textOr(raw.league?.abbreviation, null);
  return {
    key: keyOf(slug, index),
    league: refName(raw.league) ?? (slug ? leagueLabel(slug) : "Unnamed league"),
    abbreviation,
    sport: refName(raw.sport),
    level: refName(raw.level),
    seasons: yearSpan(raw.first_season, raw.last_season),
    champions: numberOr(0, raw.champions),
    teams: numberOr(0, raw.teams),
    games: numberOr(0, raw.games),
    players: numberOr(0, raw.players),
    coaches: numberOr(0, raw.coaches),
  };
}
