// Rows the franchise and season pages' tests need beyond the seed (issue #16), all real: the
// Texas Rangers' standings of 2010-2012 and 2022-2023 with their managers, the 2023 MLB season's
// AL West, AL East and NL West, its postseason series through the World Series with that
// series' five games, some 2023 home-run totals, the 2010 and 2011 World Series the Rangers
// lost, and Louisville's three NCAA titles, the 2012-13 one vacated. The seed holds the
// champions from 2022 on (the Rangers' 2023 title among them).
import { announceDataChange, type Database } from "@tl/db/client";
import { refreshSeasonLeaders } from "@tl/db/queries/season-leaders";
import * as schema from "@tl/db/schema";
import { and, eq, inArray } from "drizzle-orm";

function lookup<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`reference-pages fixture: no ${key}`);
  return value;
}

type TeamFacts = [
  slug: string,
  city: string,
  name: string,
  abbreviation: string,
  league: string,
  conference: string | null,
  division: string | null,
];

const TEAMS: TeamFacts[] = [
  ["texas-rangers", "Texas", "Rangers", "TEX", "mlb", "American League", "AL West"],
  ["houston-astros", "Houston", "Astros", "HOU", "mlb", "American League", "AL West"],
  ["seattle-mariners", "Seattle", "Mariners", "SEA", "mlb", "American League", "AL West"],
  ["los-angeles-angels", "Los Angeles", "Angels", "LAA", "mlb", "American League", "AL West"],
  ["oakland-athletics", "Oakland", "Athletics", "OAK", "mlb", "American League", "AL West"],
  ["baltimore-orioles", "Baltimore", "Orioles", "BAL", "mlb", "American League", "AL East"],
  ["tampa-bay-rays", "Tampa Bay", "Rays", "TB", "mlb", "American League", "AL East"],
  ["los-angeles-dodgers", "Los Angeles", "Dodgers", "LAD", "mlb", "National League", "NL West"],
  ["arizona-diamondbacks", "Arizona", "Diamondbacks", "ARI", "mlb", "National League", "NL West"],
  ["san-francisco-giants", "San Francisco", "Giants", "SF", "mlb", "National League", "NL West"],
  ["st-louis-cardinals", "St. Louis", "Cardinals", "STL", "mlb", "National League", "NL Central"],
  ["louisville-cardinals-basketball", "Louisville", "Cardinals", "LOU", "ncaa-d1-mbb", "ACC", null],
];

// team, season, wins, losses, rank, games behind, division, playoff position (Lahman's: won the
// World Series, reached the postseason, or not).
type StandingFacts = [
  team: string,
  year: number,
  w: number,
  l: number,
  rank: number,
  gb: number,
  division: string,
  position: "champion" | "playoffs" | "eliminated",
];

const STANDINGS: StandingFacts[] = [
  ["texas-rangers", 2010, 90, 72, 1, 0, "AL West", "playoffs"],
  ["texas-rangers", 2011, 96, 66, 1, 0, "AL West", "playoffs"],
  ["texas-rangers", 2012, 93, 69, 2, 1, "AL West", "playoffs"],
  ["texas-rangers", 2022, 68, 94, 4, 38, "AL West", "eliminated"],
  ["houston-astros", 2023, 90, 72, 1, 0, "AL West", "playoffs"],
  ["texas-rangers", 2023, 90, 72, 2, 0, "AL West", "champion"],
  ["seattle-mariners", 2023, 88, 74, 3, 2, "AL West", "eliminated"],
  ["los-angeles-angels", 2023, 73, 89, 4, 17, "AL West", "eliminated"],
  ["oakland-athletics", 2023, 50, 112, 5, 40, "AL West", "eliminated"],
  ["baltimore-orioles", 2023, 101, 61, 1, 0, "AL East", "playoffs"],
  ["tampa-bay-rays", 2023, 99, 63, 2, 2, "AL East", "playoffs"],
  ["los-angeles-dodgers", 2023, 100, 62, 1, 0, "NL West", "playoffs"],
  ["arizona-diamondbacks", 2023, 84, 78, 2, 16, "NL West", "playoffs"],
];

// season, round (Lahman's codes), winner, loser, wins each.
type SeriesFacts = [year: number, round: string, winner: string, loser: string, winnerWins: number, loserWins: number];

export const SERIES: SeriesFacts[] = [
  [2010, "WS", "san-francisco-giants", "texas-rangers", 4, 1],
  [2011, "WS", "st-louis-cardinals", "texas-rangers", 4, 3],
  [2012, "ALWC", "baltimore-orioles", "texas-rangers", 1, 0],
  [2023, "ALWC2", "texas-rangers", "tampa-bay-rays", 2, 0],
  [2023, "ALDS1", "texas-rangers", "baltimore-orioles", 3, 0],
  [2023, "NLDS1", "arizona-diamondbacks", "los-angeles-dodgers", 3, 0],
  [2023, "ALCS", "texas-rangers", "houston-astros", 4, 3],
  [2023, "WS", "texas-rangers", "arizona-diamondbacks", 4, 1],
];

