// Inserts the real rows of person-pages-rows.ts (issue #16's player and coach pages): the teams
// and names the seed lacks (it holds the champions from 2022 on), the three people with their
// roles, season rows, All-Star games, awards and titles. A person or role already there (the
// people fixture's Babe Ruth) is kept, and the rows hang under it.
import { announceDataChange, type Database } from "@tl/db/client";
import { refreshSeasonLeaders } from "@tl/db/queries/season-leaders";
import * as schema from "@tl/db/schema";
import { and, eq, inArray } from "drizzle-orm";
import {
  ALL_STARS,
  AWARDS,
  COACH_SEASONS,
  COACHES,
  PEOPLE,
  PLAYER_SEASONS,
  PLAYERS,
  STAT_KEYS,
  TEAM_NAMES,
  TEAMS,
  TITLES,
} from "./person-pages-rows";

function lookup<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`person-pages fixture: no ${key}`);
  return value;
}

const byKey = <T>(rows: T[], key: (row: T) => string, value: (row: T) => number) => new Map(rows.map((row) => [key(row), value(row)]));

async function insertTeams(db: Database, leagueIds: Map<string, number>) {
  const slugs = TEAMS.map(([slug]) => slug);
  const held = new Set(
    (await db.select({ slug: schema.teams.slug }).from(schema.teams).where(inArray(schema.teams.slug, slugs))).map((row) => row.slug),
  );
  const missing = TEAMS.filter(([slug]) => !held.has(slug));
  if (missing.length > 0) {
    const inserted = await db
      .insert(schema.teams)
      .values(
        missing.map(([slug, city, name, abbreviation, league, conference, division, foundedYear]) => ({
          slug,
          city,
          name,
          abbreviation,
          leagueId: lookup(leagueIds, league),
          conference,
          division,
          foundedYear,
          isActive: true,
        })),
      )
      .returning({ id: schema.teams.id, slug: schema.teams.slug });
    const ids = byKey(
      inserted,
      (row) => row.slug,
      (row) => row.id,
    );
    const names = TEAM_NAMES.filter(([team]) => ids.has(team));
    await db
      .insert(schema.teamNames)
      .values(names.map(([team, firstYear, lastYear, city, name]) => ({ teamId: lookup(ids, team), firstYear, lastYear, city, name })));
  }
  const rows = await db
    .select({ id: schema.teams.id, slug: schema.teams.slug })
    .from(schema.teams)
    .where(inArray(schema.teams.slug, slugs));
  return byKey(
    rows,
    (row) => row.slug,
    (row) => row.id,
  );
}

async function insertPeople(db: Database) {
  await db
    .insert(schema.people)
    .values(
      PEOPLE.map(([slug, firstName, lastName, birthDate, birthPlace, deathDate, height, weight]) => ({
        slug,
        firstName,
        lastName,
        fullName: `${firstName} ${lastName}`,
        birthDate,
        birthPlace,
        deathDate,
        height,
        weight,
      })),
    )
    .onConflictDoNothing();
  const slugs = PEOPLE.map(([slug]) => slug);
  const rows = await db
    .select({ id: schema.people.id, slug: schema.people.slug })
    .from(schema.people)
    .where(inArray(schema.people.slug, slugs));
  return byKey(
    rows,
    (row) => row.slug,
    (row) => row.id,
  );
}

