// A champions row from a curated title: both sides named as they were called that season. The
// first seed (champions.ts) and a later start (missing-champions.ts) write the same row.
import type { ChampionFacts, TeamFacts } from "../curated/types";
import { teamNameIn } from "../shared/team-names";
import { required } from "./required";

export interface ChampionRowIds {
  championshipId: number;
  seasonId: number;
  teamIds: Map<string, number>;
  teamFacts: Map<string, TeamFacts>;
}

export function championRow(fact: ChampionFacts, { championshipId, seasonId, teamIds, teamFacts }: ChampionRowIds) {
  const side = (slug: string | null) => {
    if (slug === null) return { id: null, city: null, name: null };
    return { id: required(teamIds, slug, "team"), ...teamNameIn(required(teamFacts, slug, "team"), fact.season) };
  };
  const winner = side(fact.champion);
  const loser = side(fact.runnerUp);
  return {
    championshipId,
    seasonId,
    teamId: winner.id,
    teamCity: winner.city,
    teamName: winner.name,
    runnerUpTeamId: loser.id,
    runnerUpCity: loser.city,
    runnerUpName: loser.name,
    result: fact.result,
    resultType: fact.resultType,
    overtime: fact.overtime ?? null,
    record: fact.record ?? null,
    mvpName: fact.mvp ?? null,
    coachName: fact.coach ?? null,
    venue: fact.venue ?? null,
    gameDate: fact.date ?? null,
    notes: fact.notes ?? null,
    vacated: fact.vacated ?? false,
  };
}

export type ChampionRow = ReturnType<typeof championRow>;
