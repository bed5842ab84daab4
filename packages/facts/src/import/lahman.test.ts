// The Lahman importer on the real files (lahman-2025/, else lahman/): every row of every file is
// loaded or rejected with a reason, spot facts agree with the CSVs and the curated World Series,
// the Negro Leagues stay in their own leagues, a second run changes nothing, and an import that
// fails half-way leaves the database as it was. Plus the pure helpers, without the data.
import { openDatabase, type DatabaseHandle } from "@tl/db/client";
import { getCoach } from "@tl/db/queries/coaches";
import { getPlayer } from "@tl/db/queries/players";
import * as schema from "@tl/db/schema";
import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias, type PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORLD_SERIES } from "../curated/champions/world-series";
import { NEGRO_LEAGUES } from "../curated/reference";
import { TEAMS } from "../curated/teams/index";
import { readCsv, type CsvRow } from "../datasets/csv";
import { datasetFile, datasetsDir } from "../datasets/locate";
import { seedIfEmpty } from "../seed/index";
import { slugify } from "../shared/slug";
import { needsDatasets } from "../test/datasets";
import { lahmanImported } from "../test/lahman-imported";
import { seasonSize } from "../test/seasons";
import { DUPLICATE_AWARD, LAHMAN_FILES, lahmanFiles, lahmanImporter } from "./lahman";
import { careerStats } from "./lahman-career-stats";
import { Careers } from "./lahman-careers";
import { leagueSlugOf } from "./lahman-leagues";
import { personRows } from "./lahman-people";
import { dateOf, heightText, splitTeamName } from "./lahman-util";
import { GENERIC_ROUND, LAHMAN_ROUNDS } from "./round-names";
import { formatOutcome, importersToRun, runImport, type ImportOutcome } from "./run";
import type { Importer } from "./types";

/** These tests check the 2025 release (lahman-release.test.ts covers the older folder as a fallback). */
const folder = "lahman-2025";
const csv = (file: string): CsvRow[] => readCsv(datasetFile(folder, file) ?? "");
// A full Lahman import on 2 cores while the other packages' suites run beside it (CI): about 2 min,
// past 3 min on a loaded machine (the re-import runs on an on-disk copy of the shared import).
const IMPORT_TIMEOUT = 300_000;

