// Issue #16: one row of a franchise's season-by-season table, its defaults applied and its
// playoff result worded once, for the page and its CSV alike.
import { numberOr, textOr } from "../shared/loose";
import { recordOf, seasonName, teamRefName } from "./normalise-team-page";
import type { RawTeamSeason } from "./raw-team-page";
import type { PlayoffOutcome, TeamSeasonRow } from "./franchise";

const OUTCOMES: readonly PlayoffOutcome[] = ["champion", "title_vacated", "lost_final", "lost_round", "playoffs", "missed"];
const isOutcome = (value: string | null): value is PlayoffOutcome => OUTCOMES.includes(value as PlayoffOutcome);

/** The API's playoff_result as the screens know it; null for none or a result they do not know. */
export function playoffOutcomeOf(value: string | null | undefined): PlayoffOutcome | null {
  const result = textOr(value, null);
  return isOutcome(result) ? result : null;
}

/** "Won Stanley Cup Final", "Lost ALCS", "Made playoffs", "Missed playoffs"; null where we hold nothing. */
export function playoffText(result: PlayoffOutcome | null, round: string | null): string | null {
  switch (result) {
    case "champion":
      return round ? `Won ${round}` : "Won the title";
    case "title_vacated":
      return round ? `Won ${round} (vacated)` : "Won the title (vacated)";
    case "lost_final":
      return round ? `Lost ${round}` : "Lost the final";
    case "lost_round":
      return round ? `Lost ${round}` : "Lost in the playoffs";
    case "playoffs":
      return "Made playoffs";
    case "missed":
      return "Missed playoffs";
    case null:
      return null;
  }
}

export function normaliseTeamSeason(raw: RawTeamSeason, index: number): TeamSeasonRow {
  const season = seasonName(raw.season) ?? { slug: null, name: "Season not recorded", label: "N/A", startYear: null };
  const leagueName = textOr(raw.league?.name, null);
  const playoffResult = playoffOutcomeOf(raw.playoff_result);
  const playoffRound = textOr(raw.playoff_round, null);
  return {
    key: season.slug ?? `${season.name}#${String(index)}`,
    season,
    leagueSlug: textOr(raw.league?.slug, null),
    league: textOr(raw.league?.abbreviation, null) ?? leagueName ?? "N/A",
    leagueName,
    teamName: teamRefName(raw.team) ?? "N/A",
    conference: textOr(raw.conference, null),
    division: textOr(raw.division, null),
    wins: numberOr(null, raw.wins),
    losses: numberOr(null, raw.losses),
    ties: numberOr(null, raw.ties),
    overtimeLosses: numberOr(null, raw.overtime_losses),
    winPercentage: numberOr(null, raw.win_percentage),
    record: recordOf(raw).text,
    rank: numberOr(null, raw.rank),
    gamesBehind: numberOr(null, raw.games_behind),
    playoffResult,
    playoffRound,
    playoffs: playoffText(playoffResult, playoffRound),
    coachName: textOr(raw.coach?.full_name, null),
    coachSlug: textOr(raw.coach?.slug, null),
  };
}
