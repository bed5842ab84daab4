// A coach's record and playing career (spec §3 Coach): null where the API holds nothing.
import { nameOf, numberOr, trimmedList } from "../shared/loose";
import type { RawCoach } from "./raw-coach";

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

export function careerRecordOf(raw: RawCoach["career_record"]): CareerRecord {
  const record = raw ?? {};
  const wins = numberOr(null, record.wins);
  const losses = numberOr(null, record.losses);
  return {
    wins,
    losses,
    ties: numberOr(null, record.ties),
    winPercentage: winRatio(record.win_percentage, wins, losses),
    playoffAppearances: numberOr(null, record.playoff_appearances),
    playoffWins: numberOr(null, record.playoff_wins),
    playoffLosses: numberOr(null, record.playoff_losses),
  };
}

/** null when no playing career is recorded at all. */
export function playingCareerOf(playing: RawCoach["playing_experience"]): PlayingCareer | null {
  if (!playing) return null;
  const career: PlayingCareer = {
    sport: nameOf(playing.sport),
    position: nameOf(playing.position),
    yearsPlayed: numberOr(null, playing.years_played),
    teams: trimmedList(playing.teams),
  };
  return career.sport !== null || career.position !== null || career.yearsPlayed !== null || career.teams.length > 0 ? career : null;
}
