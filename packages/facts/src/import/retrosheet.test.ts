// The Retrosheet importer on the real game logs, after the Lahman importer (whose teams, seasons,
// standings and postseason series it joins): every line loaded or rejected with a reason, spot
// games as the logs give them, World Series games under the final-game slugs with the curated
// deciders kept, every postseason game in its series, the standings' home and away records
// against Lahman's W-L with the known differences listed, a second run changing nothing, and a
// bad or missing file changing nothing.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseHandle } from "@tl/db/client";
import { getGame } from "@tl/db/queries/games";
import * as schema from "@tl/db/schema";
import { and, count, eq, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DECIDING_GAMES } from "../curated/deciding-games/index";
import { readCsv } from "../datasets/csv";
import { lahmanFolder } from "../datasets/lahman-folder";
import { datasetsDir } from "../datasets/locate";
import { decidingGameSlug } from "../seed/finals";
import { needsDatasets } from "../test/datasets";
import { lahmanImported } from "../test/lahman-imported";
import { runImport, type ImportOutcome } from "./run";
import { retrosheetImporter } from "./retrosheet";
import { gzipLines, logPath, POSTSEASON_FILES, RETROSHEET_DIR } from "./retrosheet-files";
import { parseLogLine } from "./retrosheet-line";
import { REJECTED } from "./retrosheet-read";
import { roundOf } from "./retrosheet-series";
import { readClubs } from "./retrosheet-teams";

const IMPORT_TIMEOUT = 300_000;

/** Kinds of difference between the games' W-L and Lahman's Teams.csv W/L. */
const MISSING_1872 =
  "1872 National Association: Lahman's totals hold games (or decisions) the Retrosheet log does not (Teams.csv G exceeds the log's games)";
const FORFEIT_1901 = "forfeit: the log forfeits the 4-4 game of 1901-07-23 at Cleveland to Washington; Lahman counts it for neither";
const COUNTED_DIFFERENTLY =
  "a game the log counts as a decision and Lahman's totals do not (a tie or no game there); no forfeit, tie or suspension marks it in the log";

/** Every team-season whose W-L from the games differs from Lahman's: Lahman teamID, games' W-L, Lahman's W-L. */
const KNOWN_DIFFERENCES: { year: number; team: string; games: string; lahman: string; reason: string }[] = [
  { year: 1872, team: "BL1", games: "34-19", lahman: "35-19", reason: MISSING_1872 },
  { year: 1872, team: "BR1", games: "2-24", lahman: "3-26", reason: MISSING_1872 },
  { year: 1872, team: "BR2", games: "9-27", lahman: "9-28", reason: MISSING_1872 },
  { year: 1872, team: "MID", games: "3-18", lahman: "5-19", reason: MISSING_1872 },
  { year: 1872, team: "NY2", games: "33-20", lahman: "34-20", reason: MISSING_1872 },
  { year: 1872, team: "WS4", games: "0-10", lahman: "0-11", reason: MISSING_1872 },
  { year: 1890, team: "BR4", games: "26-73", lahman: "26-72", reason: COUNTED_DIFFERENTLY },
  { year: 1890, team: "SL4", games: "78-58", lahman: "77-58", reason: COUNTED_DIFFERENTLY },
  { year: 1901, team: "CLE", games: "54-83", lahman: "54-82", reason: FORFEIT_1901 },
  { year: 1901, team: "WS1", games: "62-72", lahman: "61-72", reason: FORFEIT_1901 },
  { year: 1902, team: "CHN", games: "70-69", lahman: "68-69", reason: COUNTED_DIFFERENTLY },
  { year: 1902, team: "NY1", games: "48-90", lahman: "48-88", reason: COUNTED_DIFFERENTLY },
  { year: 1909, team: "CIN", games: "77-77", lahman: "77-76", reason: COUNTED_DIFFERENTLY },
  { year: 1909, team: "PIT", games: "111-42", lahman: "110-42", reason: COUNTED_DIFFERENTLY },
];