export async function insertPersonPagesFixture(db: Database): Promise<void> {
  const leagueIds = byKey(
    await db.select({ id: schema.leagues.id, slug: schema.leagues.slug }).from(schema.leagues),
    (row) => row.slug,
    (row) => row.id,
  );
  const teamIds = await insertTeams(db, leagueIds);
  const personIds = await insertPeople(db);
  const seasons = await db
    .select({ id: schema.seasons.id, leagueId: schema.seasons.leagueId, year: schema.seasons.startYear })
    .from(schema.seasons);
  const seasonIds = byKey(
    seasons,
    (row) => `${String(row.leagueId)}:${String(row.year)}`,
    (row) => row.id,
  );
  const placed = (person: string, league: string, year: number) => {
    const leagueId = lookup(leagueIds, league);
    return { personId: lookup(personIds, person), leagueId, year, seasonId: seasonIds.get(`${String(leagueId)}:${String(year)}`) ?? null };
  };
  const role = ({ person, league, team, position }: { person: string; league: string; team: string; position: string }) => ({
    personId: lookup(personIds, person),
    leagueId: lookup(leagueIds, league),
    currentTeamId: lookup(teamIds, team),
    position,
  });

  await db
    .insert(schema.players)
    .values(PLAYERS.map(({ person, league, team, position, ...facts }) => ({ ...role({ person, league, team, position }), ...facts })))
    .onConflictDoNothing();
  await db
    .insert(schema.coaches)
    .values(COACHES.map(({ person, league, team, position, ...facts }) => ({ ...role({ person, league, team, position }), ...facts })))
    .onConflictDoNothing();
  const leagueOf = (person: string) => lookup(new Map([...PLAYERS, ...COACHES].map((facts) => [facts.person, facts.league])), person);

  await db.insert(schema.playerSeasons).values(
    PLAYER_SEASONS.map(([person, kind, year, stint, team, values]) => ({
      ...placed(person, leagueOf(person), year),
      teamId: lookup(teamIds, team),
      stint,
      kind,
      stats: Object.fromEntries(STAT_KEYS[kind].flatMap((key, index) => (values[index] == null ? [] : [[key, values[index]]]))),
    })),
  );
  await refreshSeasonLeaders(db);
  await db.insert(schema.coachSeasons).values(
    COACH_SEASONS.map(
      ([
        person,
        year,
        stint,
        team,
        games,
        wins,
        losses,
        ties,
        overtimeLosses,
        rank,
        playoffGames,
        playoffWins,
        playoffLosses,
        playoffTies,
      ]) => ({
        ...placed(person, "nhl", year),
        teamId: lookup(teamIds, team),
        stint,
        games,
        wins,
        losses,
        ties,
        overtimeLosses,
        rank,
        playoffGames,
        playoffWins,
        playoffLosses,
        playoffTies,
      }),
    ),
  );
  await db.insert(schema.allStarSelections).values(
    ALL_STARS.map(([person, year, gameNumber, squad, team, gamesPlayed]) => {
      const { personId, leagueId } = placed(person, "mlb", year);
      return { personId, leagueId, year, gameNumber, squad, teamId: lookup(teamIds, team), gamesPlayed };
    }),
  );
  await db
    .insert(schema.awards)
    .values(
      AWARDS.map(([person, league, name, year]) => ({
        personId: lookup(personIds, person),
        leagueId: lookup(leagueIds, league),
        name,
        year,
      })),
    )
    .onConflictDoNothing();

  const championships = await db
    .select({ id: schema.championships.id, slug: schema.championships.slug, leagueId: schema.championships.leagueId })
    .from(schema.championships);
  for (const [championship, year, team, teamCity, teamName, result, resultType, coachName, coach] of TITLES) {
    const held = championships.find((row) => row.slug === championship);
    if (!held) throw new Error(`person-pages fixture: no ${championship}`);
    const seasonId = lookup(seasonIds, `${String(held.leagueId)}:${String(year)}`);
    const [existing] = await db
      .select({ id: schema.champions.id })
      .from(schema.champions)
      .where(and(eq(schema.champions.championshipId, held.id), eq(schema.champions.seasonId, seasonId)));
    if (existing) continue;
    await db.insert(schema.champions).values({
      championshipId: held.id,
      seasonId,
      teamId: lookup(teamIds, team),
      teamCity,
      teamName,
      result,
      resultType,
      coachName,
      coachPersonId: coach === null ? null : (personIds.get(coach) ?? null),
    });
  }
  await announceDataChange(db);
}
