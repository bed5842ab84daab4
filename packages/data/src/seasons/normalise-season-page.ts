// Issue #16: a league season's page with its defaults: the season and its title, standings by
// division, postseason series, leaders, and the league's previous and next seasons. Any field may
// be missing (spec §3); the screen renders the values as they come out.
import { formatDuration } from "../shared/dates";
import { textOr } from "../shared/loose";
import { levelSlugOf, seasonName } from "../teams/normalise-team-page";
import type { RawSeasonPage } from "./raw-season-page";
import type { SeasonPage, SeasonSeries, SeasonTeam } from "./season-page";
import { normaliseLeaderBoard } from "./normalise-season-leaders";
import { normaliseSeries } from "./normalise-season-series";
import { standingGroups } from "./normalise-season-standings";
import { seasonTeamOrNull } from "./normalise-season-team";
import { resultOf, statusOf } from "./season-result";

/** The final's series: the one the champion won over the runner-up. */
function finalOf(series: readonly SeasonSeries[], champion: SeasonTeam | null, runnerUp: SeasonTeam | null): SeasonSeries | null {
  if (champion?.slug == null || runnerUp?.slug == null) return null;
  return series.find((entry) => entry.winner.slug === champion.slug && entry.loser.slug === runnerUp.slug) ?? null;
}

/** `slug` is the page's own: the URL is what the visitor asked for. */
export function normaliseSeasonPage(raw: RawSeasonPage, slug: string): SeasonPage {
  const startYear = raw.start_year ?? null;
  const leagueName = textOr(raw.league?.name, null);
  const label = startYear === null ? "N/A" : formatDuration(startYear, raw.end_year);
  const champion = seasonTeamOrNull(raw.champion);
  const runnerUp = seasonTeamOrNull(raw.runner_up);
  const series = (raw.series ?? []).map(normaliseSeries);
  const result = resultOf(raw, champion, null);
  const levelName = textOr(raw.level?.name, null);
  return {
    slug: textOr(raw.slug, null) ?? slug,
    name: textOr(raw.name, null) ?? (startYear === null ? "Season" : `${label} season`),
    label,
    startYear,
    sportSlug: textOr(raw.sport?.slug, null),
    sportName: textOr(raw.sport?.name, null),
    levelSlug: textOr(raw.level?.slug, null) ?? levelSlugOf(levelName),
    levelName,
    leagueSlug: textOr(raw.league?.slug, null),
    leagueName,
    leagueShortName: textOr(raw.league?.abbreviation, null) ?? leagueName,
    status: statusOf(raw, result),
    result,
    resultNote: result === "not_awarded" ? textOr(raw.result_note, null) : null,
    championshipName: textOr(raw.championship_name, null),
    champion,
    runnerUp,
    finalResult: finalOf(series, champion, runnerUp)?.result ?? null,
    standings: standingGroups(raw.standings, leagueName),
    series,
    leaders: (raw.leaders ?? []).map(normaliseLeaderBoard),
    previous: seasonName(raw.previous),
    next: seasonName(raw.next),
  };
}
