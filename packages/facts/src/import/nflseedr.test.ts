// nflseedR's standings: the row parser on a few real rows, then the whole file on a seeded
// database after FiveThirtyEight's games: 2021-2023 written, 2016-2020 checked against the
// standings derived from the games, a second run changing nothing.
import { openDatabase, type DatabaseHandle } from "@tl/db/client";
import { leagues, seasons, standings, teams } from "@tl/db/schema";
import { and, eq, gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCsv, type CsvRow } from "../datasets/csv";
import { datasetsDir } from "../datasets/locate";
import { seedIfEmpty } from "../seed/index";
import { needsDatasets } from "../test/datasets";
import { seasonSize } from "../test/seasons";
import { nflGamesImporter } from "./nfl-games";
import { nflseedrImporter } from "./nflseedr";
import { DERIVED_REASON, parseSeedrRow, STANDINGS_FILE, teamOfCode } from "./nflseedr-file";
import { runImport } from "./run";

const HEADER = "season,team,conf,division,games,wins,true_wins,losses,ties,pf,pa,pd,win_pct,div_pct,conf_pct,sov,sos,div_rank".split(",");
const row = (line: string): CsvRow => Object.fromEntries(line.split(",").map((cell, i) => [HEADER[i] ?? "", cell]));
const DIVISIONS = new Map([
  ["BUF", { conference: "AFC", division: "AFC East" }],
  ["WAS", { conference: "NFC", division: "NFC East" }],
  ["LA", { conference: "NFC", division: "NFC West" }],
]);

describe("parseSeedrRow", () => {
  it.each([
    // Buffalo's 2022 game at Cincinnati was cancelled: 16 games.
    [
      "2022,BUF,AFC,AFC East,16,13,13,3,0,455,286,169,0.8125,0.67,0.82,0.47,0.49,1",
      { slug: "buffalo-bills", games: 16, wins: 13, losses: 3, ties: 0, divisionRank: 1 },
    ],
    // A tie: nflseedR's wins count it half (8.5), true_wins not.
    [
      "2022,WAS,NFC,NFC East,17,8.5,8,8,1,321,343,-22,0.5,0.42,0.46,0.45,0.54,4",
      { slug: "washington-commanders", games: 17, wins: 8, losses: 8, ties: 1, divisionRank: 4 },
    ],
    // nflverse's LA is the Rams.
    [
      "2023,LA,NFC,NFC West,17,10,10,7,0,404,377,27,0.59,0.83,0.67,0.45,0.53,2",
      { slug: "los-angeles-rams", games: 17, wins: 10, losses: 7, ties: 0, divisionRank: 2 },
    ],
  ])("reads %s", (line, expected) => {
    const parsed = parseSeedrRow(row(line), DIVISIONS);
    expect(
      typeof parsed === "string"
        ? parsed
        : {
            slug: parsed.team.slug,
            games: parsed.games,
            wins: parsed.wins,
            losses: parsed.losses,
            ties: parsed.ties,
            divisionRank: parsed.divisionRank,
          },
    ).toEqual(expected);
  });

  it.each([
    ["2022,BUF,AFC,AFC West,16,13,13,3,0,455,286,169,0.8125,0.67,0.82,0.47,0.49,1", "conference or division differs from divisions.csv"],
    ["2022,XYZ,AFC,AFC East,16,13,13,3,0,455,286,169,0.8125,0.67,0.82,0.47,0.49,1", "a team code that is none of our NFL franchises"],
    [
      "2022,BUF,AFC,AFC East,17,13,13,3,0,455,286,169,0.8125,0.67,0.82,0.47,0.49,1",
      "wins, losses and ties do not add up to the games played",
    ],
    [
      "2022,BUF,AFC,AFC East,16,13,13,3,0,455,286,169,0.8125,0.67,0.82,0.47,0.49,",
      "malformed row (season, games, wins, losses, ties or division rank)",
    ],
  ])("rejects %s", (line, reason) => {
    expect(parseSeedrRow(row(line), DIVISIONS)).toBe(reason);
  });
});

