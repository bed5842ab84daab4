// The first seed's reference rows: sports, levels, leagues, championships, and the teams with
// their name history. Returns the ids the seasons and champions are written under.
import * as schema from "@tl/db/schema";
import { CHAMPIONSHIPS, type ChampionshipFacts } from "../curated/championships";
import { LEAGUES, LEVELS, SPORTS } from "../curated/reference";
import type { TeamFacts } from "../curated/types";
import { teamNameRows } from "../shared/team-names";
import type { Transaction } from "./finals";
import { required } from "./required";

export interface ReferenceIds {
  leagueIds: Map<string, number>;
  championshipIds: Map<string, number>;
  teamIds: Map<string, number>;
  teamFacts: Map<string, TeamFacts>;
}

type League = (typeof LEAGUES)[number];
type Ids = Map<string, number>;

/** The rows of the curated reference tables; the first seed writes them all, a later start those missing (missing-reference.ts). */
export const referenceRows = {
  league: (league: League, sportIds: Ids, levelIds: Ids) => ({
    slug: league.slug,
    name: league.name,
    abbreviation: league.abbreviation,
    foundedYear: league.foundedYear,
    sportId: required(sportIds, league.sport, "sport"),
    levelId: required(levelIds, league.level, "level"),
  }),
  championship: ({ league, firstSeason: _firstSeason, earlierLeagues: _earlierLeagues, ...facts }: ChampionshipFacts, leagueIds: Ids) => ({
    ...facts,
    leagueId: required(leagueIds, league, "league"),
  }),
  team: ({ league, history: _history, keys: _keys, ...facts }: TeamFacts, leagueIds: Ids) => ({
    ...facts,
    leagueId: required(leagueIds, league, "league"),
  }),
};

export async function writeReference(tx: Transaction, teams: readonly TeamFacts[]): Promise<ReferenceIds> {
  const sportIds = new Map(
    (
      await tx
        .insert(schema.sports)
        .values([...SPORTS])
        .returning()
    ).map((row) => [row.slug, row.id]),
  );
  const levelIds = new Map(
    (
      await tx
        .insert(schema.levels)
        .values([...LEVELS])
        .returning()
    ).map((row) => [row.slug, row.id]),
  );
  const leagueRows = await tx
    .insert(schema.leagues)
    .values(LEAGUES.map((league) => referenceRows.league(league, sportIds, levelIds)))
    .returning();
  const leagueIds = new Map(leagueRows.map((row) => [row.slug, row.id]));

  const championshipIds = new Map(
    (
      await tx
        .insert(schema.championships)
        .values(CHAMPIONSHIPS.map((championship) => referenceRows.championship(championship, leagueIds)))
        .returning()
    ).map((row) => [row.slug, row.id]),
  );

  const teamRows = await tx
    .insert(schema.teams)
    .values(teams.map((team) => referenceRows.team(team, leagueIds)))
    .returning();
  const teamIds = new Map(teamRows.map((row) => [row.slug, row.id]));
  const teamFacts = new Map(teams.map((team) => [team.slug, team]));
  await tx
    .insert(schema.teamNames)
    .values(teams.flatMap((team) => teamNameRows(team).map((row) => ({ ...row, teamId: required(teamIds, team.slug, "team") }))));
  return { leagueIds, championshipIds, teamIds, teamFacts };
}
