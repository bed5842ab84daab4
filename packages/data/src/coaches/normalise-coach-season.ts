// Issue #16: one row of a coach's season-by-season record (a season with one team, or a career
// total in one league), its record and playoff record worded once, for the page and its CSV.
import { formatRecord } from "../shared/format";
import { numberOr, textOr } from "../shared/loose";
import { teamLinkOf, UNKNOWN_SEASON, yearSpan } from "../shared/person-page";
import { recordOf, seasonName } from "../teams/normalise-team-page";
import type { CoachSeasonRow } from "./coach-page";
import type { RawCoachSeason } from "./raw-coach-page";

const intOrNull = (value: number | null | undefined) => numberOr(null, value);

export function normaliseCoachSeason(raw: RawCoachSeason, index: number): CoachSeasonRow {
  const career = raw.career === true;
  const leagueSlug = textOr(raw.league?.slug, null);
  const league = textOr(raw.league?.abbreviation, null) ?? textOr(raw.league?.name, "N/A");
  const season = career ? null : (seasonName(raw.season) ?? UNKNOWN_SEASON);
  const stint = intOrNull(raw.stint);
  const record = recordOf(raw);
  const playoffWins = intOrNull(raw.playoff_wins);
  const playoffLosses = intOrNull(raw.playoff_losses);
  return {
    key: career
      ? `career-${leagueSlug ?? league}`
      : `${season?.slug ?? `${String(season?.label)}#${String(index)}`}-${String(stint ?? index)}`,
    career,
    season,
    league,
    leagueSlug,
    team: career ? null : teamLinkOf(raw.team),
    stint,
    seasons: intOrNull(raw.seasons),
    years: career ? yearSpan(raw.first_year, raw.last_year) : null,
    games: intOrNull(raw.games),
    wins: intOrNull(raw.wins),
    losses: intOrNull(raw.losses),
    ties: intOrNull(raw.ties),
    overtimeLosses: intOrNull(raw.overtime_losses),
    winPercentage: numberOr(null, raw.win_percentage),
    record: record.text,
    recordLegend: record.legend,
    rank: career ? null : intOrNull(raw.rank),
    playoffGames: intOrNull(raw.playoff_games),
    playoffWins,
    playoffLosses,
    playoffRecord: playoffWins === null || playoffLosses === null ? null : formatRecord(playoffWins, playoffLosses, raw.playoff_ties),
  };
}
