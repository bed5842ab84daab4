// Players, coaches and awards for API tests; the starter seed has no people yet.
// Real people are historical and retired, with settled facts only: anything we are not sure of
// stays null. Their current team is the team they ended with, as a historical import records
// it. Everyone named "… Fixture" is invented, test-only, and exists to exercise what the real
// ones cannot (active players and coaches, a newest debut class, an age, a Manager, an
// unknown position).
import { announceDataChange, type Database } from "@tl/db/client";
import * as schema from "@tl/db/schema";
import { inArray } from "drizzle-orm";

interface PersonFacts {
  slug: string;
  firstName: string;
  lastName: string;
  birthDate?: string;
  birthPlace?: string;
  deathDate?: string;
  height?: string;
  weight?: number;
  college?: string;
}

type Role<T> = Omit<T, "id" | "personId" | "leagueId" | "currentTeamId"> & { league: string; team?: string };
type PlayerFacts = PersonFacts & { player: Role<typeof schema.players.$inferInsert> };
type CoachFacts = PersonFacts & { coach: Role<typeof schema.coaches.$inferInsert> };
type AwardFacts = { person: string; league?: string; name: string; year: number };

export const FIXTURE_PLAYERS: PlayerFacts[] = [
  {
    slug: "babe-ruth",
    firstName: "Babe",
    lastName: "Ruth",
    birthDate: "1895-02-06",
    birthPlace: "Baltimore, Maryland",
    deathDate: "1948-08-16",
    height: "6-2",
    weight: 215,
    player: {
      league: "mlb",
      jerseyNumber: "3",
      position: "Outfielder",
      debutYear: 1914,
      finalYear: 1935,
      yearsPro: 22,
      careerStats: { home_runs: 714, batting_average: 0.342 },
      allStarSelections: 2,
      championshipsWon: 7,
      isActive: false,
    },
  },
  {
    slug: "lou-gehrig",
    firstName: "Lou",
    lastName: "Gehrig",
    birthDate: "1903-06-19",
    birthPlace: "New York, New York",
    deathDate: "1941-06-02",
    height: "6-0",
    weight: 200,
    college: "Columbia University",
    player: {
      league: "mlb",
      team: "new-york-yankees",
      jerseyNumber: "4",
      position: "First baseman",
      debutYear: 1923,
      finalYear: 1939,
      yearsPro: 17,
      careerStats: { home_runs: 493, batting_average: 0.34 },
      allStarSelections: 7,
      championshipsWon: 6,
      isActive: false,
    },
  },
  {
    slug: "alpha-fixture",
    firstName: "Alpha",
    lastName: "Fixture",
    birthDate: "2000-06-15",
    birthPlace: "Testville",
    player: {
      league: "nba",
      team: "boston-celtics",
      jerseyNumber: "0",
      position: "Point Guard",
      debutYear: 2024,
      yearsPro: 1,
      careerStats: { points: 1234 },
      isActive: true,
    },
  },
  {
    slug: "omega-fixture",
    firstName: "Omega",
    lastName: "Fixture",
    player: { league: "nba", position: "Shooting Guard", debutYear: 2020, allStarSelections: 1, isActive: false },
  },
];

export const FIXTURE_COACHES: CoachFacts[] = [
  {
    slug: "vince-lombardi",
    firstName: "Vince",
    lastName: "Lombardi",
    birthDate: "1913-06-11",
    birthPlace: "Brooklyn, New York",
    deathDate: "1970-09-03",
    college: "Fordham University",
    coach: {
      league: "nfl",
      position: "Head Coach",
      previousTeams: ["New York Giants", "Green Bay Packers", "Washington Redskins"],
      playingExperience: { sport: "Football", position: "Guard", teams: ["Fordham Rams"] },
      wins: 96,
      losses: 34,
      ties: 6,
      playoffWins: 9,
      playoffLosses: 1,
      championshipsWon: 5,
      isActive: false,
    },
  },
  {
    slug: "red-auerbach",
    firstName: "Red",
    lastName: "Auerbach",
    birthDate: "1917-09-20",
    birthPlace: "Brooklyn, New York",
    deathDate: "2006-10-28",
    college: "George Washington University",
    coach: {
      league: "nba",
      team: "boston-celtics",
      position: "Head Coach",
      yearsCoaching: 20,
      previousTeams: ["Washington Capitols", "Tri-Cities Blackhawks"],
      wins: 938,
      losses: 479,
      championshipsWon: 9,
      isActive: false,
    },
  },
  {
    slug: "casey-fixture",
    firstName: "Casey",
    lastName: "Fixture",
    birthDate: "1980-03-15",
    coach: {
      league: "mlb",
      team: "new-york-yankees",
      position: "Manager",
      yearsCoaching: 3,
      hireDate: "2020-05-01",
      wins: 0,
      losses: 0,
      specialties: "Bullpen, Analytics, Player development",
      coachingPhilosophy: "Test the fixture.",
      isActive: true,
    },
  },
  {
    slug: "drew-fixture",
    firstName: "Drew",
    lastName: "Fixture",
    coach: { league: "nhl", position: "Assistant Coach", yearsCoaching: 1, hireDate: "2022-07-01", isActive: true },
  },
  { slug: "nico-fixture", firstName: "Nico", lastName: "Fixture", coach: { league: "ncaa-fbs", isActive: false } },
];

