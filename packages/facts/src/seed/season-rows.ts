// The seasons rows of a championship's history: one per year from its first season to the latest
// started (or titled) one, each in the league it was played in (the 1946-47 season is the BAA's),
// the season in progress flagged active. The first seed (champions.ts) writes them all; a later
// start (missing-champions.ts) those a database seeded earlier lacks.
import type { ChampionshipFacts } from "../curated/championships";
import { latestStartedSeason, seasonEndYear, seasonInProgress, seasonName } from "../shared/seasons";
import { required } from "./required";

/** The league a championship's season was played in: an earlier league up to its lastSeason, else the championship's. */
export function seasonLeague(championship: ChampionshipFacts, startYear: number): string {
  return championship.earlierLeagues?.find((earlier) => startYear <= earlier.lastSeason)?.league ?? championship.league;
}

export function seasonRowsOf(championship: ChampionshipFacts, leagueIds: Map<string, number>, titled: number[], today: Date) {
  const inProgress = seasonInProgress(championship.league, today);
  const lastSeason = Math.max(latestStartedSeason(championship.league, today), ...titled);
  const years = Array.from({ length: lastSeason - championship.firstSeason + 1 }, (_, i) => championship.firstSeason + i);
  return years.map((year) => {
    const league = seasonLeague(championship, year);
    return {
      leagueId: required(leagueIds, league, "league"),
      startYear: year,
      endYear: seasonEndYear(league, year),
      name: seasonName(league, year),
      isActive: year === inProgress && league === championship.league,
    };
  });
}
