// What the seed writes of the curated facts: every title (or, for the API tests, those from
// championsSince on and only the teams they name), and the curated source's row that says so.
// The first seed (seed.ts) and a later start (index.ts) take the same selection.
import { CHAMPIONS } from "../curated/champions/index";
import { CHAMPIONSHIPS } from "../curated/championships";
import { CURATED_SOURCE } from "../curated/sources";
import { TEAMS } from "../curated/teams/index";
import type { ChampionFacts, TeamFacts } from "../curated/types";
import { seasonLeague } from "./season-rows";

export interface CuratedSelection {
  champions: Record<string, ChampionFacts[]>;
  teams: readonly TeamFacts[];
}

export function curatedSelection(championsSince?: number): CuratedSelection {
  const champions = Object.fromEntries(
    Object.entries(CHAMPIONS).map(([slug, facts]) => [
      slug,
      championsSince === undefined ? facts : facts.filter((fact) => fact.season >= championsSince),
    ]),
  );
  const named = new Set(Object.values(champions).flatMap((facts) => facts.flatMap((fact) => [fact.champion, fact.runnerUp])));
  const teams = championsSince === undefined ? TEAMS : TEAMS.filter((team) => named.has(team.slug));
  return { champions, teams };
}

/** The curated source's data_sources row (without its import time): coverage by league and rows loaded. */
export function curatedSourceRow({ champions, teams }: CuratedSelection) {
  const championCount = Object.values(champions).reduce((sum, list) => sum + list.length, 0);
  return {
    ...CURATED_SOURCE,
    // By the league each season was played in: the Stanley Cup's seasons to 1916-17 are pre-nhl's, the BAA's its own.
    coverage: CHAMPIONSHIPS.flatMap((championship) => {
      const byLeague = new Map<string, number[]>();
      for (const { season } of champions[championship.slug] ?? []) {
        const league = seasonLeague(championship, season);
        byLeague.set(league, [...(byLeague.get(league) ?? []), season]);
      }
      return [...byLeague].map(([league, years]) => ({ league, firstYear: Math.min(...years), lastYear: Math.max(...years) }));
    }),
    rowsLoaded: championCount + teams.length + CHAMPIONSHIPS.length,
  };
}
