// The Lahman importer on the real files: every row of every file is loaded or rejected with a
// reason, spot facts agree with the CSVs, a second run changes nothing, and an import that
// fails half-way leaves the database as it was. Plus the pure helpers, without the data.
import { openDatabase, type DatabaseHandle } from "@tl/db/client";
import { getCoach } from "@tl/db/queries/coaches";
import { getPlayer } from "@tl/db/queries/players";
import * as schema from "@tl/db/schema";
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEAMS } from "../curated/teams/index";
import { readCsv, type CsvRow } from "../datasets/csv";
import { datasetFile, datasetsDir } from "../datasets/locate";
import { seedIfEmpty } from "../seed/index";
import { slugify } from "../shared/slug";
import { needsDatasets } from "../test/datasets";
import { seasonSize } from "../test/seasons";
import { DUPLICATE_AWARD, LAHMAN_FILES, lahmanImporter } from "./lahman";
import { careerStats } from "./lahman-career-stats";
import { Careers } from "./lahman-careers";
import { personRows } from "./lahman-people";
import { dateOf, heightText, splitTeamName } from "./lahman-util";
import { runImport, type ImportOutcome } from "./run";
import type { Importer } from "./types";

const csv = (file: string): CsvRow[] => readCsv(datasetFile("lahman", file) ?? "");
const IMPORT_TIMEOUT = 180_000;

describe("Lahman importer", needsDatasets(lahmanImporter.files), () => {
  let handle: DatabaseHandle;
  let first: ImportOutcome;
  const dir = datasetsDir() ?? "";
  const { people, players, coaches, awards, postseasonSeries, standings, teams, teamNames, seasons, leagues } = schema;

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
  });

  async function standing(year: number, slug: string) {
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
      .where(and(eq(leagues.slug, "mlb"), eq(seasons.startYear, year), eq(teams.slug, slug)));
  }

  beforeAll(async () => {
    handle = await openDatabase();
    await handle.migrate();
    await seedIfEmpty(handle);
  });
  afterAll(() => handle.close());

  it(
    "loads or rejects every row of every file it imports, each rejection with a reason",
    async () => {
      const before = await snapshot();
      const started = performance.now();
      first = await runImport(handle.db, lahmanImporter, dir);
      const seconds = (performance.now() - started) / 1000;
      console.info(`Lahman import: ${seconds.toFixed(1)} s`);
      expect(seconds).toBeLessThan(60);
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
      const [mlbStandings] = await handle.db
        .select({ n: count() })
        .from(standings)
        .innerJoin(seasons, eq(standings.seasonId, seasons.id))
        .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
        .where(eq(leagues.slug, "mlb"));
      expect(mlbStandings?.n).toBe(loaded.get(LAHMAN_FILES.teams));
      const [mlbSeasons] = await handle.db
        .select({ first: sql<number>`min(${seasons.startYear})`, last: sql<number>`max(${seasons.startYear})`, n: count() })
        .from(seasons)
        .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
        .where(eq(leagues.slug, "mlb"));
      expect(mlbSeasons?.first).toBe(1871);
      expect(mlbSeasons?.n).toBe((mlbSeasons?.last ?? 0) - 1871 + 1);

      const [source] = await handle.db.select().from(schema.dataSources).where(eq(schema.dataSources.slug, "lahman"));
      expect(source).toMatchObject({
        licence: "CC BY-SA 3.0",
        attribution:
          "This database is copyright 1996-2024 by Sean Lahman. This work is licensed under a Creative Commons Attribution-ShareAlike 3.0 Unported License.",
        rowsLoaded: first.report.totalLoaded,
        rowsRejected: first.report.totalRejected,
        coverage: [{ league: "mlb", firstYear: 1871, lastYear: 2023 }],
      });
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

  it("derives standings: the 1927 Yankees went 110-44, the 2023 Rangers won the World Series", async () => {
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
  });

  it("gives each season its clubs, games, schedule length and dates", async () => {
    const seasonOf = (year: number) => seasonSize(handle.db, "mlb", year);
    // 2023: 30 clubs, 162 games each (2,430), 41 postseason games; opening day March 30, and
    // the season ends with the World Series' last game (our curated Game 5, November 1).
    expect(await seasonOf(2023)).toEqual({ teams: 30, games: 2471, schedule: 162, start: "2023-03-30", end: "2023-11-01" });
    // 1884: three major leagues (NL, AA, UA), 33 clubs, no schedule most of them shared.
    expect(await seasonOf(1884)).toMatchObject({ teams: 33, schedule: null });
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

    const [series] = await handle.db
      .select({ winner: teams.slug, wins: postseasonSeries.winnerWins, losses: postseasonSeries.loserWins })
      .from(postseasonSeries)
      .innerJoin(seasons, eq(postseasonSeries.seasonId, seasons.id))
      .innerJoin(teams, eq(postseasonSeries.winnerTeamId, teams.id))
      .where(and(eq(seasons.startYear, 2023), eq(postseasonSeries.round, "WS")));
    expect(series).toEqual({ winner: "texas-rangers", wins: 4, losses: 1 });
  });

  it(
    "changes nothing when run a second time",
    async () => {
      const before = await snapshot();
      const second = await runImport(handle.db, lahmanImporter, dir);
      expect(await snapshot()).toEqual(before);
      expect(second.report.loaded).toEqual(first.report.loaded);
      expect(second.report.rejected).toEqual(first.report.rejected);
    },
    IMPORT_TIMEOUT,
  );

  it(
    "leaves the database as it was when an import fails half-way",
    async () => {
      // A fresh database, so that the import, had it been kept, would have changed everything.
      const fresh = await openDatabase();
      try {
        await fresh.migrate();
        await seedIfEmpty(fresh);
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
      } finally {
        await fresh.close();
      }
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