/** Postseason series whose games in the logs are not Lahman's SeriesPost wins + losses + ties. */
const TIE_NOT_IN_SERIESPOST = "a tie game the log holds and SeriesPost does not count (ties 0)";
const SERIES_DIFFERENCES = [
  { year: 1907, round: "WS", expected: 4, games: 5, reason: TIE_NOT_IN_SERIESPOST },
  { year: 1912, round: "WS", expected: 7, games: 8, reason: TIE_NOT_IN_SERIESPOST },
  { year: 1922, round: "WS", expected: 4, games: 5, reason: TIE_NOT_IN_SERIESPOST },
  { year: 2013, round: "WS", expected: 7, games: 6, reason: "SeriesPost gives 4-3; Boston won 4-2, in the six games the log holds" },
];

/** Lines of one log file. */
async function lines(dir: string, file: string): Promise<string[]> {
  const all: string[] = [];
  for await (const line of gzipLines(join(dir, logPath(file)), file)) all.push(line);
  return all;
}

/** "45-36" or "45-36-1" → [wins, losses]. */
const winsLosses = (text: string | null) => (text ?? "").split("-").slice(0, 2).map(Number);

describe("Retrosheet importer", needsDatasets([...retrosheetImporter.files, "lahman-2025/Teams.csv"]), () => {
  let handle: DatabaseHandle;
  let first: ImportOutcome;
  const dir = datasetsDir() ?? "";
  const { games, standings, seasons, leagues, postseasonSeries, teams } = schema;

  async function digest(table: PgTable, columns: SQL, db = handle.db) {
    const [row] = await db
      .select({ n: count(), sum: sql<string | null>`md5(string_agg(${columns}, ';' order by ${columns}))` })
      .from(table);
    return `${String(row?.n ?? 0)}:${row?.sum ?? ""}`;
  }
  const snapshot = async (db = handle.db) => ({
    games: await digest(
      games,
      sql`concat_ws(',', ${games.id}, ${games.slug}, ${games.seasonId}, ${games.championshipId}, ${games.homeTeamId}, ${games.awayTeamId}, ${games.homeScore}, ${games.awayScore}, ${games.gameDate}, ${games.venue}, ${games.round}, ${games.homeLineScore}, ${games.awayLineScore}, ${games.attendance}, ${games.seriesId}, ${games.notes})`,
      db,
    ),
    standings: await digest(
      standings,
      sql`concat_ws(',', ${standings.id}, ${standings.homeRecord}, ${standings.awayRecord}, ${standings.streak}, ${standings.streakType})`,
      db,
    ),
    seasons: await digest(seasons, sql`concat_ws(',', ${seasons.id}, ${seasons.startYear}, ${seasons.endDate})`, db),
  });

  beforeAll(async () => {
    // The run's one Lahman import (lahman-imported.ts): the seeded database with Lahman, a copy of its own.
    ({ handle } = await lahmanImported());
  }, IMPORT_TIMEOUT * 2);
  afterAll(() => handle.close());

  it(
    "loads every regular-season and postseason game of the logs and rejects only the All-Star games",
    async () => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      first = await runImport(handle.db, retrosheetImporter, dir);
      const used = process.cpuUsage(cpu);
      const seconds = (performance.now() - started) / 1000;
      console.info(`Retrosheet import: ${seconds.toFixed(1)} s (CPU ${((used.user + used.system) / 1e6).toFixed(1)} s)`);
      expect(seconds).toBeLessThan(240);
      expect(first.status).toBe("imported");

      const postseason = (await Promise.all(POSTSEASON_FILES.map((file) => lines(dir, file)))).flat();
      const allStar = await lines(dir, "glas");
      expect(first.report.loaded.get("games")).toBe(233_638 + postseason.length);
      expect(postseason.length).toBe(695 + 563 + 477 + 53);
      expect(Object.fromEntries(first.report.rejected)).toEqual({ [REJECTED.allStar]: allStar.length });

      const [mlb] = await handle.db
        .select({ n: count(), first: sql<string>`min(${games.gameDate})`, last: sql<string>`max(${games.gameDate})` })
        .from(games)
        .innerJoin(leagues, eq(games.leagueId, leagues.id))
        // Our own games and the postseason ones: not a curated decider the logs do not reach (2024).
        .where(and(eq(leagues.slug, "mlb"), or(isNull(games.round), isNotNull(games.seriesId))));
      expect(mlb).toEqual({ n: 233_638 + postseason.length, first: "1871-05-04", last: "2025-09-28" });
      const [source] = await handle.db.select().from(schema.dataSources).where(eq(schema.dataSources.slug, "retrosheet-gamelogs"));
      expect(source).toMatchObject({
        licence: "Retrosheet notice",
        attribution: retrosheetImporter.attribution,
        rowsLoaded: first.report.totalLoaded,
        rowsRejected: allStar.length,
        coverage: [{ league: "mlb", firstYear: 1871, lastYear: 2025 }],
      });
    },
    IMPORT_TIMEOUT,
  );

  it("gives 1927-09-30 as the log has it: Senators 2, Yankees 4 at Yankee Stadium", async () => {
    const game = await getGame(handle.db, { kind: "all" }, "mlb-1927-09-30-minnesota-twins-at-new-york-yankees");
    expect(game).toMatchObject({
      home_team: { name: "Yankees", city: "New York" },
      away_team: { name: "Senators", city: "Washington" },
      home_score: 4,
      away_score: 2,
      status: "final",
      game_date: "1927-09-30",
      season: { start_year: 1927 },
      home_line_score: "00010102x",
      away_line_score: "000200000",
      attendance: 8000,
      notes: null,
      round: null,
    });
    expect(game?.venue).toMatch(/^Yankee Stadium/);
    const seoul = await getGame(handle.db, { kind: "all" }, "mlb-2024-03-20-los-angeles-dodgers-at-san-diego-padres");
    expect(seoul).toMatchObject({
      home_score: 2,
      away_score: 5,
      attendance: 15952,
      season: { start_year: 2024 },
      venue: "Gocheok Sky Dome, Seoul",
    });
    // Parks.csv calls HOU03 by its 2025 name; a 2009 game there is at the park as it was named in 2009.
    const houston = await getGame(handle.db, { kind: "all" }, "mlb-2009-04-06-chicago-cubs-at-houston-astros");
    expect(houston).toMatchObject({ away_score: 4, home_score: 2, venue: "Minute Maid Park, Houston" });
    const forfeit = await getGame(handle.db, { kind: "all" }, "mlb-1901-07-23-minnesota-twins-at-cleveland-guardians");
    expect(forfeit).toMatchObject({ home_score: 4, away_score: 4, notes: "Forfeited to the visiting team." });
  });

  it("names every World Series game as a final game and keeps the curated deciders' facts", async () => {
    const series = await lines(dir, "glws");
    const wsGames = await handle.db
      .select({ slug: games.slug, round: games.round, seriesId: games.seriesId })
      .from(games)
      .innerJoin(schema.championships, eq(games.championshipId, schema.championships.id))
      .innerJoin(seasons, eq(games.seasonId, seasons.id))
      .where(and(eq(schema.championships.slug, "world-series"), lte(seasons.startYear, 2023)));
    expect(wsGames.length).toBe(series.length);
    for (const game of wsGames) {
      expect(game.slug).toMatch(/^world-series-\d{4}-game-\d+$/);
      expect(game.round).toBe(`World Series Game ${game.slug.split("-").at(-1) ?? ""}`);
      expect(game.seriesId).not.toBeNull();
    }
    const byYear = new Map<number, string[]>();
    for (const line of series) {
      const game = parseLogLine(line);
      if (game) byYear.set(Number(game.date.slice(0, 4)), [...(byYear.get(Number(game.date.slice(0, 4))) ?? []), line]);
    }
    // The curated deciding games: our date and venue kept, the log's score, line scores and series filled in.
    for (const fact of (DECIDING_GAMES["world-series"] ?? []).filter((f) => f.season <= 2023)) {
      const [row] = await handle.db
        .select()
        .from(games)
        .where(eq(games.slug, decidingGameSlug("world-series", fact.season, fact.game)));
      const log = (byYear.get(fact.season) ?? [])
        .map((line) => parseLogLine(line))
        .sort((a, b) => (a?.date ?? "").localeCompare(b?.date ?? "") || (a?.number ?? "").localeCompare(b?.number ?? ""))
        .at(fact.game - 1);
      expect(row, String(fact.season)).toMatchObject({ gameDate: fact.date, venue: fact.venue ?? null });
      expect({ home: row?.homeScore, away: row?.awayScore, homeLine: row?.homeLineScore, awayLine: row?.awayLineScore }).toEqual({
        home: log?.homeScore,
        away: log?.awayScore,
        homeLine: log?.homeLine,
        awayLine: log?.awayLine,
      });
      // The 2008 Game 5 was suspended on October 27 and completed on the 29th, the date our facts give.
      if (fact.season !== 2008) expect(log?.date).toBe(fact.date);
      expect(row?.seriesId).not.toBeNull();
    }
  });

  it("puts every postseason game in its series, as many games as the series had", async () => {
    const rows = await handle.db
      .select({
        year: seasons.startYear,
        // The dataset's code (the stored round is its name since importer revision 3).
        round: postseasonSeries.roundCode,
        expected: sql<number>`${postseasonSeries.winnerWins} + ${postseasonSeries.loserWins} + ${postseasonSeries.ties}`,
        games: sql<number>`(select count(*)::integer from ${games} where ${games.seriesId} = ${postseasonSeries.id})`,
      })
      .from(postseasonSeries)
      .innerJoin(seasons, eq(postseasonSeries.seasonId, seasons.id))
      .innerJoin(leagues, eq(postseasonSeries.leagueId, leagues.id))
      .where(eq(leagues.slug, "mlb"));
    const covered = rows.filter((row) => row.round !== null && roundOf(row.round) && row.year >= 1903 && row.year <= 2023);
    expect(covered.filter((row) => row.games !== row.expected).sort((a, b) => a.year - b.year)).toEqual(
      SERIES_DIFFERENCES.map(({ reason: _, ...difference }) => difference),
    );
    expect(rows.filter((row) => !covered.includes(row)).every((row) => row.games === 0)).toBe(true);
    const rounds = await handle.db
      .select({ round: games.round })
      .from(games)
      .where(and(eq(games.gameDate, "2004-10-20"), isNotNull(games.seriesId)))
      .orderBy(games.round);
    expect(rounds).toEqual([{ round: "ALCS Game 7" }, { round: "NLCS Game 6" }]);
  });

  it("fills home and away records and the closing streak; W-L agrees with Lahman's Teams.csv but for the listed differences", async () => {
    const clubs = await handle.db.transaction((tx) => readClubs(tx, dir));
    const filled = await handle.db
      .select({
        year: seasons.startYear,
        teamId: standings.teamId,
        home: standings.homeRecord,
        away: standings.awayRecord,
        streak: standings.streak,
      })
      .from(standings)
      .innerJoin(seasons, eq(standings.seasonId, seasons.id))
      .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
      .where(and(eq(leagues.slug, "mlb"), isNotNull(standings.homeRecord)));
    const byTeamSeason = new Map(filled.map((row) => [`${String(row.year)}:${String(row.teamId)}`, row]));
    const differences = [];
    let compared = 0;
    for (const row of readCsv(join(dir, lahmanFolder(dir), "Teams.csv"))) {
      const team = row.teamIDretro ? clubs.teamOf(Number(row.yearID), row.teamIDretro, row.lgID ?? "") : undefined;
      if (!team) continue;
      const stored = byTeamSeason.get(`${row.yearID ?? ""}:${String(team.id)}`);
      expect(stored, `${row.yearID ?? ""} ${row.teamID ?? ""}`).toBeDefined();
      expect(stored?.streak).toMatch(/^[WLT]\d+$/);
      const [homeW = 0, homeL = 0] = winsLosses(stored?.home ?? null);
      const [awayW = 0, awayL = 0] = winsLosses(stored?.away ?? null);
      const games = `${String(homeW + awayW)}-${String(homeL + awayL)}`;
      const lahman = `${row.W ?? ""}-${row.L ?? ""}`;
      compared += 1;
      if (games !== lahman) differences.push({ year: Number(row.yearID), team: row.teamID ?? "", games, lahman });
    }
    expect(compared).toBe(filled.length);
    expect(differences).toEqual(KNOWN_DIFFERENCES.map(({ reason: _, ...difference }) => difference));

    const [yankees] = await handle.db
      .select({ home: standings.homeRecord, away: standings.awayRecord })
      .from(standings)
      .innerJoin(seasons, eq(standings.seasonId, seasons.id))
      .innerJoin(teams, eq(standings.teamId, teams.id))
      .where(and(eq(seasons.startYear, 1927), eq(teams.slug, "new-york-yankees")));
    expect(yankees).toEqual({ home: "57-19-1", away: "53-25" });
  });

  it(
    "changes nothing when run a second time",
    async () => {
      const before = await snapshot();
      const second = await runImport(handle.db, retrosheetImporter, dir);
      expect(await snapshot()).toEqual(before);
      expect(second.report.loaded).toEqual(first.report.loaded);
      expect(second.report.rejected).toEqual(first.report.rejected);
    },
    IMPORT_TIMEOUT,
  );

  describe("with a bad or missing file", () => {
    let work: string;
    beforeAll(() => {
      work = mkdtempSync(join(tmpdir(), "retrosheet-"));
    });
    afterAll(() => {
      rmSync(work, { recursive: true, force: true });
    });

    /** A datasets folder holding the logs (all but `leave`), and Lahman unless told not to. */
    function folder(name: string, { leave, lahman = true }: { leave?: string; lahman?: boolean } = {}) {
      const root = join(work, name);
      mkdirSync(join(root, RETROSHEET_DIR), { recursive: true });
      for (const file of retrosheetImporter.files.filter((name) => name.startsWith(`${RETROSHEET_DIR}/`)))
        if (file !== leave) symlinkSync(join(dir, file), join(root, file));
      if (lahman) symlinkSync(join(dir, lahmanFolder(dir)), join(root, "lahman-2025"));
      return root;
    }

    it("stops on a file that is not gzip, naming it, and changes nothing", async () => {
      const root = folder("bad", { leave: logPath("gl1871") });
      writeFileSync(join(root, logPath("gl1871")), "not gzip");
      const before = await snapshot();
      const [sourceBefore] = await handle.db.select().from(schema.dataSources).where(eq(schema.dataSources.slug, "retrosheet-gamelogs"));
      await expect(runImport(handle.db, retrosheetImporter, root)).rejects.toThrow(
        /retrosheet-gamelogs\/gl1871\.txt\.gz: not a readable gzip file/,
      );
      expect(await snapshot()).toEqual(before);
      const [sourceAfter] = await handle.db.select().from(schema.dataSources).where(eq(schema.dataSources.slug, "retrosheet-gamelogs"));
      expect(sourceAfter).toEqual(sourceBefore);
    });

    it("skips with the missing file named, Lahman's clubs and parks included, and changes nothing", async () => {
      const before = await snapshot();
      const skipped = await runImport(handle.db, retrosheetImporter, folder("missing", { leave: logPath("gl2025") }));
      expect(skipped).toMatchObject({ status: "skipped", missing: [logPath("gl2025")] });
      const noLahman = await runImport(handle.db, retrosheetImporter, folder("no-lahman", { lahman: false }));
      expect(noLahman).toMatchObject({
        status: "skipped",
        missing: ["lahman-2025/Teams.csv", "lahman-2025/Parks.csv", "lahman-2025/HomeGames.csv"],
      });
      // Called without the runner's check, the importer says what it lacks.
      await expect(handle.db.transaction((tx) => readClubs(tx, join(work, "no-lahman")))).rejects.toThrow(
        /need Lahman's Teams.csv, Parks.csv and HomeGames.csv/,
      );
      expect(await snapshot()).toEqual(before);
    });
  });
});