/** The 2023 World Series, Rangers first: date, home side, Rangers' runs, Diamondbacks' runs. */
const WORLD_SERIES_2023: [date: string, home: "TEX" | "ARI", texas: number, arizona: number][] = [
  ["2023-10-27", "TEX", 6, 5],
  ["2023-10-28", "TEX", 1, 9],
  ["2023-10-30", "ARI", 3, 1],
  ["2023-10-31", "ARI", 11, 7],
  ["2023-11-01", "ARI", 5, 0],
];

// Managers: person, name, team, year, games, wins, losses, stint.
type CoachFacts = [slug: string, first: string, last: string, team: string, year: number, w: number, l: number, stint: number];

const MANAGERS: CoachFacts[] = [
  ["ron-washington", "Ron", "Washington", "texas-rangers", 2010, 90, 72, 1],
  ["ron-washington", "Ron", "Washington", "texas-rangers", 2011, 96, 66, 1],
  ["ron-washington", "Ron", "Washington", "texas-rangers", 2012, 93, 69, 1],
  // Woodward was dismissed in August 2022; Beasley managed the rest.
  ["chris-woodward", "Chris", "Woodward", "texas-rangers", 2022, 51, 63, 1],
  ["tony-beasley", "Tony", "Beasley", "texas-rangers", 2022, 17, 31, 2],
  ["bruce-bochy", "Bruce", "Bochy", "texas-rangers", 2023, 90, 72, 1],
];

/** 2023 home runs of some of these clubs' hitters (each with one club that season). */
export const HOME_RUNS_2023: [slug: string, first: string, last: string, team: string, homeRuns: number][] = [
  ["mookie-betts", "Mookie", "Betts", "los-angeles-dodgers", 39],
  ["adolis-garcia", "Adolis", "García", "texas-rangers", 39],
  ["christian-walker", "Christian", "Walker", "arizona-diamondbacks", 33],
  ["corey-seager", "Corey", "Seager", "texas-rangers", 33],
  ["yordan-alvarez", "Yordan", "Alvarez", "houston-astros", 31],
  ["freddie-freeman", "Freddie", "Freeman", "los-angeles-dodgers", 29],
];

