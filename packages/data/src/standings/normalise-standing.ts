// spec §3 defaults for a standings row: team, rank, record, streak, division and season.
import { keyOf, nameOf, numberOr, textOr } from "../shared/loose";
import type { RawStanding } from "./raw-standing";
import { PLAYOFF_LABELS, type Standing } from "./standing";
import { playoffPositionOf, streakTypeOf } from "./standing-badges";

function teamParts(raw: RawStanding["team"]) {
  if (typeof raw === "string") return { name: textOr(raw, null), city: null, abbreviation: null, slug: null, sportName: null };
  return {
    name: textOr(raw?.name, null),
    city: textOr(raw?.city, null),
    abbreviation: textOr(raw?.abbreviation, null),
    slug: textOr(raw?.slug, null),
    sportName: textOr(raw?.sport_name, null),
  };
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
    teamSlug: team.slug,
    sportName: team.sportName ?? textOr(raw.sport?.name, null),
    sportSlug: textOr(raw.sport?.slug, null)?.toLowerCase() ?? null,
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
    seasonSlug: typeof raw.season === "object" ? textOr(raw.season?.slug, null) : null,
    lastUpdated: textOr(raw.last_updated, null),
    playoffPosition,
    playoffLabel: playoffPosition === null ? null : PLAYOFF_LABELS[playoffPosition],
    homeRecord: textOr(raw.home_record, null),
    awayRecord: textOr(raw.away_record, null),
    divisionRecord: textOr(raw.division_record, null),
    conferenceRecord: textOr(raw.conference_record, null),
  };
}
