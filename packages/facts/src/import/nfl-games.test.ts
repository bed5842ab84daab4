// The NFL games importer on the real file: counts add up, a second run changes nothing, and
// an import that fails half-way leaves the database as it was.
import { openDatabase, type DatabaseHandle } from "@tl/db/client";
import { dataSources, games, leagues, seasons, standings, teams } from "@tl/db/schema";
import { and, count, eq, lte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCsv } from "../datasets/csv";
import { datasetFile, datasetsDir } from "../datasets/locate";
import { seedIfEmpty } from "../seed/index";
import { needsDatasets } from "../test/datasets";
import { seasonSize } from "../test/seasons";
import { NFL_ELO_UNNAMED_1920, NFL_TEAMS } from "../curated/teams/nfl";
import { nflGamesImporter } from "./nfl-games";
import { UNNAMED_REASON } from "./nfl-games-file";
import { wasMember } from "./nfl-standings";
import { runImport } from "./run";
import type { Importer } from "./types";

const file = datasetFile("fivethirtyeight-nfl-elo-game", "nfl_games.csv");
const unnamed = new Set<string>(NFL_ELO_UNNAMED_1920);

describe("FiveThirtyEight NFL games importer", needsDatasets(nflGamesImporter.files), () => {
  let handle: DatabaseHandle;
  const dir = datasetsDir() ?? "";

  async function snapshot() {
    const [gameCount] = await handle.db.select({ n: count() }).from(games);
    const [standingCount] = await handle.db.select({ n: count() }).from(standings);
    const [games_] = await handle.db
      .select({
        sum: sql<string>`md5(string_agg(concat_ws(',', ${games.slug}, ${games.homeScore}, ${games.awayScore}, ${games.seasonId}, ${games.round}), ';' order by ${games.slug}))`,
      })
      .from(games);
    const [standings_] = await handle.db
      .select({
        sum: sql<string>`md5(string_agg(concat_ws(',', ${standings.seasonId}, ${standings.teamId}, ${standings.wins}, ${standings.losses}, ${standings.ties}, ${standings.rank}, ${standings.streak}, ${standings.playoffPosition}), ';' order by ${standings.seasonId}, ${standings.teamId}))`,
      })
      .from(standings);
    return { games: gameCount?.n ?? 0, standings: standingCount?.n ?? 0, checksum: `${games_?.sum ?? ""}/${standings_?.sum ?? ""}` };
  }

  beforeAll(async () => {
    handle = await openDatabase();
    await handle.migrate();
    await seedIfEmpty(handle);
  });
  afterAll(() => handle.close());

  it("loads every game of the file except those it rejects, each with a reason", async () => {
    const before = await snapshot();
    const outcome = await runImport(handle.db, nflGamesImporter, dir);
    const rows = readCsv(file ?? "").length;
    expect(outcome.status).toBe("imported");
    expect((outcome.report.loaded.get("games") ?? 0) + outcome.report.totalRejected).toBe(rows);
    // Every club of the file has a name but a few 1920 opponents from outside the league
    // (NFL_ELO_UNNAMED_1920), whose games are rejected with that reason; and the championship
    // games our curated facts already hold.
    const unnamedGames = readCsv(file ?? "").filter((row) => unnamed.has(row.team1 ?? "") || unnamed.has(row.team2 ?? "")).length;
    expect(unnamedGames).toBe(15);
    expect(outcome.report.rejected.get(UNNAMED_REASON)).toBe(unnamedGames);
    expect([...outcome.report.rejected.keys()].sort()).toEqual(["already in our curated facts (championship game)", UNNAMED_REASON].sort());
    const after = await snapshot();
    expect(after.games - before.games).toBe(outcome.report.loaded.get("games"));
    expect(after.standings).toBe(outcome.report.loaded.get("standings"));
    const [source] = await handle.db.select().from(dataSources).where(eq(dataSources.slug, "fivethirtyeight-nfl-games"));
    expect(source).toMatchObject({ licence: "MIT License", rowsRejected: outcome.report.totalRejected });
    expect(source?.importedAt).toBeInstanceOf(Date);
  });

  it("derives standings from the games: the 1972 Dolphins went 14-0", async () => {
    const rows = await handle.db
      .select({
        wins: standings.wins,
        losses: standings.losses,
        ties: standings.ties,
        playoffPosition: standings.playoffPosition,
        name: standings.teamName,
      })
      .from(standings)
      .innerJoin(seasons, eq(standings.seasonId, seasons.id))
      .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
      .innerJoin(teams, eq(standings.teamId, teams.id))
      .where(and(eq(leagues.slug, "nfl"), eq(seasons.startYear, 1972), eq(teams.slug, "miami-dolphins")));
    expect(rows).toEqual([{ wins: 14, losses: 0, ties: 0, playoffPosition: "champion", name: "Dolphins" }]);
  });

  // The early clubs under the names of the season, with the records the league's histories give them.
  it.each([
    [1920, "akron-indians", "Akron", "Pros", 8, 0, 3],
    // Three of the Staleys' 1920 opponents are not named (NFL_ELO_UNNAMED_1920): their results still count.
    [1920, "chicago-bears", "Decatur", "Staleys", 10, 1, 2],
    [1923, "canton-bulldogs", "Canton", "Bulldogs", 11, 0, 1],
    [1924, "cleveland-bulldogs", "Cleveland", "Bulldogs", 7, 1, 1],
    [1926, "frankford-yellow-jackets", "Frankford", "Yellow Jackets", 14, 1, 2],
    [1928, "providence-steam-roller", "Providence", "Steam Roller", 8, 1, 2],
    [1925, "boston-bulldogs", "Pottsville", "Maroons", 10, 2, 0],
    [1929, "boston-bulldogs", "Boston", "Bulldogs", 4, 4, 0],
    [1943, "phil-pitt-combine", "", "Phil-Pitt Combine", 5, 4, 1],
    [1949, "new-york-yanks", "New York", "Bulldogs", 1, 10, 1],
    [1952, "dallas-texans-1952", "Dallas", "Texans", 1, 11, 0],
  ])("names the %i %s as %s %s, %i-%i-%i", async (year, slug, city, name, wins, losses, ties) => {
    const rows = await handle.db
      .select({ city: standings.teamCity, name: standings.teamName, wins: standings.wins, losses: standings.losses, ties: standings.ties })
      .from(standings)
      .innerJoin(seasons, eq(standings.seasonId, seasons.id))
      .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
      .innerJoin(teams, eq(standings.teamId, teams.id))
      .where(and(eq(leagues.slug, "nfl"), eq(seasons.startYear, year), eq(teams.slug, slug)));
    expect(rows).toEqual([{ city, name, wins, losses, ties }]);
  });

  it("gives every club of the league in each season of the file a standings row, and 1920's outside opponents none", async () => {
    const byCode = new Map(NFL_TEAMS.flatMap((team) => (team.keys?.nflElo ?? []).map((code) => [code, team] as const)));
    const expected = new Map<number, Set<string>>();
    for (const row of readCsv(file ?? "")) {
      if (row.playoff === "1") continue;
      const clubs = expected.get(Number(row.season)) ?? new Set<string>();
      for (const code of [row.team1 ?? "", row.team2 ?? ""]) {
        const team = byCode.get(code);
        if (!unnamed.has(code) && (!team || wasMember(team, Number(row.season)))) clubs.add(team?.slug ?? `unmapped ${code}`);
      }
      expected.set(Number(row.season), clubs);
    }
    const rows = await handle.db
      .select({ year: seasons.startYear, slug: teams.slug })
      .from(standings)
      .innerJoin(seasons, eq(standings.seasonId, seasons.id))
      .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
      .innerJoin(teams, eq(standings.teamId, teams.id))
      .where(and(eq(leagues.slug, "nfl"), lte(seasons.startYear, 2020)));
    const got = new Map<number, Set<string>>();
    for (const row of rows) got.set(row.year, (got.get(row.year) ?? new Set()).add(row.slug));
    const differences = [...expected].flatMap(([year, clubs]) => {
      const have = got.get(year) ?? new Set<string>();
      const missing = [...clubs].filter((slug) => !have.has(slug));
      const extra = [...have].filter((slug) => !clubs.has(slug));
      return missing.length + extra.length > 0 ? [`${String(year)}: missing ${missing.join(" ")}; extra ${extra.join(" ")}`] : [];
    });
    expect(differences, differences.join("\n")).toEqual([]);
    // 1920: the APFA's 14 clubs (the Cincinnati Celts, Minneapolis Marines and Toledo Maroons not yet members).
    expect(got.get(1920)?.size).toBe(14);
    expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
  });

  it("puts each team in its conference and division from the 2002 realignment on, and in none before", async () => {
    const alignment = async (year: number) =>
      handle.db
        .select({ slug: teams.slug, conference: standings.conference, division: standings.division })
        .from(standings)
        .innerJoin(seasons, eq(standings.seasonId, seasons.id))
        .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
        .innerJoin(teams, eq(standings.teamId, teams.id))
        .where(and(eq(leagues.slug, "nfl"), eq(seasons.startYear, year)));
    const season2020 = await alignment(2020);
    expect(season2020).toHaveLength(32);
    const divisions = new Map<string, string[]>();
    for (const row of season2020) divisions.set(row.division ?? "none", [...(divisions.get(row.division ?? "none") ?? []), row.slug]);
    expect([...divisions.values()].map((members) => members.length)).toEqual(Array.from({ length: 8 }, () => 4));
    expect(season2020.find((row) => row.slug === "las-vegas-raiders")).toEqual({
      slug: "las-vegas-raiders",
      conference: "AFC",
      division: "AFC West",
    });
    expect(divisions.get("NFC South")?.sort()).toEqual([
      "atlanta-falcons",
      "carolina-panthers",
      "new-orleans-saints",
      "tampa-bay-buccaneers",
    ]);
    expect((await alignment(2002)).find((row) => row.slug === "houston-texans")).toMatchObject({
      conference: "AFC",
      division: "AFC South",
    });
    // 2001: Tampa Bay still played in the NFC Central; no earlier alignment is stored.
    expect((await alignment(2001)).every((row) => row.division === null && row.conference === null)).toBe(true);
  });

  it("gives each NFL season its teams, games, schedule length and dates, the AFL's 1960s games apart", async () => {
    const season = (year: number) => seasonSize(handle.db, "nfl", year);
    // 2020: 32 teams, 16 games each (256), 13 playoff games from the wild-card round to Super Bowl LV.
    expect(await season(2020)).toEqual({ teams: 32, games: 269, schedule: 16, start: "2020-09-10", end: "2021-02-07" });
    // 1965: the NFL's 14 teams played 14 games each (98), then the Western Conference playoff and
    // the championship game; the AFL's eight teams and its title game are not counted.
    expect(await season(1965)).toMatchObject({ teams: 14, games: 100, schedule: 14, end: "1966-01-02" });
    // 1966: Atlanta made 15; the NFL title game and Super Bowl I close it.
    expect(await season(1966)).toMatchObject({ teams: 15, games: 107, schedule: 14, end: "1967-01-15" });
  });

  it("changes nothing when run a second time", async () => {
    const before = await snapshot();
    await runImport(handle.db, nflGamesImporter, dir);
    expect(await snapshot()).toEqual(before);
  });

  it("leaves the database as it was when an import fails half-way", async () => {
    const before = await snapshot();
    const failing: Importer = {
      ...nflGamesImporter,
      async run(tx, datasets, report, progress) {
        await nflGamesImporter.run(tx, datasets, report, progress);
        throw new Error("killed half-way");
      },
    };
    await expect(runImport(handle.db, failing, dir)).rejects.toThrow("killed half-way");
    expect(await snapshot()).toEqual(before);
  });
});