describe("Lahman importer", needsDatasets(lahmanFiles(folder)), () => {
  let handle: DatabaseHandle;
  let first: ImportOutcome;
  const dir = datasetsDir() ?? "";
  const { people, players, coaches, awards, postseasonSeries, standings, teams, teamNames, seasons, leagues } = schema;
  const { playerSeasons, coachSeasons, allStarSelections } = schema;

  /** Row count and an md5 over the given columns of a table. */
  async function digest(table: PgTable, columns: SQL, db = handle.db) {
    const [row] = await db
      .select({ n: count(), sum: sql<string | null>`md5(string_agg(${columns}, ';' order by ${columns}))` })
      .from(table);
    return `${String(row?.n ?? 0)}:${row?.sum ?? ""}`;
  }

  const snapshot = async (db = handle.db) => ({
    people: await digest(
      people,
      sql`concat_ws(',', ${people.id}, ${people.slug}, ${people.sourceKey}, ${people.fullName}, ${people.birthDate}, ${people.birthPlace}, ${people.deathDate}, ${people.height}, ${people.weight})`,
      db,
    ),
    players: await digest(
      players,
      sql`concat_ws(',', ${players.id}, ${players.personId}, ${players.leagueId}, ${players.currentTeamId}, ${players.position}, ${players.debutYear}, ${players.finalYear}, ${players.yearsPro}, ${players.careerStats}::text, ${players.allStarSelections}, ${players.championshipsWon}, ${players.isActive})`,
      db,
    ),
    standings: await digest(
      standings,
      sql`concat_ws(',', ${standings.id}, ${standings.seasonId}, ${standings.teamId}, ${standings.teamCity}, ${standings.teamName}, ${standings.rank}, ${standings.wins}, ${standings.losses}, ${standings.ties}, ${standings.winPercentage}, ${standings.gamesBehind}, ${standings.division}, ${standings.conference}, ${standings.playoffPosition}, ${standings.lastUpdated})`,
      db,
    ),
    coaches: await digest(
      coaches,
      sql`concat_ws(',', ${coaches.id}, ${coaches.personId}, ${coaches.currentTeamId}, ${coaches.position}, ${coaches.yearsCoaching}, ${coaches.previousTeams}::text, ${coaches.wins}, ${coaches.losses}, ${coaches.championshipsWon}, ${coaches.isActive})`,
      db,
    ),
    awards: await digest(
      awards,
      sql`concat_ws(',', ${awards.id}, ${awards.personId}, ${awards.leagueId}, ${awards.name}, ${awards.year}, ${awards.notes})`,
      db,
    ),
    series: await digest(
      postseasonSeries,
      sql`concat_ws(',', ${postseasonSeries.id}, ${postseasonSeries.seasonId}, ${postseasonSeries.round}, ${postseasonSeries.winnerTeamId}, ${postseasonSeries.loserTeamId}, ${postseasonSeries.winnerWins}, ${postseasonSeries.loserWins}, ${postseasonSeries.ties})`,
      db,
    ),
    teams: await digest(
      teams,
      sql`concat_ws(',', ${teams.id}, ${teams.slug}, ${teams.city}, ${teams.name}, ${teams.abbreviation}, ${teams.foundedYear}, ${teams.isActive}, ${teams.sourceKey})`,
      db,
    ),
    teamNames: await digest(
      teamNames,
      sql`concat_ws(',', ${teamNames.teamId}, ${teamNames.firstYear}, ${teamNames.lastYear}, ${teamNames.city}, ${teamNames.name})`,
      db,
    ),
    seasons: await digest(seasons, sql`concat_ws(',', ${seasons.id}, ${seasons.leagueId}, ${seasons.startYear})`, db),
    playerSeasons: await digest(
      playerSeasons,
      sql`concat_ws(',', ${playerSeasons.id}, ${playerSeasons.personId}, ${playerSeasons.leagueId}, ${playerSeasons.teamId}, ${playerSeasons.seasonId}, ${playerSeasons.year}, ${playerSeasons.stint}, ${playerSeasons.kind}, ${playerSeasons.stats}::text)`,
      db,
    ),
    coachSeasons: await digest(
      coachSeasons,
      sql`concat_ws(',', ${coachSeasons.id}, ${coachSeasons.personId}, ${coachSeasons.leagueId}, ${coachSeasons.teamId}, ${coachSeasons.seasonId}, ${coachSeasons.year}, ${coachSeasons.stint}, ${coachSeasons.games}, ${coachSeasons.wins}, ${coachSeasons.losses}, ${coachSeasons.rank})`,
      db,
    ),
    allStars: await digest(
      allStarSelections,
      sql`concat_ws(',', ${allStarSelections.id}, ${allStarSelections.personId}, ${allStarSelections.leagueId}, ${allStarSelections.year}, ${allStarSelections.gameNumber}, ${allStarSelections.squad}, ${allStarSelections.teamId}, ${allStarSelections.gamesPlayed})`,
      db,
    ),
  });

  async function standing(year: number, slug: string, league = "mlb") {
    return handle.db
      .select({
        wins: standings.wins,
        losses: standings.losses,
        ties: standings.ties,
        rank: standings.rank,
        gamesBehind: standings.gamesBehind,
        division: standings.division,
        conference: standings.conference,
        playoffPosition: standings.playoffPosition,
        city: standings.teamCity,
        name: standings.teamName,
      })
      .from(standings)
      .innerJoin(seasons, eq(standings.seasonId, seasons.id))
      .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
      .innerJoin(teams, eq(standings.teamId, teams.id))
      .where(and(eq(leagues.slug, league), eq(seasons.startYear, year), eq(teams.slug, slug)));
  }

  /** The seeded database without Lahman: what the import started from, and where the failing import runs. */
  let fresh: DatabaseHandle;
  let seconds: number;
  beforeAll(async () => {
    // The run's one Lahman import (lahman-imported.ts), shared with the Retrosheet and all-importers tests.
    ({ handle, outcome: first, seconds } = await lahmanImported());
    fresh = await openDatabase();
    await fresh.migrate();
    await seedIfEmpty(fresh);
  }, IMPORT_TIMEOUT * 2);
  afterAll(async () => {
    await handle.close();
    await fresh.close();
  });

  it(
    "loads or rejects every row of every file it imports, each rejection with a reason",
    async () => {
      const before = await snapshot(fresh.db);
      // Its time is reported, not asserted: the import's cost is measured whole (README "Data").
      console.info(`Lahman import: ${seconds.toFixed(1)} s`);
      expect(first.status).toBe("imported");

      const { loaded, rejected } = first.report;
      for (const file of Object.values(LAHMAN_FILES)) {
        const rejectedHere = [...rejected].filter(([reason]) => reason.startsWith(`${file}: `)).reduce((sum, [, n]) => sum + n, 0);
        expect((loaded.get(file) ?? 0) + rejectedHere, file).toBe(csv(file).length);
      }
      // Every count belongs to one of the files, and every reason says something.
      expect([...loaded.keys()].sort()).toEqual(Object.values(LAHMAN_FILES).sort());
      for (const reason of rejected.keys()) expect(reason).toMatch(/^\w+\.csv: \w/);

      // Awards: one row per (person, award, year); the rest are merges, counted as rejected.
      for (const file of [LAHMAN_FILES.playerAwards, LAHMAN_FILES.managerAwards]) {
        const rows = csv(file);
        const distinct = new Set(rows.map((row) => `${row.playerID ?? ""}|${row.awardID ?? ""}|${row.yearID ?? ""}`)).size;
        expect(loaded.get(file), file).toBe(distinct);
        expect(rejected.get(`${file}: ${DUPLICATE_AWARD}`) ?? 0, file).toBe(rows.length - distinct);
      }

      // Stat rows load exactly when People.csv knows the player (one Appearances row does not).
      const known = new Set(csv(LAHMAN_FILES.people).map((row) => row.playerID));
      for (const file of [LAHMAN_FILES.batting, LAHMAN_FILES.pitching, LAHMAN_FILES.appearances]) {
        expect(loaded.get(file), file).toBe(csv(file).filter((row) => known.has(row.playerID)).length);
      }

      const after = await snapshot();
      expect(after.seasons).not.toBe(before.seasons);
      // Every Teams.csv row is a standings row in the season of its own league: MLB's only AL, NL
      // and the 19th-century majors, each Negro League its own clubs.
      const byLeague = await handle.db
        .select({ league: leagues.slug, n: count() })
        .from(standings)
        .innerJoin(seasons, eq(standings.seasonId, seasons.id))
        .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
        .groupBy(leagues.slug);
      const expected = new Map<string, number>();
      for (const row of csv(LAHMAN_FILES.teams))
        expected.set(leagueSlugOf(row.lgID ?? ""), (expected.get(leagueSlugOf(row.lgID ?? "")) ?? 0) + 1);
      expect(Object.fromEntries(byLeague.map((row) => [row.league, row.n]))).toEqual(Object.fromEntries(expected));
      expect(expected.size).toBe(1 + NEGRO_LEAGUES.length);
      expect(loaded.get(LAHMAN_FILES.teams)).toBe(csv(LAHMAN_FILES.teams).length);
      const [mlbSeasons] = await handle.db
        .select({ first: sql<number>`min(${seasons.startYear})`, last: sql<number>`max(${seasons.startYear})`, n: count() })
        .from(seasons)
        .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
        .where(eq(leagues.slug, "mlb"));
      expect(mlbSeasons?.first).toBe(1871);
      expect(mlbSeasons?.n).toBe((mlbSeasons?.last ?? 0) - 1871 + 1);

      const [source] = await handle.db.select().from(schema.dataSources).where(eq(schema.dataSources.slug, "lahman"));
      const span = (league: string) => {
        const years = csv(LAHMAN_FILES.teams)
          .filter((row) => leagueSlugOf(row.lgID ?? "") === league)
          .map((row) => Number(row.yearID));
        return { league, firstYear: Math.min(...years), lastYear: Math.max(...years) };
      };
      expect(source).toMatchObject({
        name: "SABR Lahman Baseball Database",
        licence: "CC BY-SA 3.0",
        attribution:
          "This database is copyright 1996-2025 by SABR, via a generous donation from Sean Lahman. This work is licensed under a Creative Commons Attribution-ShareAlike 3.0 Unported License.",
        rowsLoaded: first.report.totalLoaded,
        rowsRejected: first.report.totalRejected,
        release: first.release,
      });
      expect(source?.coverage[0]).toEqual(span("mlb"));
      const byName = (a: { league: string }, b: { league: string }) => a.league.localeCompare(b.league);
      expect([...(source?.coverage ?? [])].sort(byName)).toEqual(["mlb", ...NEGRO_LEAGUES.map(([, slug]) => slug)].map(span).sort(byName));
    },
    IMPORT_TIMEOUT,
  );

  it("gives Babe Ruth the career the CSVs add up to", async () => {
    const batting = csv(LAHMAN_FILES.batting).filter((row) => row.playerID === "ruthba01");
    const sum = (rows: CsvRow[], column: string) => rows.reduce((total, row) => total + Number(row[column] || 0), 0);
    const allStarYears = new Set(
      csv(LAHMAN_FILES.allStars)
        .filter((row) => row.playerID === "ruthba01")
        .map((row) => row.yearID),
    );
    const champions = new Set(
      csv(LAHMAN_FILES.teams)
        .filter((row) => row.WSWin === "Y")
        .map((row) => `${row.yearID ?? ""}:${row.teamID ?? ""}`),
    );
    const titles = new Set(batting.filter((row) => champions.has(`${row.yearID ?? ""}:${row.teamID ?? ""}`)).map((row) => row.yearID));

    const ruth = await getPlayer(handle.db, "babe-ruth");
    expect(ruth).toMatchObject({
      person: { full_name: "Babe Ruth", birth_date: "1895-02-06", birth_place: "Baltimore, MD, USA", death_date: "1948-08-16" },
      height: "6-2",
      weight: 215,
      position: "Outfield",
      debut_year: 1914,
      final_year: 1935,
      years_pro: 22,
      all_star_selections: allStarYears.size,
      championships_won: titles.size,
      is_active: false,
      current_team: { slug: "atlanta-braves" },
    });
    expect(sum(batting, "HR")).toBe(714);
    expect(ruth?.career_stats).toMatchObject({
      home_runs: sum(batting, "HR"),
      hits: sum(batting, "H"),
      at_bats: sum(batting, "AB"),
      batting_average: 0.342,
      wins: 94,
      losses: 46,
      era: 2.28,
    });
    expect(allStarYears.size).toBe(2);
    expect(titles.size).toBe(7);
    expect(ruth?.awards).toContain("Most Valuable Player (1923)");
  });

  it("derives standings: the 1927 Yankees went 110-44, the 2023 Rangers and the 2024 and 2025 Dodgers won the World Series", async () => {
    expect(await standing(1927, "new-york-yankees")).toEqual([
      {
        wins: 110,
        losses: 44,
        ties: 1,
        rank: 1,
        gamesBehind: 0,
        division: null,
        conference: "American League",
        playoffPosition: "champion",
        city: "New York",
        name: "Yankees",
      },
    ]);
    expect(await standing(2023, "texas-rangers")).toMatchObject([
      { wins: 90, losses: 72, rank: 2, gamesBehind: 0, division: "AL West", playoffPosition: "champion" },
    ]);
    // Curated name history decides the name of the season: the 1902 Orioles are the Yankees' franchise.
    expect(await standing(1902, "new-york-yankees")).toMatchObject([{ city: "Baltimore", name: "Orioles" }]);
    expect(await standing(1914, "chicago-whales")).toMatchObject([{ city: "Chicago", name: "Chi-Feds", conference: "Federal League" }]);
    expect(await standing(2024, "los-angeles-dodgers")).toMatchObject([
      { wins: 98, losses: 64, rank: 1, division: "NL West", playoffPosition: "champion" },
    ]);
    expect(await standing(2025, "los-angeles-dodgers")).toMatchObject([
      { wins: 93, losses: 69, rank: 1, gamesBehind: 0, division: "NL West", conference: "National League", playoffPosition: "champion" },
    ]);
    expect(await standing(2025, "toronto-blue-jays")).toMatchObject([
      { wins: 94, losses: 68, rank: 1, division: "AL East", playoffPosition: "playoffs" },
    ]);
  });

  it("imports the Negro Leagues as leagues of their own, never into MLB's standings", async () => {
    // The 1942 Monarchs won the Negro American League and the Negro World Series.
    expect(await standing(1942, "kansas-city-monarchs", "negro-american-league")).toEqual([
      {
        wins: 36,
        losses: 14,
        ties: 0,
        rank: 1,
        gamesBehind: 0,
        division: null,
        conference: null,
        playoffPosition: "champion",
        city: "Kansas City",
        name: "Monarchs",
      },
    ]);
    expect(await standing(1942, "kansas-city-monarchs")).toEqual([]);
    // The 1939 Toledo Crawfords (the Pittsburgh Crawfords' franchise) played in two leagues: a row in each.
    expect(await standing(1939, "pittsburgh-crawfords", "negro-american-league")).toMatchObject([
      { wins: 8, losses: 10, name: "Crawfords" },
    ]);
    expect(await standing(1939, "pittsburgh-crawfords", "negro-national-league-ii")).toMatchObject([
      { wins: 4, losses: 6, name: "Crawfords" },
    ]);
    // A club is one team, of the league of its last season, under its real name.
    const clubs = await handle.db
      .select({
        key: teams.sourceKey,
        slug: teams.slug,
        city: teams.city,
        name: teams.name,
        league: leagues.slug,
        founded: teams.foundedYear,
      })
      .from(teams)
      .innerJoin(leagues, eq(teams.leagueId, leagues.id))
      .where(inArray(teams.sourceKey, ["lahman:KCM", "lahman:PC", "lahman:HG"]))
      .orderBy(teams.sourceKey);
    expect(clubs).toEqual([
      { key: "lahman:HG", slug: "homestead-grays", city: "", name: "Homestead Grays", league: "negro-national-league-ii", founded: 1928 },
      {
        key: "lahman:KCM",
        slug: "kansas-city-monarchs",
        city: "Kansas City",
        name: "Monarchs",
        league: "negro-american-league",
        founded: 1920,
      },
      {
        key: "lahman:PC",
        slug: "pittsburgh-crawfords",
        city: "Pittsburgh",
        name: "Crawfords",
        league: "negro-american-league",
        founded: 1932,
      },
    ]);
    // Postseason series: the World Series only between MLB clubs, the Negro World Series only in Negro League seasons.
    const series = await handle.db
      .select({ league: leagues.slug, round: postseasonSeries.roundCode, n: count() })
      .from(postseasonSeries)
      .innerJoin(seasons, eq(postseasonSeries.seasonId, seasons.id))
      .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
      .where(inArray(postseasonSeries.roundCode, ["WS", "NWS"]))
      .groupBy(leagues.slug, postseasonSeries.roundCode);
    const rounds = (round: string) => csv(LAHMAN_FILES.series).filter((row) => row.round === round);
    expect(series.filter((row) => row.round === "WS")).toEqual([{ league: "mlb", round: "WS", n: rounds("WS").length }]);
    expect(series.filter((row) => row.round === "NWS").every((row) => row.league !== "mlb")).toBe(true);
    expect(series.filter((row) => row.round === "NWS").reduce((sum, row) => sum + row.n, 0)).toBe(rounds("NWS").length);
  });

  it("gives a person a career in each league he played or managed in", async () => {
    const careers = async (sourceKey: string) =>
      handle.db
        .select({
          league: leagues.slug,
          debut: players.debutYear,
          final: players.finalYear,
          team: teams.slug,
          active: players.isActive,
          stats: players.careerStats,
        })
        .from(players)
        .innerJoin(people, eq(players.personId, people.id))
        .innerJoin(leagues, eq(players.leagueId, leagues.id))
        .leftJoin(teams, eq(players.currentTeamId, teams.id))
        .where(eq(people.sourceKey, sourceKey))
        .orderBy(leagues.slug);
    // Jackie Robinson: the 1945 Monarchs (NAL), then the Dodgers; his NAL hits stay out of his MLB career.
    const nalHits = csv(LAHMAN_FILES.batting)
      .filter((row) => row.playerID === "robinja02" && row.lgID === "NAL")
      .reduce((sum, row) => sum + Number(row.H), 0);
    expect(await careers("lahman:robinja02")).toMatchObject([
      { league: "mlb", debut: 1947, final: 1956, team: "los-angeles-dodgers", active: false },
      { league: "negro-american-league", debut: 1945, final: 1945, team: "kansas-city-monarchs", stats: { hits: nalHits } },
    ]);
    // Shohei Ohtani: an Angel to 2023, a Dodger in 2024 and 2025, world champion both years.
    expect(await getPlayer(handle.db, "shohei-ohtani")).toMatchObject({
      debut_year: 2018,
      final_year: 2025,
      is_active: true,
      championships_won: 2,
      current_team: { slug: "los-angeles-dodgers" },
    });
    // Rube Foster managed independent western clubs, then in the Negro National League he founded.
    const managed = csv(LAHMAN_FILES.managers).filter((row) => row.playerID === "fosteru99");
    const record = (lgID: string) => {
      const rows = managed.filter((row) => row.lgID === lgID);
      return { wins: rows.reduce((n, row) => n + Number(row.W), 0), losses: rows.reduce((n, row) => n + Number(row.L), 0) };
    };
    const foster = await handle.db
      .select({ league: leagues.slug, wins: coaches.wins, losses: coaches.losses })
      .from(coaches)
      .innerJoin(people, eq(coaches.personId, people.id))
      .innerJoin(leagues, eq(coaches.leagueId, leagues.id))
      .where(eq(people.sourceKey, "lahman:fosteru99"))
      .orderBy(leagues.slug);
    expect(foster).toEqual([
      { league: "negro-national-league-i", ...record("NNL") },
      { league: "western-independent-clubs", ...record("WES") },
    ]);
  });

  it("gives each season its clubs, games, schedule length and dates", async () => {
    const seasonOf = (year: number) => seasonSize(handle.db, "mlb", year);
    // 2023: 30 clubs, 162 games each (2,430), 41 postseason games; opening day March 30, and
    // the season ends with the World Series' last game (our curated Game 5, November 1).
    expect(await seasonOf(2023)).toEqual({ teams: 30, games: 2471, schedule: 162, start: "2023-03-30", end: "2023-11-01" });
    // 1884: three major leagues (NL, AA, UA), 33 clubs, no schedule most of them shared.
    expect(await seasonOf(1884)).toMatchObject({ teams: 33, schedule: null });
    // 2024 and 2025 opened abroad (Seoul, March 20; Tokyo, March 18); 2024 ends with our curated
    // Game 5 (October 30); one 2024 game was never made up (2,429), with 43 postseason games;
    // 2025: 2,430 and 47, and no curated 2025 deciding game: the last home game Lahman dates.
    expect(await seasonOf(2024)).toEqual({ teams: 30, games: 2472, schedule: 162, start: "2024-03-20", end: "2024-10-30" });
    expect(await seasonOf(2025)).toEqual({ teams: 30, games: 2477, schedule: 162, start: "2025-03-18", end: "2025-09-28" });
    // A Negro League season is sized by its own clubs: the 1942 NAL's.
    const nal = csv(LAHMAN_FILES.teams).filter((row) => row.yearID === "1942" && row.lgID === "NAL");
    expect(await seasonSize(handle.db, "negro-american-league", 1942)).toMatchObject({ teams: nal.length });
  });

  it("gives each franchise missing from our curated facts a team of its own, and leaves curated teams alone", async () => {
    const [orioles] = await handle.db.select().from(teams).where(eq(teams.sourceKey, "lahman:BLO"));
    expect(orioles).toMatchObject({
      slug: "baltimore-orioles-blo",
      city: "Baltimore",
      name: "Orioles",
      isActive: false,
      foundedYear: 1882,
      abbreviation: "BLO",
    });
    const spiders = await handle.db
      .select({ firstYear: teamNames.firstYear, lastYear: teamNames.lastYear, city: teamNames.city, name: teamNames.name })
      .from(teamNames)
      .innerJoin(teams, eq(teamNames.teamId, teams.id))
      .where(eq(teams.sourceKey, "lahman:CLV"))
      .orderBy(teamNames.firstYear);
    expect(spiders).toEqual([
      { firstYear: 1887, lastYear: 1888, city: "Cleveland", name: "Blues" },
      { firstYear: 1889, lastYear: 1899, city: "Cleveland", name: "Spiders" },
    ]);
    // "New York Giants" is the NFL team's slug; the 1890 Players' League club gets a suffix.
    const [giants] = await handle.db.select({ slug: teams.slug }).from(teams).where(eq(teams.sourceKey, "lahman:NYI"));
    expect(giants?.slug).toBe("new-york-giants-nyi");
    // A name that starts with no known city is kept whole rather than split by guess.
    const [union] = await handle.db
      .select({ slug: teams.slug, city: teams.city, name: teams.name })
      .from(teams)
      .where(eq(teams.sourceKey, "lahman:CPI"));
    expect(union).toEqual({ slug: "chicago-pittsburgh-union-league", city: "", name: "Chicago/Pittsburgh (Union League)" });
    const [wonders] = await handle.db.select({ slug: teams.slug }).from(teams).where(eq(teams.sourceKey, "lahman:BWW"));
    expect(wonders?.slug).toBe("brooklyn-wards-wonders");
    for (const facts of TEAMS.filter((team) => team.league === "mlb")) {
      const [row] = await handle.db.select().from(teams).where(eq(teams.slug, facts.slug));
      expect(row).toMatchObject({ city: facts.city, name: facts.name, abbreviation: facts.abbreviation, sourceKey: null, isActive: true });
    }
  });

  it("loads managers, awards and postseason series", async () => {
    const managed = csv(LAHMAN_FILES.managers).filter((row) => row.playerID === "bochybr01");
    const bochy = await getCoach(handle.db, "bruce-bochy");
    expect(bochy).toMatchObject({
      position: "Manager",
      is_active: true,
      current_team: { slug: "texas-rangers" },
      championships_won: 4,
      years_coaching: new Set(managed.map((row) => row.yearID)).size,
      previous_teams: ["San Diego Padres", "San Francisco Giants"],
      career_record: { wins: managed.reduce((n, row) => n + Number(row.W), 0), losses: managed.reduce((n, row) => n + Number(row.L), 0) },
    });
    const mack = await getCoach(handle.db, "connie-mack");
    expect(mack).toMatchObject({ championships_won: 5, current_team: { slug: "athletics" }, is_active: false });

    const losers = alias(teams, "losers");
    const series = await handle.db
      .select({
        year: seasons.startYear,
        winner: teams.slug,
        loser: losers.slug,
        wins: postseasonSeries.winnerWins,
        losses: postseasonSeries.loserWins,
      })
      .from(postseasonSeries)
      .innerJoin(seasons, eq(postseasonSeries.seasonId, seasons.id))
      .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
      .innerJoin(teams, eq(postseasonSeries.winnerTeamId, teams.id))
      .innerJoin(losers, eq(postseasonSeries.loserTeamId, losers.id))
      .where(and(eq(leagues.slug, "mlb"), eq(postseasonSeries.roundCode, "WS"), sql`${seasons.startYear} >= 1903`))
      .orderBy(sql`${seasons.startYear} desc`);
    // Every World Series from SeriesPost is the one our curated facts name, 2024 and 2025 included.
    const curated = WORLD_SERIES.filter((fact) => fact.champion !== null && fact.season <= (series[0]?.year ?? 0));
    expect(series.map(({ year, winner, loser: lost }) => ({ year, winner, loser: lost }))).toEqual(
      curated.map((fact) => ({ year: fact.season, winner: fact.champion, loser: fact.runnerUp })),
    );
    expect(series.slice(0, 3)).toEqual([
      { year: 2025, winner: "los-angeles-dodgers", loser: "toronto-blue-jays", wins: 4, losses: 3 },
      { year: 2024, winner: "los-angeles-dodgers", loser: "new-york-yankees", wins: 4, losses: 1 },
      { year: 2023, winner: "texas-rangers", loser: "arizona-diamondbacks", wins: 4, losses: 1 },
    ]);
  });

  /** A Lahman person's rows of a per-season table, with their team's slug. */
  const seasonRowsOf = async (playerID: string) => {
    const [person] = await handle.db
      .select({ id: people.id })
      .from(people)
      .where(eq(people.sourceKey, `lahman:${playerID}`));
    const id = person?.id ?? 0;
    const bySeason = { year: playerSeasons.year, stint: playerSeasons.stint, kind: playerSeasons.kind, stats: playerSeasons.stats };
    return {
      played: await handle.db
        .select({ ...bySeason, team: teams.slug, season: seasons.startYear })
        .from(playerSeasons)
        .innerJoin(teams, eq(playerSeasons.teamId, teams.id))
        .leftJoin(seasons, eq(playerSeasons.seasonId, seasons.id))
        .where(eq(playerSeasons.personId, id))
        .orderBy(playerSeasons.year, playerSeasons.kind, playerSeasons.stint),
      managed: await handle.db.select().from(coachSeasons).where(eq(coachSeasons.personId, id)).orderBy(coachSeasons.year),
      allStar: await handle.db.select().from(allStarSelections).where(eq(allStarSelections.personId, id)).orderBy(allStarSelections.year),
    };
  };

  it("names every postseason round, never by its bare code: 1927's Series is the World Series", async () => {
    const named = await handle.db
      .selectDistinct({ code: postseasonSeries.roundCode, round: postseasonSeries.round })
      .from(postseasonSeries)
      .where(sql`${postseasonSeries.roundCode} is not null`);
    // Every code the file holds is stored with its name from round-names.ts (none left generic, none bare).
    const codes = [...new Set(csv(LAHMAN_FILES.series).map((row) => row.round ?? ""))].sort();
    expect(named.map((row) => row.code).sort()).toEqual(codes);
    expect(named.filter((row) => row.round !== LAHMAN_ROUNDS[row.code ?? ""])).toEqual([]);
    expect(named.filter((row) => row.round === row.code || row.round === GENERIC_ROUND)).toEqual([]);
    const round = (year: number, winner: string) =>
      handle.db
        .select({ round: postseasonSeries.round })
        .from(postseasonSeries)
        .innerJoin(seasons, eq(postseasonSeries.seasonId, seasons.id))
        .innerJoin(teams, eq(postseasonSeries.winnerTeamId, teams.id))
        .where(and(eq(seasons.startYear, year), eq(teams.slug, winner)));
    expect(await round(1927, "new-york-yankees")).toEqual([{ round: "World Series" }]);
    expect(await round(1995, "seattle-mariners")).toEqual([{ round: "AL Division Series" }]);
    expect((await round(1981, "los-angeles-dodgers")).map((row) => row.round).sort()).toEqual([
      "NL Championship Series",
      "NL West Division Series",
      "World Series",
    ]);
    expect((await round(2023, "texas-rangers")).map((row) => row.round).sort()).toEqual([
      "AL Championship Series",
      "AL Division Series",
      "AL Wild Card Series",
      "World Series",
    ]);
  });

  it("keeps every Batting, Pitching, Managers and AllstarFull row as a season row: Babe Ruth's 22 seasons and 714 home runs", async () => {
    const ruth = await seasonRowsOf("ruthba01");
    const batting = ruth.played.filter((row) => row.kind === "batting");
    expect(batting.map((row) => row.year)).toEqual(Array.from({ length: 22 }, (_, i) => 1914 + i));
    expect(batting.every((row) => row.season === row.year)).toBe(true);
    expect(batting.reduce((sum, row) => sum + (row.stats.home_runs ?? 0), 0)).toBe(714);
    expect(batting.find((row) => row.year === 1927)).toMatchObject({ team: "new-york-yankees", stats: { home_runs: 60, games: 151 } });
    const pitching = ruth.played.filter((row) => row.kind === "pitching");
    expect(pitching.reduce((sum, row) => sum + (row.stats.wins ?? 0), 0)).toBe(94);
    expect(pitching.find((row) => row.year === 1916)?.stats).toMatchObject({ wins: 23, losses: 12, era: 1.75 });
    expect(ruth.allStar.map((row) => [row.year, row.gameNumber, row.squad])).toEqual([
      [1933, 0, "AL"],
      [1934, 0, "AL"],
    ]);

    // Two clubs in a season are two rows: Rickey Henderson's 1989 Yankees and Athletics.
    const henderson = (await seasonRowsOf("henderi01")).played.filter((row) => row.year === 1989);
    const csv1989 = csv(LAHMAN_FILES.batting).filter((row) => row.playerID === "henderi01" && row.yearID === "1989");
    expect(henderson.map((row) => [row.stint, row.team, row.stats.stolen_bases])).toEqual(
      csv1989.map((row) => [Number(row.stint), row.teamID === "NYA" ? "new-york-yankees" : "athletics", Number(row.SB)]),
    );
    expect(henderson).toHaveLength(2);

    // Two All-Star Games a year, 1959-1962: Hank Aaron's 1960 pair.
    const aaron = (await seasonRowsOf("aaronha01")).allStar.filter((row) => row.year === 1960);
    expect(aaron.map((row) => row.gameNumber)).toEqual([1, 2]);

    // Connie Mack's 53 rows add up to the career record of his coach row: 3,731-3,948 in Managers.csv.
    const mack = (await seasonRowsOf("mackco01")).managed;
    const managed = csv(LAHMAN_FILES.managers).filter((row) => row.playerID === "mackco01");
    expect(mack).toHaveLength(managed.length);
    const [career] = await handle.db
      .select({ wins: coaches.wins, losses: coaches.losses })
      .from(coaches)
      .innerJoin(people, eq(coaches.personId, people.id))
      .where(eq(people.sourceKey, "lahman:mackco01"));
    const total = (column: "wins" | "losses") => mack.reduce((sum, row) => sum + (row[column] ?? 0), 0);
    expect({ wins: total("wins"), losses: total("losses") }).toEqual({ wins: 3731, losses: 3948 });
    expect(career).toEqual({ wins: 3731, losses: 3948 });

    // Every loaded row is one row: no more, no fewer.
    const [rows] = await handle.db.select({ n: count() }).from(playerSeasons);
    expect(rows?.n).toBe((first.report.loaded.get(LAHMAN_FILES.batting) ?? 0) + (first.report.loaded.get(LAHMAN_FILES.pitching) ?? 0));
    const [coachRows] = await handle.db.select({ n: count() }).from(coachSeasons);
    expect(coachRows?.n).toBe(first.report.loaded.get(LAHMAN_FILES.managers));
    const [allStarRows] = await handle.db.select({ n: count() }).from(allStarSelections);
    expect(allStarRows?.n).toBe(first.report.loaded.get(LAHMAN_FILES.allStars));
  });

  it(
    "re-imports a database holding an older release, changing nothing the files did not change, and skips the same release",
    async () => {
      const before = await snapshot();
      // As a database imported by the importer's previous revision (the same files, no per-season
      // rows; its release recorded as "1871-2025") finds itself on the next start: due, and imported.
      await handle.db.update(schema.dataSources).set({ release: "1871-2025" }).where(eq(schema.dataSources.slug, "lahman"));
      expect(await importersToRun(handle.db, [lahmanImporter], dir)).toEqual([lahmanImporter]);
      const second = await runImport(handle.db, lahmanImporter, dir, { onlyIfNew: true });
      expect(second.status).toBe("imported");
      expect(await snapshot()).toEqual(before);
      expect(second.report.loaded).toEqual(first.report.loaded);
      expect(second.report.rejected).toEqual(first.report.rejected);
      const [source] = await handle.db
        .select({ release: schema.dataSources.release })
        .from(schema.dataSources)
        .where(eq(schema.dataSources.slug, "lahman"));
      expect(source?.release).toBe("1871-2025 (importer 3)");
      const third = await runImport(handle.db, lahmanImporter, dir, { onlyIfNew: true });
      expect(third.status).toBe("skipped");
      expect(formatOutcome(third)).toBe("SABR Lahman Baseball Database: skipped, already imported (release 1871-2025 (importer 3))");
    },
    IMPORT_TIMEOUT,
  );

  it(
    "leaves the database as it was when an import fails half-way",
    async () => {
      // The seeded database without Lahman, so that the import, had it been kept, would have changed everything.
      const before = await snapshot(fresh.db);
      const failing: Importer = {
        ...lahmanImporter,
        async run(tx, datasets, report, progress) {
          await lahmanImporter.run(tx, datasets, report, progress);
          throw new Error("killed half-way");
        },
      };
      await expect(runImport(fresh.db, failing, dir)).rejects.toThrow("killed half-way");
      expect(await snapshot(fresh.db)).toEqual(before);
      expect(await fresh.db.select().from(schema.dataSources).where(eq(schema.dataSources.slug, "lahman"))).toEqual([]);
    },
    IMPORT_TIMEOUT,
  );
});

