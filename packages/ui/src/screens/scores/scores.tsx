// spec §2 Scores. ~15,500 games: the API searches, filters and pages them (48 a call, 'Load
// more'); the counters come from its summary of the same games. Filters live in the URL.
// Date ranges (README): 'All Dates' is the default because the data is historical; Today,
// Yesterday, This Week and This Month are true windows in America/New_York (spec §7 calls).
// Issue #13: a season picker (?season=1985) for a sport in scope, and an empty Today that
// says so and offers the latest season and all dates. Issue #15: a day to jump to
// (?date=1927-09-30), since a season of 2,430 games is 50 pages deep, and one final's games
// (?championship=world-series&season=1927, linked from the championship history).
import { DATE_RANGES, todayInNewYork, useGames, useGameSummary, type DateRange } from "@tl/data/games";
import { useGameSeasons } from "@tl/data/season-options";
import { useMemo } from "react";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { ALL } from "../../hooks/use-sport-options";
import { useScreenFilters } from "../../hooks/use-screen-filters";
import { useSiteScope } from "../../hooks/use-site-scope";
import { useSite } from "../../site/site-context";
import { GameList } from "./parts/game-list";
import { ScoreCounters } from "./parts/score-counters";
import { ScoreFilters } from "./parts/score-filters";
import { FinalNotice } from "./parts/final-notice";
import { ALL_SEASONS, championshipParam, dayParam, scoreSeasons, scoresEmptyText, type ScoreFilterValues } from "./parts/score-seasons";
import { ScoresEmpty } from "./parts/scores-empty";

const DEFAULTS: ScoreFilterValues = { q: "", sport: ALL, status: ALL, range: "all", season: ALL_SEASONS, date: "", championship: "" };
const FIXED_SPORT = ["sport"] as const;

function dateRangeOf(value: string): DateRange {
  return (DATE_RANGES as readonly string[]).includes(value) ? (value as DateRange) : "all";
}

export function ScoresScreen() {
  const { site, apiFilters } = useSite();
  // A sport site's games are its one sport: no Sport dropdown, and a sport left in its URL filters nothing.
  const spansSports = useSiteScope("scores").label === null;
  const screenFilters = useScreenFilters(DEFAULTS, spansSports ? [] : FIXED_SPORT);
  const { values: filters, set: setFilters } = screenFilters;
  const range = dateRangeOf(filters.range);
  // Read only by the ranges counted from today: the first use of a time zone loads its data
  // (Intl, 7-26 ms of main thread), which the whole list ("all", a prerendered page) skips.
  const today = range === "all" ? "" : todayInNewYork();
  const seasonList = useGameSeasons({ site: apiFilters });
  const seasons = useMemo(
    () => scoreSeasons(site, filters.sport, filters.season, seasonList.data ?? []),
    [site, filters.sport, filters.season, seasonList.data],
  );

  const day = range === "all" ? dayParam(filters.date) : null;
  const championship = championshipParam(filters.championship);
  const request = {
    site: apiFilters,
    filters: {
      sport: filters.sport,
      status: filters.status,
      range,
      search: filters.q,
      today,
      season: seasons.season,
      date: day,
      championship,
    },
  };
  // The hub's sport dropdown lists every sport, whatever else is chosen.
  const everything = { site: apiFilters, filters: { sport: ALL, status: ALL, range: "all" as const, search: "", today } };

  const games = useGames(request);
  const summary = useGameSummary(request);
  const sports = useGameSummary(everything);

  const sportChoices = useMemo(
    () => (spansSports ? (sports.data?.sports ?? []).map((sport) => ({ value: sport.slug, label: sport.name })) : null),
    [spansSports, sports.data],
  );

  const filtered =
    filters.q.trim() !== "" ||
    filters.status !== ALL ||
    seasons.season !== null ||
    filters.sport !== ALL ||
    day !== null ||
    championship !== null;
  const seasonLabel = seasons.options.find((option) => option.value === String(seasons.season))?.label ?? null;

  return (
    <Page>
      <PageHeader title="Scores">Game results from our records, newest first. Dates are local to each game.</PageHeader>
      <ScoreFilters
        filters={screenFilters}
        shown={{ range, season: seasons.season === null ? ALL_SEASONS : String(seasons.season), date: day ?? "" }}
        sportChoices={sportChoices}
        seasonOptions={seasons.options}
      />
      {championship !== null && (
        <FinalNotice
          championship={games.data?.items[0]?.championship ?? null}
          season={seasons.season === null ? null : seasonLabel}
          onShowAll={() => {
            setFilters({ championship: "" });
          }}
        />
      )}
      <ScoreCounters summary={summary.data} failed={summary.isError} />
      <GameList
        query={{
          ...games,
          // Retry asks again for the counters too: they failed with the list.
          refetch: () => Promise.all([games.refetch(), summary.refetch(), sports.refetch()]),
        }}
        emptyHint={
          <ScoresEmpty
            text={scoresEmptyText(seasons, { range, filtered, today })}
            datedRange={range !== "all"}
            latestSeason={seasons.latestSeason}
            onShowAllDates={() => {
              setFilters({ range: "all" });
            }}
            onShowSeason={(season) => {
              setFilters({ range: "all", season });
            }}
          />
        }
      />
    </Page>
  );
}
