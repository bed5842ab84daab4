// spec §3/§9 defaults for a season: its name, level, counts, dates and champion.
import { formatDate, formatDuration } from "../shared/dates";
import { formatCount, NOT_AVAILABLE } from "../shared/format";
import { keyOf, nameOf, numberOr, textOr } from "../shared/loose";
import type { RawSeason } from "./raw-season";
import type { Season, SeasonChampion } from "./season";
import { championLabelOf, isStatus, resultOf, statusOf } from "./season-result";

function normaliseChampion(raw: RawSeason["champion"]): SeasonChampion | null {
  if (!raw) return null;
  const name = textOr(raw.name, null) ?? textOr(raw.team_name, null);
  if (name === null) return null;
  return {
    name,
    city: textOr(raw.city, null) ?? textOr(raw.team_city, null),
    abbreviation: textOr(raw.abbreviation, null) ?? textOr(raw.team_abbreviation, null),
  };
}

const slugOf = (ref: RawSeason["sport"]) => (typeof ref === "string" ? null : textOr(ref?.slug, null));

export function normaliseSeason(raw: RawSeason, index: number): Season {
  const startYear = numberOr(null, raw.start_year);
  const leagueName = nameOf(raw.league);
  const levelName = nameOf(raw.level) ?? "Professional";
  const champion = normaliseChampion(raw.champion);
  const givenStatus = textOr(raw.status, null)?.toLowerCase() ?? null;
  const result = resultOf(raw, champion, isStatus(givenStatus) ? givenStatus : null);
  const status = statusOf(raw, result);
  const championshipName = textOr(raw.championship_name, null) ?? nameOf(raw.championship);
  const regularSeasonGames = numberOr(null, raw.regular_season_games);
  return {
    key: keyOf(raw.id, index),
    slug: textOr(raw.slug, null),
    sportSlug: slugOf(raw.sport),
    levelSlug: slugOf(raw.level),
    name: textOr(raw.name, null) ?? (startYear === null ? "Current Season" : `${String(startYear)} Season`),
    startYear,
    sportName: nameOf(raw.sport),
    leagueName,
    levelName,
    leagueAndLevel: leagueName ? `${leagueName} • ${levelName}` : levelName,
    status,
    result,
    champion,
    championLabel: championLabelOf(result, champion, championshipName),
    resultNote: result === "not_awarded" ? textOr(raw.result_note, null) : null,
    teamsCount: formatCount(raw.teams_count),
    gamesCount: formatCount(raw.games_count),
    duration: startYear === null ? NOT_AVAILABLE : formatDuration(startYear, raw.end_year),
    startDate: formatDate(raw.start_date),
    endDate: formatDate(raw.end_date),
    championshipName: championshipName ?? NOT_AVAILABLE,
    regularSeasonGames: regularSeasonGames === null ? NOT_AVAILABLE : `${formatCount(regularSeasonGames)} regular season games`,
    playoffsFormat: textOr(raw.playoffs_format, null) ?? NOT_AVAILABLE,
  };
}