describe("Lahman importer helpers", () => {
  it("formats heights, dates and slugs", () => {
    expect(heightText("74")).toBe("6-2");
    expect(heightText("")).toBeNull();
    expect(dateOf("1895", "2", "6")).toBe("1895-02-06");
    expect(dateOf("1895", "", "6")).toBeNull();
    expect(slugify("José Fernández")).toBe("jose-fernandez");
    expect(splitTeamName("St. Louis Brown Stockings", new Set(["St. Louis", "St."]))).toEqual({
      city: "St. Louis",
      name: "Brown Stockings",
    });
    expect(splitTeamName("Chicago/Pittsburgh (Union League)", new Set(["Chicago"]))).toBeUndefined();
  });

  it("gives a shared name to the earliest debut and suffixes the rest, and any slug held by someone else", () => {
    const person = (playerID: string, debut: string, nameFirst = "Bob", nameLast = "Smith") => ({ playerID, debut, nameFirst, nameLast });
    const rows = personRows(
      [
        person("smithbo02", "1950-01-01"),
        person("smithbo01", "1960-01-01"),
        person("smithbo03", ""),
        person("ruthba01", "1914-07-11", "Babe", "Ruth"),
      ],
      new Map([["babe-ruth", "hockey:x"]]),
    );
    expect(Object.fromEntries(rows.map((row) => [row.sourceKey, row.slug]))).toEqual({
      "lahman:smithbo02": "bob-smith",
      "lahman:smithbo01": "bob-smith-smithbo01",
      "lahman:smithbo03": "bob-smith-smithbo03",
      "lahman:ruthba01": "babe-ruth-ruthba01",
    });
  });

  it("leads a pitcher's career stats with the pitching keys", () => {
    const careers = new Careers();
    careers.batting({ playerID: "x", yearID: "2000", stint: "1", teamID: "NYA", G: "30", AB: "10", H: "3", HR: "0" });
    careers.pitching({
      playerID: "x",
      yearID: "2000",
      stint: "1",
      teamID: "NYA",
      W: "10",
      L: "5",
      SV: "0",
      IPouts: "604",
      ER: "60",
      SO: "150",
    });
    const career = careers.byPlayer.get("x");
    if (!career) throw new Error("no career");
    const stats = careerStats(career, true);
    expect(Object.keys(stats).slice(0, 6)).toEqual(["wins", "losses", "era", "pitching_strikeouts", "saves", "innings_pitched"]);
    expect(stats).toMatchObject({ era: 2.68, innings_pitched: 201.1, batting_average: 0.3, games: 30 });
    expect(Object.keys(careerStats(career, false))[0]).toBe("games");
  });
});