export async function insertReferencePagesFixture(db: Database): Promise<void> {
  const leagueIds = new Map(
    (await db.select({ id: schema.leagues.id, slug: schema.leagues.slug }).from(schema.leagues)).map((row) => [row.slug, row.id]),
  );
  const seasonIds = new Map<string, number>();
  const seasonId = async (league: string, startYear: number) => {
    const key = `${league}:${String(startYear)}`;
    const known = seasonIds.get(key);
    if (known !== undefined) return known;
    const [row] = await db
      .select({ id: schema.seasons.id })
      .from(schema.seasons)
      .where(and(eq(schema.seasons.leagueId, lookup(leagueIds, league)), eq(schema.seasons.startYear, startYear)));
    if (!row) throw new Error(`reference-pages fixture: no ${key} season`);
    seasonIds.set(key, row.id);
    return row.id;
  };
  await db
    .insert(schema.teams)
    .values(
      TEAMS.map(([slug, city, name, abbreviation, league, conference, division]) => ({
        slug,
        leagueId: lookup(leagueIds, league),
        city,
        name,
        abbreviation,
        conference,
        division,
        country: "USA",
      })),
    )
    .onConflictDoNothing();
  const teamIds = new Map(
    (
      await db
        .select({ id: schema.teams.id, slug: schema.teams.slug })
        .from(schema.teams)
        .where(
          inArray(
            schema.teams.slug,
            TEAMS.map(([slug]) => slug),
          ),
        )
    ).map((row) => [row.slug, row.id]),
  );
  const team = (slug: string) => lookup(teamIds, slug);
  const name = new Map(TEAMS.map(([slug, city, teamName, abbreviation]) => [slug, { city, teamName, abbreviation }]));

  for (const [slug, year, wins, losses, rank, gamesBehind, division, playoffPosition] of STANDINGS) {
    const { city, teamName, abbreviation } = lookup(name, slug);
    await db.insert(schema.standings).values({
      seasonId: await seasonId("mlb", year),
      teamId: team(slug),
      teamCity: city,
      teamName,
      teamAbbreviation: abbreviation,
      rank,
      wins,
      losses,
      gamesPlayed: wins + losses,
      gamesBehind,
      division,
      conference: division.startsWith("AL") ? "American League" : "National League",
      playoffPosition,
      lastUpdated: new Date(`${String(year + 1)}-01-01T00:00:00Z`),
    });
  }

  const seriesIds = new Map<string, number>();
  for (const [year, round, winner, loser, winnerWins, loserWins] of SERIES) {
    const [row] = await db
      .insert(schema.postseasonSeries)
      .values({
        leagueId: lookup(leagueIds, "mlb"),
        seasonId: await seasonId("mlb", year),
        round,
        winnerTeamId: team(winner),
        loserTeamId: team(loser),
        winnerWins,
        loserWins,
      })
      .returning({ id: schema.postseasonSeries.id });
    if (row) seriesIds.set(`${String(year)}:${round}`, row.id);
  }
  const worldSeries = lookup(seriesIds, "2023:WS");
  const season2023 = await seasonId("mlb", 2023);
  await db.insert(schema.games).values(
    WORLD_SERIES_2023.map(([date, home, texas, arizona], index) => ({
      slug: `test-world-series-2023-game-${String(index + 1)}`,
      leagueId: lookup(leagueIds, "mlb"),
      seasonId: season2023,
      homeTeamId: team(home === "TEX" ? "texas-rangers" : "arizona-diamondbacks"),
      awayTeamId: team(home === "TEX" ? "arizona-diamondbacks" : "texas-rangers"),
      homeScore: home === "TEX" ? texas : arizona,
      awayScore: home === "TEX" ? arizona : texas,
      status: "final" as const,
      gameDate: date,
      round: `World Series Game ${String(index + 1)}`,
      seriesId: worldSeries,
    })),
  );

  // The World Series the Rangers lost, and Louisville's titles: the seed's champions start in 2022.
  const championshipIds = new Map(
    (await db.select({ id: schema.championships.id, slug: schema.championships.slug }).from(schema.championships)).map((row) => [
      row.slug,
      row.id,
    ]),
  );
  const worldSeriesId = lookup(championshipIds, "world-series");
  const ncaa = lookup(championshipIds, "ncaa-mens-basketball-tournament");
  const louisville = team("louisville-cardinals-basketball");
  await db.insert(schema.champions).values([
    {
      championshipId: worldSeriesId,
      seasonId: await seasonId("mlb", 2010),
      teamId: team("san-francisco-giants"),
      teamCity: "San Francisco",
      teamName: "Giants",
      runnerUpTeamId: team("texas-rangers"),
      runnerUpCity: "Texas",
      runnerUpName: "Rangers",
      result: "4–1",
      resultType: "series",
    },
    {
      championshipId: worldSeriesId,
      seasonId: await seasonId("mlb", 2011),
      teamId: team("st-louis-cardinals"),
      teamCity: "St. Louis",
      teamName: "Cardinals",
      runnerUpTeamId: team("texas-rangers"),
      runnerUpCity: "Texas",
      runnerUpName: "Rangers",
      result: "4–3",
      resultType: "series",
    },
    {
      championshipId: ncaa,
      seasonId: await seasonId("ncaa-d1-mbb", 1979),
      teamId: louisville,
      teamCity: "Louisville",
      teamName: "Cardinals",
      runnerUpCity: "UCLA",
      runnerUpName: "Bruins",
      result: "59–54",
      resultType: "game",
    },
    {
      championshipId: ncaa,
      seasonId: await seasonId("ncaa-d1-mbb", 1985),
      teamId: louisville,
      teamCity: "Louisville",
      teamName: "Cardinals",
      runnerUpCity: "Duke",
      runnerUpName: "Blue Devils",
      result: "72–69",
      resultType: "game",
    },
    {
      championshipId: ncaa,
      seasonId: await seasonId("ncaa-d1-mbb", 2012),
      teamId: louisville,
      teamCity: "Louisville",
      teamName: "Cardinals",
      runnerUpCity: "Michigan",
      runnerUpName: "Wolverines",
      result: "82–76",
      resultType: "game",
      vacated: true,
      notes: "Vacated by the NCAA in 2018.",
    },
  ]);

  const people = [...MANAGERS.map(([slug, first, last]) => [slug, first, last] as const), ...HOME_RUNS_2023];
  await db
    .insert(schema.people)
    .values(people.map(([slug, first, last]) => ({ slug, firstName: first, lastName: last, fullName: `${first} ${last}` })))
    .onConflictDoNothing();
  const personIds = new Map(
    (
      await db
        .select({ id: schema.people.id, slug: schema.people.slug })
        .from(schema.people)
        .where(
          inArray(
            schema.people.slug,
            people.map(([slug]) => slug),
          ),
        )
    ).map((row) => [row.slug, row.id]),
  );
  const mlb = lookup(leagueIds, "mlb");
  for (const [slug, , , teamSlug, year, wins, losses, stint] of MANAGERS) {
    await db.insert(schema.coachSeasons).values({
      personId: lookup(personIds, slug),
      leagueId: mlb,
      teamId: team(teamSlug),
      seasonId: await seasonId("mlb", year),
      year,
      stint,
      games: wins + losses,
      wins,
      losses,
    });
  }
  await db.insert(schema.playerSeasons).values(
    HOME_RUNS_2023.map(([slug, , , teamSlug, homeRuns]) => ({
      personId: lookup(personIds, slug),
      leagueId: mlb,
      teamId: team(teamSlug),
      seasonId: season2023,
      year: 2023,
      stint: 1,
      kind: "batting" as const,
      stats: { home_runs: homeRuns },
    })),
  );
  await refreshSeasonLeaders(db, [mlb]);
  await announceDataChange(db);
}
