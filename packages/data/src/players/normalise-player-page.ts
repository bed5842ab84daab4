// Issue #16: a player's page with its defaults: the card's bio (normalise-player.ts) and the
// page's titles, awards by year, All-Star years and teams played for. Any field may be missing
// (spec §3); the screen renders the values as they come out.
import { seasonName } from "../teams/normalise-team-page";
import { numberOr, textOr } from "../shared/loose";
import { awardsByYear, levelOfLeague, personTitles, teamLinkOf, yearSpan } from "../shared/person-page";
import { normalisePlayer } from "./normalise-player";
import type { AllStarYear, PlayerPage, TeamPlayedFor } from "./player-page";
import type { RawPlayerPage } from "./raw-player-page";

type RawRef = Exclude<RawPlayerPage["league"], string>;
const refOf = (value: RawRef | string | null | undefined): RawRef => (typeof value === "string" ? { name: value } : value);

function allStarYears(raw: RawPlayerPage["all_star_years"]): AllStarYear[] | null {
  if (!raw) return null;
  return raw.flatMap((year) => {
    const startYear = numberOr(null, year.start_year);
    if (startYear === null) return [];
    const season = seasonName(year.season);
    const label = textOr(year.label, null) ?? season?.label ?? String(startYear);
    return [{ key: label, label, startYear, season, games: numberOr(1, year.games) }];
  });
}

function teams(raw: RawPlayerPage["teams_played_for"]): TeamPlayedFor[] {
  return (raw ?? []).flatMap((entry, index) => {
    const team = teamLinkOf(entry.team);
    const firstYear = numberOr(null, entry.first_year);
    if (team === null || firstYear === null) return [];
    const league = textOr(entry.league?.abbreviation, null) ?? textOr(entry.league?.name, "N/A");
    return [
      {
        key: `${team.slug ?? team.fullName}-${league}-${String(index)}`,
        team,
        league,
        years: yearSpan(firstYear, entry.last_year) ?? String(firstYear),
        firstYear,
        seasons: numberOr(0, entry.seasons),
      },
    ];
  });
}

/** `slug` is the page's own: the URL is what the visitor asked for. */
export function normalisePlayerPage(raw: RawPlayerPage, slug: string): PlayerPage {
  const player = normalisePlayer(raw, 0);
  const league = refOf(raw.league);
  const leagueSlug = textOr(league?.slug, null);
  const debutYear = numberOr(null, raw.debut_year);
  const finalYear = numberOr(null, raw.final_year);
  return {
    ...player,
    slug: player.slug ?? slug,
    sportSlug: player.sportSlug ?? (player.sportName ? player.sportName.toLowerCase() : null),
    levelSlug: levelOfLeague(leagueSlug),
    leagueName: textOr(league?.name, null),
    debutYear,
    finalYear,
    years: yearSpan(debutYear, finalYear),
    titles: raw.titles === null || (raw.titles === undefined && player.championships === null) ? null : personTitles(raw.titles),
    awardsByYear: awardsByYear(raw.awards_by_year),
    allStarYears: allStarYears(raw.all_star_years),
    teams: teams(raw.teams_played_for),
  };
}
