// spec §2 Standings. One season's standings are a small list (~100 rows): read whole, then
// searched and filtered here (spec §5). A chosen division reads by_division/ (spec §7); the
// option lists come from the whole season, so choosing a division does not shrink them.
// Issue #13: a season picker (in the URL as ?season=1927) lists the seasons we hold standings
// for; on the hub it appears once a sport is chosen (README). Issue #15: a sport holds several
// leagues (MLB and the Negro Leagues), so the picker offers league seasons and the table shows one
// league's season (?season=1942&league=negro-american-league); without a league, the main one's.
import { sportOf } from "@tl/data/season-options";
import { ALL_DIVISIONS, useStandingLeagueSeasons, useStandings } from "@tl/data/standings";
import { SPORT_NAMES } from "@tl/site-config/derive";
import { useMemo } from "react";
import { ListStates } from "../../components/list-states";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { useScreenFilters } from "../../hooks/use-screen-filters";
import { ALL, sportChoices } from "../../hooks/use-sport-options";
import { useSiteScope } from "../../hooks/use-site-scope";
import { useSite } from "../../site/site-context";
import { StandingsFilters } from "./parts/standings-filters";
import { StandingsGroups } from "./parts/standings-groups";
import { StandingsTiles } from "./parts/standings-tiles";
import {
  distinctChoices,
  filterStandings,
  groupStandings,
  leagueLevels,
  mainLeagueNames,
  seasonScope,
  standingCounts,
  standingsEmptyHint,
  type StandingFilterValues,
} from "./parts/standings-view";

const DEFAULTS: StandingFilterValues = { q: "", sport: ALL, division: ALL, conference: ALL, season: "", league: "" };
const FIXED_SPORT = ["sport"] as const;

export function StandingsScreen() {
  const { site, apiFilters } = useSite();
  // A sport site's standings are its one sport: no Sport dropdown, and a sport left in its URL filters nothing.
  const spansSports = useSiteScope("standings").label === null;
  const screenFilters = useScreenFilters(DEFAULTS, spansSports ? [] : FIXED_SPORT);
  const filters = screenFilters.values;
  const seasons = useStandingLeagueSeasons({ site: apiFilters });
  const scope = useMemo(
    () => seasonScope(site, { sport: filters.sport, season: filters.season, league: filters.league }, seasons.data ?? []),
    [site, filters.sport, filters.season, filters.league, seasons.data],
  );
  // On the hub a chosen sport is asked of the API, so its other seasons can be read.
  const request = useMemo(
    () => (scope.sport !== null && apiFilters.sport__slug === undefined ? { ...apiFilters, sport__slug: scope.sport } : apiFilters),
    [apiFilters, scope.sport],
  );
  // With a sport in scope, wait for the league to ask for: never a table of two leagues (issue #15).
  const ready = scope.sport === null || !seasons.isPending;
  const whole = useStandings({ site: request, filters: { division: ALL_DIVISIONS, season: scope.season, league: scope.league } }, ready);
  const byDivision = useStandings(
    {
      site: request,
      filters: { division: filters.division === ALL ? ALL_DIVISIONS : filters.division, season: scope.season, league: scope.league },
    },
    ready,
    filters.division !== ALL,
  );
  const shown = filters.division === ALL ? whole : byDivision;

  const choices = useMemo(() => {
    const rows = whole.data ?? [];
    const held = (seasons.data ?? []).flatMap((season) => {
      const sport = sportOf(season.sport);
      return sport ? [SPORT_NAMES[sport]] : [];
    });
    return {
      sport: spansSports ? sportChoices([...held, ...rows.map((row) => row.sportName)]) : null,
      season: scope.choices,
      division: distinctChoices(rows.map((row) => row.divisionName)),
      conference: distinctChoices(rows.map((row) => row.conference)),
    };
  }, [whole.data, seasons.data, spansSports, scope.choices]);

  // The hub with All Sports shows each sport's main league; a chosen sport, the league asked for.
  const mains = useMemo(() => (scope.sport === null ? mainLeagueNames(seasons.data) : null), [scope.sport, seasons.data]);
  const rows = useMemo(
    () => filterStandings(shown.data ?? [], filters).filter((row) => mains === null || mains.has(row.leagueName)),
    [shown.data, filters, mains],
  );
  const groups = useMemo(() => groupStandings(rows), [rows]);
  const levels = useMemo(() => leagueLevels(seasons.data), [seasons.data]);

  return (
    <Page>
      <PageHeader title="Team Standings">
        {scope.sport === null
          ? "Each sport's main league, its latest season in our records, by division and rank. Choose a sport to pick another season or league."
          : "One season at a time, by division and rank: the latest we hold unless you pick another."}
      </PageHeader>
      <StandingsFilters filters={screenFilters} season={scope.value} mainLeague={scope.mainLeague} choices={choices} />
      <StandingsTiles counts={standingCounts(rows)} />
      <ListStates
        query={shown}
        isEmpty={rows.length === 0}
        errorTitle="Error Loading Standings"
        emptyTitle="No Standings Found"
        emptyHint={standingsEmptyHint(scope, filters, shown.data?.length ?? 0)}
        loadingLabel="Loading standings"
      >
        <StandingsGroups groups={groups} levels={levels} />
      </ListStates>
    </Page>
  );
}
