// The college football 2025 importer on the real file: every game loaded, the programs our
// facts hold found by school and the others added under the file's names, the CFP final merged
// with our curated final and agreeing with it, a second run changing nothing, a failed run nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type DatabaseHandle } from "@tl/db/client";
import { championships, games, teams } from "@tl/db/schema";
import { count, eq, like, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLEGE_FOOTBALL_NATIONAL_CHAMPIONSHIP } from "../curated/champions/college-football-national-championship";
import { datasetsDir } from "../datasets/locate";
import { finalSlug, gameScore } from "../seed/finals";
import { seedIfEmpty } from "../seed/index";
import { needsDatasets } from "../test/datasets";
import { cfbScheduleImporter } from "./cfb-schedule";
import { runImport } from "./run";
import type { Importer } from "./types";

const home = alias(teams, "home");
const away = alias(teams, "away");

describe("cfbfastR college football 2025 importer", needsDatasets(cfbScheduleImporter.files), () => {
  let handle: DatabaseHandle;
  const dir = datasetsDir() ?? "";

  async function snapshot() {
    const sum = async (table: string, columns: string) => {
      const [row] = await handle.db
        .select({ n: sql<number>`count(*)::int`, sum: sql<string>`md5(coalesce(string_agg(line, ';' order by line), ''))` })
        .from(sql.raw(`(select concat_ws(',', ${columns}) as line from ${table}) as lines`));
      return `${String(row?.n)}/${row?.sum ?? ""}`;
    };
    return {
      games: await sum(
        "games",
        "id, slug, season_id, championship_id, home_team_id, away_team_id, home_score, away_score, status, game_date, venue, neutral_site, round, attendance",
      ),
      teams: await sum("teams", "id, slug, city, name, abbreviation, source_key"),
    };
  }

  async function game(slug: string) {
    const [row] = await handle.db
      .select({
        date: games.gameDate,
        home: home.slug,
        away: away.slug,
        homeScore: games.homeScore,
        awayScore: games.awayScore,
        status: games.status,
        venue: games.venue,
        attendance: games.attendance,
        neutralSite: games.neutralSite,
        round: games.round,
        championship: championships.slug,
      })
      .from(games)
      .innerJoin(home, eq(games.homeTeamId, home.id))
      .innerJoin(away, eq(games.awayTeamId, away.id))
      .leftJoin(championships, eq(games.championshipId, championships.id))
      .where(eq(games.slug, slug));
    return row;
  }

  beforeAll(async () => {
    handle = await openDatabase();
    await handle.migrate();
    await seedIfEmpty(handle);
  });
  afterAll(() => handle.close());

  it("loads all 958 games of the file, each program once", async () => {
    const [before] = await handle.db.select({ n: count() }).from(games);
    const started = performance.now();
    const outcome = await runImport(handle.db, cfbScheduleImporter, dir);
    console.info(`College football 2025 import: ${String(Math.round(performance.now() - started))} ms`);
    expect(outcome.status).toBe("imported");
    expect(outcome.report.totalRejected).toBe(0);
    expect(outcome.report.loaded.get("games")).toBe(958);
    const [after] = await handle.db.select({ n: count() }).from(games);
    const curatedFinal = COLLEGE_FOOTBALL_NATIONAL_CHAMPIONSHIP.some((fact) => fact.season === 2025);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(curatedFinal ? 957 : 958);
    // 236 teams in the file; the programs our facts hold are not added again.
    const [added] = await handle.db.select({ n: count() }).from(teams).where(like(teams.sourceKey, "cfbfastr:%"));
    expect(added?.n).toBe(outcome.report.loaded.get("teams"));
    expect(236 - (added?.n ?? 0)).toBeGreaterThanOrEqual(42);
    expect(outcome.report.coverage).toEqual([{ league: "ncaa-fbs", firstYear: 2025, lastYear: 2025 }]);
  });

  it("names a program the file adds by its school and nickname", async () => {
    const [bison] = await handle.db
      .select({ slug: teams.slug, city: teams.city, name: teams.name, abbreviation: teams.abbreviation })
      .from(teams)
      .where(eq(teams.sourceKey, "cfbfastr:2449"));
    expect(bison).toEqual({ slug: "north-dakota-state-bison-football", city: "North Dakota State", name: "Bison", abbreviation: "NDSU" });
    // Kickoff 2025-08-30T16:00Z, noon in the East.
    expect(await game("ncaa-fbs-2025-08-30-north-dakota-state-bison-football-at-the-citadel-bulldogs-football")).toMatchObject({
      homeScore: 0,
      awayScore: 38,
      status: "final",
      venue: "Johnson Hagood Stadium",
      attendance: 10691,
      neutralSite: false,
      round: null,
    });
    // The file's 0 at Ohio Stadium is no crowd recorded, not an empty stadium.
    expect(await game("ncaa-fbs-2025-11-22-rutgers-scarlet-knights-football-at-ohio-state-buckeyes-football")).toMatchObject({
      homeScore: 42,
      awayScore: 9,
      attendance: null,
    });
  });

  it("makes the CFP final the championship's game, and it agrees with our curated 2025 champion", async () => {
    const final = await game(finalSlug("college-football-national-championship", 2025));
    expect(final).toMatchObject({
      date: "2026-01-19",
      home: "indiana-hoosiers-football",
      away: "miami-hurricanes-football",
      homeScore: 27,
      awayScore: 21,
      attendance: 67227,
      neutralSite: true,
      championship: "college-football-national-championship",
    });
    const curated = COLLEGE_FOOTBALL_NATIONAL_CHAMPIONSHIP.find((fact) => fact.season === 2025);
    expect(curated, "the curated 2025 champion (college-football-national-championship.ts)").toBeDefined();
    expect(curated).toMatchObject({ champion: final?.home, runnerUp: final?.away, date: final?.date });
    expect(gameScore(curated?.result ?? null)).toEqual([final?.homeScore, final?.awayScore]);
    // The champion's record, bowls included, from the file's games.
    const [record] = await handle.db
      .select({
        wins: sql<number>`count(*) filter (where (${home.slug} = 'indiana-hoosiers-football') = (${games.homeScore} > ${games.awayScore}))::int`,
        losses: sql<number>`count(*) filter (where (${home.slug} = 'indiana-hoosiers-football') = (${games.homeScore} < ${games.awayScore}))::int`,
      })
      .from(games)
      .innerJoin(home, eq(games.homeTeamId, home.id))
      .innerJoin(away, eq(games.awayTeamId, away.id))
      .where(sql`'indiana-hoosiers-football' in (${home.slug}, ${away.slug}) and ${games.gameDate} >= '2025-08-01'`);
    expect(`${String(record?.wins)}–${String(record?.losses)}`).toBe(curated?.record);
  });

  it("changes nothing when run a second time", async () => {
    const before = await snapshot();
    await runImport(handle.db, cfbScheduleImporter, dir);
    expect(await snapshot()).toEqual(before);
  });

  it("leaves the database as it was when an import fails half-way", async () => {
    const before = await snapshot();
    const failing: Importer = {
      ...cfbScheduleImporter,
      async run(tx, datasets, report, progress) {
        await cfbScheduleImporter.run(tx, datasets, report, progress);
        throw new Error("killed half-way");
      },
    };
    await expect(runImport(handle.db, failing, dir)).rejects.toThrow("killed half-way");
    expect(await snapshot()).toEqual(before);
  });
  it("stops with a clear message and changes nothing when the file is not the dataset", async () => {
    const before = await snapshot();
    const bad = mkdtempSync(join(tmpdir(), "tl-cfbfastr-cfb-data-"));
    mkdirSync(join(bad, "cfbfastr-cfb-data"));
    writeFileSync(join(bad, "cfbfastr-cfb-data", "cfb_schedule_2025.csv"), "game_id,date,score\n1,2025-01-01,3\n");
    try {
      await expect(runImport(handle.db, cfbScheduleImporter, bad)).rejects.toThrow(/not the expected file, it lacks the columns/);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
    expect(await snapshot()).toEqual(before);
  });
});
