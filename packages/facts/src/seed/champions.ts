// The first seed's seasons and champions: one season per league per year of its championship's
// history (the season in progress flagged active), and a champions row per curated title with
// both sides named as they were called that season.
import * as schema from "@tl/db/schema";
import { CHAMPIONSHIPS, type ChampionshipFacts } from "../curated/championships";
import type { ChampionFacts } from "../curated/types";
import { latestStartedSeason, seasonEndYear, seasonInProgress, seasonName } from "../shared/seasons";
import { teamNameIn } from "../shared/team-names";
import type { Transaction } from "./finals";
import type { ReferenceIds } from "./reference";
import { required } from "./required";

/** Every season of a championship's league, from its first season to the latest started (or titled) one. */
async function writeSeasons(
  tx: Transaction,
  championship: ChampionshipFacts,
  leagueId: number,
  titled: number[],
  today: Date,
): Promise<Map<number, number>> {
  const inProgress = seasonInProgress(championship.league, today);
  const lastSeason = Math.max(latestStartedSeason(championship.league, today), ...titled);
  const seasonRows = await tx
    .insert(schema.seasons)
    .values(
      Array.from({ length: lastSeason - championship.firstSeason + 1 }, (_, i) => championship.firstSeason + i).map((year) => ({
        leagueId,
        startYear: year,
        endYear: seasonEndYear(championship.league, year),
        name: seasonName(championship.league, year),
        isActive: year === inProgress,
      })),
    )
    .returning();
  return new Map(seasonRows.map((row) => [row.startYear, row.id]));
}

export async function writeChampions(
  tx: Transaction,
  champions: Record<string, ChampionFacts[]>,
  ids: ReferenceIds,
  today: Date,
): Promise<void> {
  const { leagueIds, championshipIds, teamIds, teamFacts } = ids;
  for (const championship of CHAMPIONSHIPS) {
    const leagueId = required(leagueIds, championship.league, "league");
    const facts = new Map((champions[championship.slug] ?? []).map((fact) => [fact.season, fact]));
    const seasonIds = await writeSeasons(tx, championship, leagueId, [...facts.keys()], today);
    const championshipId = required(championshipIds, championship.slug, "championship");

    const side = (slug: string | null, season: number) => {
      if (slug === null) return { id: null, city: null, name: null };
      const name = teamNameIn(required(teamFacts, slug, "team"), season);
      return { id: required(teamIds, slug, "team"), ...name };
    };
    const championRows = [...facts.values()].map((fact: ChampionFacts) => {
      const winner = side(fact.champion, fact.season);
      const loser = side(fact.runnerUp, fact.season);
      return {
        championshipId,
        seasonId: required(seasonIds, fact.season, "season"),
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
      };
    });
    if (championRows.length > 0) await tx.insert(schema.champions).values(championRows);
  }
}
