// People for the tests of issue #13's "cards that state only what is so": real people with
// the facts the public datasets hold for them (Lahman, Hockey Databank), over a database
// seeded with every curated champion and team (so the clubs' names season by season are
// there). Their titles are linked as the seed links them (a coach to the champions he
// coached, an MVP to the champion he played for). One invented coach, "Wren Fixture", stands
// for a former coach the data knows nothing datable about.
import { announceDataChange, type Database } from "@tl/db/client";
import * as schema from "@tl/db/schema";
import { and, eq, inArray } from "drizzle-orm";
import { seededApp, type ApiTestContext } from "./api-app";

interface Role {
  slug: string;
  name: [string, string];
  league: string;
  team: string;
}

const PLAYERS: (Role & Partial<typeof schema.players.$inferInsert>)[] = [
  // Lahman: last season 1935 with the Boston Braves (today's Atlanta Braves); two All-Star Games (1933, 1934).
  {
    slug: "babe-ruth",
    name: ["Babe", "Ruth"],
    league: "mlb",
    team: "atlanta-braves",
    debutYear: 1914,
    finalYear: 1935,
    allStarSelections: 2,
    championshipsWon: 7,
    isActive: false,
  },
  // Hockey Databank: last season 1998-99 with the New York Rangers; the Databank holds no All-Star Games (0 stored).
  {
    slug: "wayne-gretzky",
    name: ["Wayne", "Gretzky"],
    league: "nhl",
    team: "new-york-rangers",
    debutYear: 1979,
    finalYear: 1998,
    allStarSelections: 0,
    championshipsWon: 4,
    isActive: false,
  },
  // Lahman: active in its last season (2023), 11 All-Star selections.
  {
    slug: "mike-trout",
    name: ["Mike", "Trout"],
    league: "mlb",
    team: "los-angeles-angels",
    debutYear: 2011,
    finalYear: 2023,
    allStarSelections: 11,
    championshipsWon: 0,
    isActive: true,
  },
  // No dataset holds his career: known as the Finals MVP of the 1997-98 Bulls (linked below).
  { slug: "michael-jordan", name: ["Michael", "Jordan"], league: "nba", team: "chicago-bulls", isActive: false },
];

const COACHES: (Role & Partial<typeof schema.coaches.$inferInsert>)[] = [
  // Hockey Databank: 30 seasons; last franchise Detroit, whose 2001-02 Cup he won (linked below).
  {
    slug: "scotty-bowman",
    name: ["Scotty", "Bowman"],
    league: "nhl",
    team: "detroit-red-wings",
    position: "Head Coach",
    yearsCoaching: 30,
    isActive: false,
  },
  // Lahman: 53 seasons; last franchise the Athletics (Philadelphia's then), whose 1930 World Series he won (linked below).
  {
    slug: "connie-mack",
    name: ["Connie", "Mack"],
    league: "mlb",
    team: "athletics",
    position: "Manager",
    yearsCoaching: 53,
    isActive: false,
  },
  // Lahman: 29 seasons, last with the Los Angeles Dodgers; his latest title, 2000, with the Yankees (linked below).
  {
    slug: "joe-torre",
    name: ["Joe", "Torre"],
    league: "mlb",
    team: "los-angeles-dodgers",
    position: "Manager",
    yearsCoaching: 29,
    isActive: false,
  },
  // Invented: a former manager whose last franchise (the Athletics) has had several names, with no title or award to date him.
  {
    slug: "wren-fixture",
    name: ["Wren", "Fixture"],
    league: "mlb",
    team: "athletics",
    position: "Manager",
    yearsCoaching: 2,
    isActive: false,
  },
];

