// spec §3 Game defaults: TBD teams, 0 scores, scheduled, Current Season, Stadium.
import { keyOf, nameOf, numberOr, textOr } from "../shared/loose";
import type { Game, GameTeam } from "./game";
import { lineScoreOf } from "./line-score";
import { overtimeText, periodText, statusText } from "./game-status";
import type { RawGame } from "./raw-game";

const TBD = "TBD";

function normaliseTeam(raw: RawGame["home_team"]): GameTeam {
  if (typeof raw === "string") {
    const name = textOr(raw, TBD);
    return { name, city: null, abbreviation: name === TBD ? TBD : name.slice(0, 3).toUpperCase(), slug: null };
  }
  const name = textOr(raw?.name, null);
  const slug = textOr(raw?.slug, null);
  if (name === null) return { name: TBD, city: textOr(raw?.city, null), abbreviation: textOr(raw?.abbreviation, TBD), slug };
  return { name, city: textOr(raw?.city, null), abbreviation: textOr(raw?.abbreviation, null) ?? name.slice(0, 3).toUpperCase(), slug };
}

/** A count of people: a negative or fractional number is not one. */
function headCount(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;
}

export function normaliseGame(raw: RawGame, index: number): Game {
  const status = textOr(raw.status, "scheduled").toLowerCase();
  const period = periodText(raw.period ?? raw.quarter);
  const timeRemaining = textOr(raw.time_remaining, null);
  const time = textOr(raw.game_time, null) ?? textOr(raw.time, null);
  const homeScore = numberOr(0, raw.home_score);
  const awayScore = numberOr(0, raw.away_score);
  const homeTeam = normaliseTeam(raw.home_team);
  const awayTeam = normaliseTeam(raw.away_team);
  const sportName =
    textOr(raw.sport?.name, null) ??
    [raw.home_team, raw.away_team].map((team) => (typeof team === "object" ? textOr(team?.sport_name, null) : null)).find(Boolean) ??
    null;
  return {
    key: keyOf(raw.id ?? raw.slug, index),
    slug: textOr(raw.slug, null),
    homeTeam,
    awayTeam,
    homeScore,
    awayScore,
    homeScoreText: status === "scheduled" ? "-" : String(homeScore),
    awayScoreText: status === "scheduled" ? "-" : String(awayScore),
    status,
    statusText: statusText(status, period, timeRemaining, time),
    date: textOr(raw.game_date, null) ?? textOr(raw.date, null),
    time,
    period,
    timeRemaining,
    championship: nameOf(raw.championship) ?? textOr(raw.championship_name, null),
    championshipSlug: typeof raw.championship === "object" ? textOr(raw.championship?.slug, null) : null,
    season: nameOf(raw.season) ?? textOr(raw.season_name, "Current Season"),
    seasonSlug: typeof raw.season === "object" ? textOr(raw.season?.slug, null) : null,
    venue: nameOf(raw.venue) ?? "Stadium",
    round: textOr(raw.round, null),
    overtime: overtimeText(raw.overtime),
    neutralSite: raw.neutral_site === true,
    sportName,
    sportSlug: textOr(raw.sport?.slug, null)?.toLowerCase() ?? null,
    levelSlug: textOr(raw.level?.slug, null)?.toLowerCase() ?? null,
    lineScore: lineScoreOf(raw.away_line_score, raw.home_line_score),
    attendance: headCount(raw.attendance),
    notes: textOr(raw.notes, null),
  };
}