describe("nflseedR standings importer", needsDatasets([...nflGamesImporter.files, ...nflseedrImporter.files]), () => {
  let handle: DatabaseHandle;
  const dir = datasetsDir() ?? "";

  const nflStandings = (fromYear: number) =>
    handle.db
      .select({
        year: seasons.startYear,
        slug: teams.slug,
        city: standings.teamCity,
        name: standings.teamName,
        wins: standings.wins,
        losses: standings.losses,
        ties: standings.ties,
        rank: standings.rank,
        division: standings.division,
        playoffPosition: standings.playoffPosition,
      })
      .from(standings)
      .innerJoin(seasons, eq(standings.seasonId, seasons.id))
      .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
      .innerJoin(teams, eq(standings.teamId, teams.id))
      .where(and(eq(leagues.slug, "nfl"), gte(seasons.startYear, fromYear)));

  async function checksum() {
    const [row] = await handle.db
      .select({
        sum: sql<string>`md5(string_agg(concat_ws(',', ${standings.seasonId}, ${standings.teamId}, ${standings.wins}, ${standings.rank}, ${standings.division}), ';' order by ${standings.seasonId}, ${standings.teamId}))`,
      })
      .from(standings);
    return row?.sum;
  }

  beforeAll(async () => {
    handle = await openDatabase();
    await handle.migrate();
    await seedIfEmpty(handle);
    await runImport(handle.db, nflGamesImporter, dir);
  });
  afterAll(() => handle.close());

  it("writes 2021-2023 and rejects the earlier rows with their reason", async () => {
    const outcome = await runImport(handle.db, nflseedrImporter, dir);
    const rows = readCsv(`${dir}/${STANDINGS_FILE}`);
    expect(outcome.status).toBe("imported");
    const later = rows.filter((r) => Number(r.season) >= 2021).length;
    expect(later).toBe(96);
    expect(outcome.report.loaded.get("standings")).toBe(later);
    expect(Object.fromEntries(outcome.report.rejected)).toEqual({ [DERIVED_REASON]: rows.length - later });
    const written = await nflStandings(2021);
    expect(written).toHaveLength(96);
    for (const year of [2021, 2022, 2023]) expect(await seasonSize(handle.db, "nfl", year)).toMatchObject({ teams: 32, schedule: 17 });
  });

  it.each([
    [
      2021,
      "los-angeles-rams",
      { city: "Los Angeles", name: "Rams", wins: 12, losses: 5, ties: 0, rank: 1, division: "NFC West", playoffPosition: "champion" },
    ],
    [
      2021,
      "washington-commanders",
      { city: "Washington", name: "Football Team", wins: 7, losses: 10, ties: 0, rank: 3, division: "NFC East", playoffPosition: null },
    ],
    [
      2022,
      "washington-commanders",
      { city: "Washington", name: "Commanders", wins: 8, losses: 8, ties: 1, rank: 4, division: "NFC East", playoffPosition: null },
    ],
    [
      2023,
      "kansas-city-chiefs",
      { city: "Kansas City", name: "Chiefs", wins: 11, losses: 6, ties: 0, rank: 1, division: "AFC West", playoffPosition: "champion" },
    ],
  ])("has the %i %s", async (year, slug, expected) => {
    const found = (await nflStandings(2021)).find((r) => r.year === year && r.slug === slug);
    expect(found).toMatchObject(expected);
  });

  it("agrees for 2016-2020 with the standings derived from the games (W, L, T, division)", async () => {
    const derived = new Map((await nflStandings(2016)).map((r) => [`${String(r.year)}:${r.slug}`, r]));
    const differences: string[] = [];
    let compared = 0;
    for (const r of readCsv(`${dir}/${STANDINGS_FILE}`).filter((r) => Number(r.season) <= 2020)) {
      const ours = derived.get(`${r.season ?? ""}:${teamOfCode(r.team ?? "")?.slug ?? "unknown"}`);
      const theirs = `${r.true_wins ?? ""}-${r.losses ?? ""}-${r.ties ?? ""} ${r.division ?? ""}`;
      const got = ours ? `${String(ours.wins)}-${String(ours.losses)}-${String(ours.ties)} ${ours.division ?? "no division"}` : "no row";
      if (got !== theirs) differences.push(`${r.season ?? ""} ${r.team ?? ""}: nflseedR ${theirs}, derived ${got}`);
      compared += 1;
    }
    expect(compared).toBe(160);
    expect(differences, differences.join("\n")).toEqual([]);
  });

  it("changes nothing when run a second time", async () => {
    const before = await checksum();
    await runImport(handle.db, nflseedrImporter, dir);
    expect(await checksum()).toBe(before);
  });
});