const AWARDS: { person: string; league: string; name: string; year: number }[] = [
  { person: "babe-ruth", league: "mlb", name: "Most Valuable Player", year: 1923 },
  // Seasons by their start year, as the Databank stores them: the Conn Smythe of 1984-85 and 1987-88, the Hart of 1988-89.
  { person: "wayne-gretzky", league: "nhl", name: "Conn Smythe", year: 1984 },
  { person: "wayne-gretzky", league: "nhl", name: "Conn Smythe", year: 1987 },
  { person: "wayne-gretzky", league: "nhl", name: "Hart", year: 1988 },
  { person: "scotty-bowman", league: "nhl", name: "Jack Adams", year: 1976 },
  { person: "scotty-bowman", league: "nhl", name: "Jack Adams", year: 1995 },
];

/** Champion of `championship` in the season starting `season`: its id. */
async function championOf(db: Database, championship: string, season: number): Promise<number> {
  const [row] = await db
    .select({ id: schema.champions.id })
    .from(schema.champions)
    .innerJoin(schema.championships, eq(schema.champions.championshipId, schema.championships.id))
    .innerJoin(schema.seasons, eq(schema.champions.seasonId, schema.seasons.id))
    .where(and(eq(schema.championships.slug, championship), eq(schema.seasons.startYear, season)));
  if (!row) throw new Error(`no ${championship} champion in ${String(season)}`);
  return row.id;
}

async function insertCardTruths(db: Database): Promise<void> {
  const leagueIds = new Map(
    (await db.select({ slug: schema.leagues.slug, id: schema.leagues.id }).from(schema.leagues)).map((row) => [row.slug, row.id]),
  );
  const roles = [...PLAYERS, ...COACHES];
  const teamIds = new Map(
    (
      await db
        .select({ slug: schema.teams.slug, id: schema.teams.id })
        .from(schema.teams)
        .where(
          inArray(
            schema.teams.slug,
            roles.map((role) => role.team),
          ),
        )
    ).map((row) => [row.slug, row.id]),
  );
  const id = (map: Map<string, number>, key: string) => {
    const found = map.get(key);
    if (found === undefined) throw new Error(`card-truths fixture names an unknown '${key}'`);
    return found;
  };
  const people = new Map(
    (
      await db
        .insert(schema.people)
        .values(roles.map(({ slug, name: [firstName, lastName] }) => ({ slug, firstName, lastName, fullName: `${firstName} ${lastName}` })))
        .returning({ id: schema.people.id, slug: schema.people.slug })
    ).map((row) => [row.slug, row.id]),
  );
  const roleIds = (role: Role) => ({
    personId: id(people, role.slug),
    leagueId: id(leagueIds, role.league),
    currentTeamId: id(teamIds, role.team),
  });
  await db
    .insert(schema.players)
    .values(PLAYERS.map(({ slug: _s, name: _n, league: _l, team: _t, ...facts }, i) => ({ ...facts, ...roleIds(PLAYERS[i] as Role) })));
  await db
    .insert(schema.coaches)
    .values(COACHES.map(({ slug: _s, name: _n, league: _l, team: _t, ...facts }, i) => ({ ...facts, ...roleIds(COACHES[i] as Role) })));
  await db.insert(schema.awards).values(
    AWARDS.map((award) => ({
      personId: id(people, award.person),
      leagueId: id(leagueIds, award.league),
      name: award.name,
      year: award.year,
    })),
  );
  // The seed's links: the coach of each title, the MVP with the side he played for.
  const coached: [string, string, number][] = [
    ["scotty-bowman", "stanley-cup-final", 2001],
    ["connie-mack", "world-series", 1930],
    ["joe-torre", "world-series", 2000],
  ];
  for (const [person, championship, season] of coached)
    await db
      .update(schema.champions)
      .set({ coachPersonId: id(people, person) })
      .where(eq(schema.champions.id, await championOf(db, championship, season)));
  await db.insert(schema.championMvps).values({
    championId: await championOf(db, "nba-finals", 1997),
    personId: id(people, "michael-jordan"),
    teamId: id(teamIds, "chicago-bulls"),
  });
  await announceDataChange(db);
}

/** An API app over every curated champion and team, with the people above. */
export async function cardTruthsApp(): Promise<ApiTestContext> {
  const ctx = await seededApp({}, { people: false, finals: [] });
  await insertCardTruths(ctx.database.db);
  return ctx;
}
