// Inserts search-rows.ts (issue #17) over the person-pages fixture: teams and former names the
// seed lacks (a franchise the seed holds gets the names it is missing), the people and their
// roles, and two team seasons' standings.
import { announceDataChange, type Database } from "@tl/db/client";
import * as schema from "@tl/db/schema";
import { inArray } from "drizzle-orm";
import { insertPersonPagesFixture } from "./person-pages-fixture";
import { COACHES, PEOPLE, PLAYERS, STANDINGS, TEAM_NAMES, TEAMS } from "./search-rows";

function lookup<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`search fixture: no ${key}`);
  return value;
}

async function idsBySlug(db: Database, table: typeof schema.teams | typeof schema.people, slugs: string[]) {
  const rows = await db.select({ id: table.id, slug: table.slug }).from(table).where(inArray(table.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

async function insertTeams(db: Database, leagues: Map<string, number>) {
  await db
    .insert(schema.teams)
    .values(
      TEAMS.map(([slug, city, name, abbreviation, league, foundedYear]) => ({
        slug,
        city,
        name,
        abbreviation,
        leagueId: lookup(leagues, league),
        foundedYear,
      })),
    )
    .onConflictDoNothing();
  const teams = await idsBySlug(
    db,
    schema.teams,
    TEAMS.map(([slug]) => slug),
  );
  const held = new Set(
    (
      await db
        .select()
        .from(schema.teamNames)
        .where(inArray(schema.teamNames.teamId, [...teams.values()]))
    ).map((row) => `${String(row.teamId)}:${String(row.firstYear)}`),
  );
  const missing = TEAM_NAMES.map(([team, firstYear, lastYear, city, name]) => ({
    teamId: lookup(teams, team),
    firstYear,
    lastYear,
    city,
    name,
  })).filter((row) => !held.has(`${String(row.teamId)}:${String(row.firstYear)}`));
  if (missing.length > 0) await db.insert(schema.teamNames).values(missing);
  return idsBySlug(db, schema.teams, [...TEAMS.map(([slug]) => slug), "new-york-yankees"]);
}

async function insertPeople(db: Database, leagues: Map<string, number>) {
  await db
    .insert(schema.people)
    .values(PEOPLE.map(([slug, firstName, lastName, fullName]) => ({ slug, firstName, lastName, fullName })))
    .onConflictDoNothing();
  const people = await idsBySlug(
    db,
    schema.people,
    PEOPLE.map(([slug]) => slug),
  );
  await db
    .insert(schema.players)
    .values(
      PLAYERS.map(([person, league, position, debutYear, finalYear, yearsPro, allStarSelections, championshipsWon]) => ({
        personId: lookup(people, person),
        leagueId: lookup(leagues, league),
        position,
        debutYear,
        finalYear,
        yearsPro,
        allStarSelections,
        championshipsWon,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(schema.coaches)
    .values(
      COACHES.map(([person, league, position, yearsCoaching, wins, losses, championshipsWon]) => ({
        personId: lookup(people, person),
        leagueId: lookup(leagues, league),
        position,
        yearsCoaching,
        wins,
        losses,
        championshipsWon,
      })),
    )
    .onConflictDoNothing();
}

export async function insertSearchFixture(db: Database) {
  await insertPersonPagesFixture(db);
  const leagues = new Map(
    (await db.select({ id: schema.leagues.id, slug: schema.leagues.slug }).from(schema.leagues)).map((row) => [row.slug, row.id]),
  );
  const teams = await insertTeams(db, leagues);
  await insertPeople(db, leagues);
  const seasons = await db
    .select({ id: schema.seasons.id, leagueId: schema.seasons.leagueId, startYear: schema.seasons.startYear })
    .from(schema.seasons);
  const seasonOf = (league: string, year: number) => {
    const season = seasons.find((row) => row.leagueId === lookup(leagues, league) && row.startYear === year);
    if (!season) throw new Error(`search fixture: no ${league} ${String(year)}`);
    return season.id;
  };
  await db.insert(schema.standings).values(
    STANDINGS.map(([team, league, year, teamCity, teamName, teamAbbreviation, wins, losses, ties]) => ({
      seasonId: seasonOf(league, year),
      teamId: lookup(teams, team),
      teamCity,
      teamName,
      teamAbbreviation,
      wins,
      losses,
      ties,
    })),
  );
  await announceDataChange(db);
}
