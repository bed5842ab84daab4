// Issue #16: one row of a coach's season-by-season record (a season with one team, or a career
// total in one league), its record and playoff record worded once, for the page and its CSV.
import { formatRecord } from "../shared/format";
import { numberOr } from "../shared/loose";
import { personSeasonRow } from "../shared/person-season-row";
import { recordOf } from "../teams/normalise-team-page";
import type { CoachSeasonRow } from "./coach-page";
import type { RawCoachSeason } from "./raw-coach-page";

const intOrNull = (value: number | null | undefined) => numberOr(null, value);

export function normaliseCoachSeason(raw: RawCoachSeason, index: number): CoachSeasonRow {
  const record = recordOf(raw);
  const playoffWins = intOrNull(raw.playoff_wins);
  const playoffLosses = intOrNull(raw.playoff_losses);
  return {
    ...personSeasonRow(raw, index),
    games: intOrNull(raw.games),
    wins: intOrNull(raw.wins),
    losses: intOrNull(raw.losses),
    ties: intOrNull(raw.ties),
    overtimeLosses: intOrNull(raw.overtime_losses),
    winPercentage: numberOr(null, raw.win_percentage),
    record: record.text,
    recordLegend: record.legend,
    rank: raw.career === true ? null : intOrNull(raw.rank),
    playoffGames: intOrNull(raw.playoff_games),
    playoffWins,
    playoffLosses,
    playoffRecord: playoffWins === null || playoffLosses === null ? null : formatRecord(playoffWins, playoffLosses, raw.playoff_ties),
  };
}