export const FIXTURE_AWARDS: AwardFacts[] = [
  { person: "babe-ruth", league: "mlb", name: "American League MVP", year: 1923 },
  { person: "babe-ruth", name: "Elected to the Baseball Hall of Fame", year: 1936 },
  { person: "lou-gehrig", league: "mlb", name: "American League MVP", year: 1927 },
  { person: "lou-gehrig", league: "mlb", name: "American League MVP", year: 1936 },
  { person: "lou-gehrig", name: "Elected to the Baseball Hall of Fame", year: 1939 },
  { person: "vince-lombardi", league: "nfl", name: "Pro Football Hall of Fame", year: 1971 },
  // An award's year is its season's start year, as the datasets store it: the 1964-65 season.
  { person: "red-auerbach", league: "nba", name: "NBA Coach of the Year", year: 1964 },
  // Test-only: an award of another league must not show on this league's role.
  { person: "alpha-fixture", league: "nhl", name: "Fixture Award of Another League", year: 2024 },
];

function lookup(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`fixture names an unknown slug '${slug}'`);
  return id;
}

/** Inserts the fixture people and announces the change, so cached answers are dropped. */
export async function insertPeopleFixture(db: Database): Promise<void> {
  const leagueIds = new Map(
    (await db.select({ slug: schema.leagues.slug, id: schema.leagues.id }).from(schema.leagues)).map((row) => [row.slug, row.id]),
  );
  const teamSlugs = [...FIXTURE_PLAYERS.map((p) => p.player.team), ...FIXTURE_COACHES.map((c) => c.coach.team)].filter(
    (slug) => slug !== undefined,
  );
  const teamIds = new Map(
    (await db.select({ slug: schema.teams.slug, id: schema.teams.id }).from(schema.teams).where(inArray(schema.teams.slug, teamSlugs))).map(
      (row) => [row.slug, row.id],
    ),
  );
  const everyone: PersonFacts[] = [...FIXTURE_PLAYERS, ...FIXTURE_COACHES];
  const personRows = await db
    .insert(schema.people)
    .values(
      everyone.map(({ slug, firstName, lastName, birthDate, birthPlace, deathDate, height, weight, college }) => ({
        slug,
        firstName,
        lastName,
        fullName: `${firstName} ${lastName}`,
        birthDate,
        birthPlace,
        deathDate,
        height,
        weight,
        college,
      })),
    )
    .returning();
  const personIds = new Map(personRows.map((row) => [row.slug, row.id]));
  const roleIds = (slug: string, { league, team }: { league: string; team?: string | undefined }) => ({
    personId: lookup(personIds, slug),
    leagueId: lookup(leagueIds, league),
    currentTeamId: team === undefined ? null : lookup(teamIds, team),
  });
  await db
    .insert(schema.players)
    .values(FIXTURE_PLAYERS.map(({ slug, player: { league, team, ...facts } }) => ({ ...facts, ...roleIds(slug, { league, team }) })));
  await db
    .insert(schema.coaches)
    .values(FIXTURE_COACHES.map(({ slug, coach: { league, team, ...facts } }) => ({ ...facts, ...roleIds(slug, { league, team }) })));
  await db.insert(schema.awards).values(
    FIXTURE_AWARDS.map(({ person, league, name, year }) => ({
      personId: lookup(personIds, person),
      leagueId: league === undefined ? null : lookup(leagueIds, league),
      name,
      year,
    })),
  );
  await announceDataChange(db);
}
