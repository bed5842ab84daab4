// The Hockey Databank importer: on the real files (every row of every file loaded or rejected
// with a reason, facts checked against the files, a second run changes nothing, a failed run
// changes nothing), and on a small made-up Databank for what the real one never exercises
// (an NHL franchise we have no facts for, slugs already taken).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type DatabaseHandle } from "@tl/db/client";
import { getCoach } from "@tl/db/queries/coaches";
import { getPlayer } from "@tl/db/queries/players";
import {
  coachSeasons,
  coaches,
  dataSources,
  leagues,
  people,
  playerSeasons,
  postseasonSeries,
  seasons,
  standings,
  teamNames,
  teams,
} from "@tl/db/schema";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCsv } from "../datasets/csv";
import { datasetFile, datasetsDir } from "../datasets/locate";
import { seedIfEmpty } from "../seed/index";
import { needsDatasets } from "../test/datasets";
import { seasonSize } from "../test/seasons";
import { hockeyDatabankImporter } from "./hockey-databank";
import { accountedRows, ACCOUNTED_FILES, FILES } from "./hockey-databank-data";
import { runImport } from "./run";
import type { ImportReport, Importer } from "./types";

const ATTRIBUTION =
  "The information used herein was obtained free of charge from and is copyrighted by the Hockey Databank project. For more information about the Hockey Databank project please visit http://sports.groups.yahoo.com/group/hockey-databank";

/** Key columns of every table the importer writes (ids included: an upsert must not re-create rows). */
const SNAPSHOT: Record<string, string> = {
  teams: "id, slug, city, name, abbreviation, conference, division, founded_year, is_active, source_key",
  team_names: "id, team_id, first_year, last_year, city, name, abbreviation",
  seasons: "id, league_id, start_year, end_year, name",
  standings:
    "id, season_id, team_id, team_city, team_name, team_abbreviation, rank, wins, losses, ties, overtime_losses, points, win_percentage, games_played, conference, division, home_record, away_record, playoff_position",
  postseason_series: "id, season_id, round, winner_team_id, loser_team_id, winner_wins, loser_wins, ties",
  people: "id, slug, first_name, last_name, full_name, birth_date, birth_place, death_date, height, weight, source_key",
  players:
    "id, person_id, league_id, current_team_id, position, debut_year, final_year, years_pro, career_stats, championships_won, is_active",
  coaches:
    "id, person_id, league_id, current_team_id, position, years_coaching, wins, losses, ties, playoff_appearances, playoff_wins, playoff_losses, championships_won, is_active",
  awards: "id, person_id, league_id, name, year, notes",
  player_seasons: "id, person_id, league_id, team_id, season_id, year, stint, kind, stats::text",
  coach_seasons:
    "id, person_id, league_id, team_id, season_id, year, stint, games, wins, losses, ties, overtime_losses, playoff_games, playoff_wins, playoff_losses, playoff_ties",
};

async function snapshot(handle: DatabaseHandle) {
  const result: Record<string, string> = {};
  for (const [table, columns] of Object.entries(SNAPSHOT)) {
    const [row] = await handle.db
      .select({ n: sql<number>`count(*)::int`, sum: sql<string>`md5(coalesce(string_agg(line, ';' order by line), ''))` })
      .from(sql.raw(`(select concat_ws(',', ${columns}) as line from ${table}) as lines`));
    result[table] = `${String(row?.n)}/${row?.sum ?? ""}`;
  }
  return result;
}

function failing(importer: Importer): Importer {
  return {
    ...importer,
    async run(tx, datasets, report, progress) {
      await importer.run(tx, datasets, report, progress);
      throw new Error("killed half-way");
    },
  };
}

const csv = (file: string) => readCsv(datasetFile("hockey-databank", file) ?? "");

describe("Hockey Databank importer on the real files", needsDatasets(hockeyDatabankImporter.files), () => {
  let handle: DatabaseHandle;
  let outcomeReport: ImportReport;
  const dir = datasetsDir() ?? "";

  beforeAll(async () => {
    handle = await openDatabase();
    await handle.migrate();
    // The importer alone: with our people seeded too, it is tested in all.test.ts.
    await seedIfEmpty(handle, { people: false });
  });
  afterAll(() => handle.close());

  const standingOf = async (year: number, slug: string) =>
    (
      await handle.db
        .select()
        .from(standings)
        .innerJoin(seasons, eq(standings.seasonId, seasons.id))
        .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
        .innerJoin(teams, eq(standings.teamId, teams.id))
        .where(and(eq(leagues.slug, "nhl"), eq(seasons.startYear, year), eq(teams.slug, slug)))
    ).map((row) => row.standings);

  it("loads or rejects every row of every file, with reasons, leaving curated teams as they were", { timeout: 120_000 }, async () => {
    const curatedBefore = await handle.db.select().from(teams).orderBy(teams.id);
    const started = Date.now();
    const outcome = await runImport(handle.db, hockeyDatabankImporter, dir);
    console.info(`Hockey Databank import: ${String(Date.now() - started)} ms`);
    expect(outcome.status).toBe("imported");
    const { report } = outcome;
    outcomeReport = report;
    for (const key of ACCOUNTED_FILES) {
      const { loaded, rejected } = accountedRows(report, FILES[key]);
      expect(loaded + rejected, FILES[key]).toBe(csv(FILES[key]).length);
    }
    for (const reason of report.rejected.keys()) expect(reason).toMatch(/^[\w.]+\.csv: \w/);
    // The reasons other than "not an NHL season row", one by one.
    const other = Object.fromEntries([...report.rejected].filter(([reason]) => !reason.includes("not an NHL season row")));
    expect(other).toEqual({
      "SeriesPost.csv: no decision: the final was abandoned (note ND)": 1,
      "SeriesPost.csv: won by default, no game played (note DEF)": 1,
      "Goalies.csv: goaltending row of a player whose Master.csv position is not G (his career stats are a skater's)": 34,
      "Coaches.csv: coach not in Master.csv": 2,
      "Master.csv: no NHL player or coach row (other leagues only)": 693,
      "Master.csv: no player or coach ID (a Hall of Fame builder or official)": 123,
    });

    expect(await handle.db.select().from(teams).orderBy(teams.id)).toEqual(curatedBefore);
    const [source] = await handle.db.select().from(dataSources).where(eq(dataSources.slug, "hockey-databank"));
    expect(source).toMatchObject({
      name: "Hockey Databank",
      url: "http://sports.groups.yahoo.com/group/hockey-databank",
      licence: "Hockey Databank notice (free use with attribution)",
      licenceUrl: null,
      attribution: ATTRIBUTION,
      coverage: [{ league: "nhl", firstYear: 1917, lastYear: 2017 }],
      rowsLoaded: report.totalLoaded,
      rowsRejected: report.totalRejected,
    });
    const counts = await snapshot(handle);
    const nhlPlayers = new Set(
      csv(FILES.scoring)
        .filter((row) => row.lgID === "NHL")
        .map((row) => row.playerID),
    );
    expect(counts.players).toMatch(new RegExp(`^${String(nhlPlayers.size)}/`));
    expect(counts.standings).toMatch(new RegExp(`^${String(report.loaded.get("Teams.csv → standings"))}/`));
    expect(counts.postseason_series).toMatch(new RegExp(`^${String(report.loaded.get("SeriesPost.csv → postseason_series"))}/`));
    expect(counts.people).toMatch(new RegExp(`^${String(report.loaded.get("Master.csv → people"))}/`));
  });

  it("sums a player's NHL rows: Wayne Gretzky's 894 goals, Martin Brodeur's goaltending", async () => {
    const scoring = csv(FILES.scoring).filter((row) => row.playerID === "gretzwa01" && row.lgID === "NHL");
    const goals = scoring.reduce((sum, row) => sum + Number(row.G), 0);
    expect(goals).toBe(894);
    const gretzky = await getPlayer(handle.db, "wayne-gretzky");
    expect(gretzky).toMatchObject({
      position: "Center",
      debut_year: 1979,
      final_year: 1998,
      years_pro: 20,
      championships_won: 4,
      is_active: false,
    });
    expect(gretzky?.person).toMatchObject({ birth_date: "1961-01-26", birth_place: "Brantford, ON, Canada" });
    expect(gretzky?.career_stats).toMatchObject({ goals, games_played: 1487, points: 2857, playoff_goals: 122 });
    expect(gretzky?.awards).toContain("Hart (1979-80)");
    expect(gretzky?.awards.filter((award) => award.startsWith("Hart ("))).toHaveLength(9);

    const rows = csv(FILES.goalies).filter((row) => row.playerID === "brodema01" && row.lgID === "NHL");
    const sum = (column: string, of = rows) => of.reduce((total, row) => total + Number(row[column] || 0), 0);
    const withShots = rows.filter((row) => row.SA !== "");
    const brodeur = await getPlayer(handle.db, "martin-brodeur");
    expect(brodeur?.position).toBe("Goalie");
    expect(brodeur?.career_stats).toMatchObject({
      games_played: sum("GP"),
      wins: 691,
      shutouts: sum("SHO"),
      goals_against_average: Math.round(((sum("GA") * 60) / sum("Min")) * 100) / 100,
      save_percentage: Math.round((1 - sum("GA", withShots) / sum("SA", withShots)) * 1000) / 1000,
    });
    // Henri Richard won eleven Cups; Jacques Lemaire is one person, player and coach.
    expect((await getPlayer(handle.db, "henri-richard"))?.championships_won).toBe(11);
    // 3 regular-season games for the 1952-53 winners, no playoff game: 10 Cups, not 11.
    expect((await getPlayer(handle.db, "jean-beliveau"))?.championships_won).toBe(10);
    expect((await getPlayer(handle.db, "jacques-lemaire"))?.championships_won).toBe(8);
    expect((await getCoach(handle.db, "jacques-lemaire"))?.championships_won).toBe(1);
    expect(await handle.db.select({ slug: people.slug }).from(people).where(eq(people.lastName, "Lemaire"))).toEqual([
      { slug: "jacques-lemaire" },
    ]);
  });

  /** A Databank person's player-season or coach-season rows, in season order. */
  const seasonRows = async (id: string) => {
    const [person] = await handle.db
      .select({ id: people.id })
      .from(people)
      .where(eq(people.sourceKey, `hockey-databank:${id}`));
    const personId = person?.id ?? 0;
    return {
      played: await handle.db
        .select()
        .from(playerSeasons)
        .where(eq(playerSeasons.personId, personId))
        .orderBy(playerSeasons.year, playerSeasons.stint),
      coached: await handle.db.select().from(coachSeasons).where(eq(coachSeasons.personId, personId)).orderBy(coachSeasons.year),
    };
  };

  it("keeps every loaded Scoring, Goalies and Coaches row as a season row, adding up to the careers", async () => {
    // Wayne Gretzky: a skater row per NHL row of Scoring.csv, his goals summing to the career's 894.
    const gretzky = (await seasonRows("gretzwa01")).played;
    const scoring = csv(FILES.scoring).filter((row) => row.playerID === "gretzwa01" && row.lgID === "NHL");
    expect(gretzky.map((row) => [row.kind, row.year, row.stint])).toEqual(
      scoring.map((row) => ["skater", Number(row.year), Number(row.stint)]),
    );
    expect(gretzky.reduce((sum, row) => sum + (row.stats.goals ?? 0), 0)).toBe(894);
    expect((await getPlayer(handle.db, "wayne-gretzky"))?.career_stats.goals).toBe(894);
    expect(gretzky.find((row) => row.year === 1981)?.stats).toMatchObject({
      games_played: 80,
      goals: 92,
      assists: 120,
      points: 212,
      playoff_goals: 5,
      playoff_points: 12,
    });
    // 1988-89: traded in the summer, one row for the Kings.
    expect(gretzky.filter((row) => row.year === 1988)).toHaveLength(1);

    // Patrick Roy: goalie rows, one per NHL row of Goalies.csv; wins summing to the career's.
    const roy = (await seasonRows("roypa01")).played.filter((row) => row.kind === "goalie");
    const goalies = csv(FILES.goalies).filter((row) => row.playerID === "roypa01" && row.lgID === "NHL");
    expect(roy).toHaveLength(goalies.length);
    const royWins = roy.reduce((sum, row) => sum + (row.stats.wins ?? 0), 0);
    expect(royWins).toBe(goalies.reduce((sum, row) => sum + Number(row.W), 0));
    expect((await getPlayer(handle.db, "patrick-roy"))?.career_stats.wins).toBe(royWins);
    // A season without playoffs has no playoff keys (1984-85: one game, no PostGP).
    const noPlayoffs = roy.find((row) => row.year === 1984);
    expect(Object.keys(noPlayoffs?.stats ?? {}).some((key) => key.startsWith("playoff_"))).toBe(false);

    // Scotty Bowman: his coach rows add up to his coach row (Coaches.csv: 1,244-573-314, playoffs 223-130).
    const bowman = (await seasonRows("bowmasc01c")).coached;
    expect(bowman).toHaveLength(csv(FILES.coaches).filter((row) => row.coachID === "bowmasc01c" && row.lgID === "NHL").length);
    const total = (column: "wins" | "losses" | "ties" | "playoffWins" | "playoffLosses") =>
      bowman.reduce((sum, row) => sum + (row[column] ?? 0), 0);
    expect([total("wins"), total("losses"), total("ties"), total("playoffWins"), total("playoffLosses")]).toEqual([
      1244, 573, 314, 223, 130,
    ]);
    expect((await getCoach(handle.db, "scotty-bowman"))?.career_record).toMatchObject({
      wins: 1244,
      losses: 573,
      ties: 314,
      playoff_wins: 223,
      playoff_losses: 130,
    });

    // Exactly the loaded rows: one per accepted Scoring and Goalies row, one per accepted Coaches row.
    const [players] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(playerSeasons);
    const accepted = (file: string) => accountedRows(outcomeReport, file).loaded;
    expect(players?.n).toBe(accepted(FILES.scoring) + accepted(FILES.goalies));
    const [coached] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(coachSeasons);
    expect(coached?.n).toBe(accepted(FILES.coaches));
  });

  it("gives people with the same name distinct slugs, the earliest NHL debut keeping the plain one", async () => {
    const ahos = await handle.db
      .select({ slug: people.slug, key: people.sourceKey })
      .from(people)
      .where(eq(people.fullName, "Sebastian Aho"))
      .orderBy(people.slug);
    expect(ahos).toEqual([
      { slug: "sebastian-aho", key: "hockey-databank:ahose01" },
      { slug: "sebastian-aho-ahose02", key: "hockey-databank:ahose02" },
    ]);
  });

  it("derives standings: the 1976-77 Canadiens 60-8-12, 132 points; the 2017-18 Capitals champions", async () => {
    expect(await standingOf(1976, "montreal-canadiens")).toEqual([
      expect.objectContaining({
        wins: 60,
        losses: 8,
        ties: 12,
        points: 132,
        gamesPlayed: 80,
        rank: 1,
        winPercentage: 0.8824,
        conference: "Wales Conference",
        division: "Norris Division",
        homeRecord: "33-1-6",
        awayRecord: "27-7-6",
        playoffPosition: "champion",
        teamName: "Canadiens",
      }),
    ]);
    expect(await standingOf(2017, "washington-capitals")).toEqual([
      expect.objectContaining({
        wins: 49,
        losses: 26,
        ties: 0,
        overtimeLosses: 7,
        points: 105,
        conference: "Eastern Conference",
        division: "Metropolitan Division",
        homeRecord: "28-11-2",
        playoffPosition: "champion",
        teamCity: "Washington",
        teamName: "Capitals",
      }),
    ]);
    expect(await standingOf(2001, "detroit-red-wings")).toEqual([
      expect.objectContaining({ homeRecord: "28-7-5-1", awayRecord: "23-10-5-3" }),
    ]);
    // Curated names by season; before the curated history, the Databank's name (Hamilton, 1920-21).
    expect(await standingOf(1993, "anaheim-ducks")).toEqual([expect.objectContaining({ teamCity: "Anaheim", teamName: "Mighty Ducks" })]);
    expect(await standingOf(1920, "brooklyn-americans")).toEqual([
      expect.objectContaining({ teamCity: "Hamilton", teamName: "Tigers", playoffPosition: "eliminated" }),
    ]);
    // Curated champions win: Ottawa won the 1919-20 final; 1918-19 was abandoned.
    expect(await standingOf(1919, "st-louis-eagles")).toEqual([
      expect.objectContaining({ teamCity: "Ottawa", teamName: "Senators", playoffPosition: "champion" }),
    ]);
    expect(await standingOf(1918, "montreal-canadiens")).toEqual([expect.objectContaining({ playoffPosition: "playoffs" })]);
    const champions = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(standings)
      .where(eq(standings.playoffPosition, "champion"));
    const coachTitles = await handle.db.select({ n: sql<number>`sum(${coaches.championshipsWon})::int` }).from(coaches);
    expect(coachTitles[0]?.n).toBe(champions[0]?.n);
  });

  it("gives each NHL season its clubs, games and schedule length", async () => {
    const seasonOf = (year: number) => seasonSize(handle.db, "nhl", year);
    // 2016-17: 30 clubs, 82 games each (1,230), and 87 playoff games.
    expect(await seasonOf(2016)).toMatchObject({ teams: 30, games: 1317, schedule: 82, start: null });
    // 1917-18: four clubs; the Wanderers folded after six games; 36 games, then the NHL final (2)
    // and the Stanley Cup Final against Vancouver (5).
    expect(await seasonOf(1917)).toMatchObject({ teams: 4, games: 43, schedule: 22 });
  });

  it("credits each Cup to the coach behind the bench in the playoffs", async () => {
    const titles = async (slug: string) => (await getCoach(handle.db, slug))?.championships_won;
    expect(await titles("scotty-bowman")).toBe(9);
    expect(await titles("dan-bylsma")).toBe(1);
    expect(await titles("michel-therrien")).toBe(0);
    expect(await titles("larry-robinson")).toBe(1);
    expect(await titles("barry-trotz")).toBe(1);
    expect(await getCoach(handle.db, "barry-trotz")).toMatchObject({
      is_active: true,
      current_team: { slug: "washington-capitals" },
      position: "Head Coach",
    });
  });

  it("loads the playoff series, with the curated corrections", async () => {
    const finals = await handle.db
      .select({
        year: seasons.startYear,
        winner: sql<string>`(select slug from teams where id = ${postseasonSeries.winnerTeamId})`,
        loser: sql<string>`(select slug from teams where id = ${postseasonSeries.loserTeamId})`,
        w: postseasonSeries.winnerWins,
        l: postseasonSeries.loserWins,
        t: postseasonSeries.ties,
      })
      .from(postseasonSeries)
      .innerJoin(seasons, eq(postseasonSeries.seasonId, seasons.id))
      .where(and(eq(postseasonSeries.roundCode, "SCF"), sql`${seasons.startYear} in (1919, 1987, 2017)`))
      .orderBy(seasons.startYear);
    expect(finals).toEqual([
      { year: 1919, winner: "st-louis-eagles", loser: "seattle-metropolitans", w: 3, l: 2, t: 0 },
      { year: 1987, winner: "edmonton-oilers", loser: "boston-bruins", w: 4, l: 0, t: 0 },
      { year: 2017, winner: "washington-capitals", loser: "vegas-golden-knights", w: 4, l: 1, t: 0 },
    ]);
  });

  it("names every playoff round, never by its bare code", async () => {
    const rounds = await handle.db
      .selectDistinct({ code: postseasonSeries.roundCode, round: postseasonSeries.round })
      .from(postseasonSeries)
      .orderBy(postseasonSeries.roundCode);
    // Every code of the NHL rows the file holds (WHA-only rounds such as ACF are rejected) has its name from abbrev.csv.
    expect(rounds).toEqual([
      { code: "C1", round: "Conference first round" },
      { code: "C2", round: "Conference second round" },
      { code: "CF", round: "Conference finals" },
      { code: "CQF", round: "Conference quarterfinals" },
      { code: "CSF", round: "Conference semifinals" },
      { code: "DF", round: "Division finals" },
      { code: "DSF", round: "Division semifinals" },
      { code: "F", round: "League finals" },
      { code: "Pre", round: "Preliminary round" },
      { code: "QF", round: "Quarterfinals" },
      { code: "SCF", round: "Stanley Cup Final" },
      { code: "SCSF", round: "Stanley Cup semifinals" },
      { code: "SF", round: "Semifinals" },
    ]);
    // The 1995-96 Rangers' first round, over Montreal: a conference quarterfinal.
    const [cqf] = await handle.db
      .select({ round: postseasonSeries.round })
      .from(postseasonSeries)
      .innerJoin(seasons, eq(postseasonSeries.seasonId, seasons.id))
      .where(
        and(eq(seasons.startYear, 1995), sql`${postseasonSeries.winnerTeamId} = (select id from teams where slug = 'new-york-rangers')`),
      )
      .orderBy(postseasonSeries.id)
      .limit(1);
    expect(cqf).toEqual({ round: "Conference quarterfinals" });
  });

  it("changes nothing when run a second time", { timeout: 120_000 }, async () => {
    const before = await snapshot(handle);
    await runImport(handle.db, hockeyDatabankImporter, dir);
    expect(await snapshot(handle)).toEqual(before);
  });

  it("leaves the database as it was when an import fails half-way", { timeout: 120_000 }, async () => {
    const before = await snapshot(handle);
    await expect(runImport(handle.db, failing(hockeyDatabankImporter), dir)).rejects.toThrow("killed half-way");
    expect(await snapshot(handle)).toEqual(before);
  });
});

/** A made-up Databank: an NHL franchise we have no facts for, a WHA team, people whose slugs clash. */
const FIXTURE: Record<string, string[]> = {
  [FILES.teams]: [
    "year,lgID,tmID,franchID,confID,divID,rank,playoff,G,W,L,T,OTL,Pts,name",
    "1930,NHL,MTL,MTL,,CA,1,SC,44,26,10,8,,60,Montreal Canadiens",
    "1930,NHL,HXC,XYZ,,CA,2,F,44,10,30,4,,24,Mighty Comets of Halifax",
    "1931,NHL,NYC,XYZ,,AM,3,,48,12,30,6,,30,New York Comets",
    "1932,NHL,NYC,XYZ,,AM,3,,48,12,31,5,,29,New York Comets",
    "1931,WHA,NWF,NWF,,,1,,48,30,18,0,,60,Nowhere Flyers",
  ],
  [FILES.splits]: ["year,lgID,tmID,hW,hL,hT,hOTL,rW,rL,rT,rOTL", "1930,NHL,HXC,6,14,2,,4,16,2,", "1931,WHA,NWF,15,9,0,,15,9,0,"],
  [FILES.teamsPost]: ["year,lgID,tmID,G,W,L,T", "1930,NHL,MTL,5,3,2,0", "1930,NHL,HXC,5,2,3,0"],
  [FILES.series]: [
    "year,round,series,tmIDWinner,lgIDWinner,tmIDLoser,lgIDLoser,W,L,T,GoalsWinner,GoalsLoser,note",
    "1930,SCF,,MTL,NHL,HXC,NHL,3,2,0,10,8,",
  ],
  [FILES.master]: [
    "playerID,coachID,hofID,firstName,lastName,height,weight,firstNHL,lastNHL,pos,birthYear,birthMon,birthDay,birthCountry,birthState,birthCity,deathYear,deathMon,deathDay",
    "doejo01,,,John,Doe,74,190,1930,1931,C,1905,2,,Canada,NS,Halifax,9999,,",
    "roeji01,,,Jim,Roe,70,170,1931,1931,D,1908,1,5,,,,1980,3,4",
    "roeji02,,,Jim,Roe,71,165,1930,1930,G,,,,USA,,,,,",
    ",smithco01c,,Coach,Smith,,,,,,,,,,,,,,",
    "whaon01,,,Only,Wha,,,,,R,,,,,,,,,",
    ",,builder01h,Some,Builder,,,,,,,,,,,,,,",
  ],
  [FILES.scoring]: [
    "playerID,year,stint,tmID,lgID,pos,GP,G,A,Pts,PIM,+/-,PPG,PostGP,PostG,PostA,PostPts",
    "doejo01,1930,1,HXC,NHL,C,40,10,5,15,2,,,5,1,1,2",
    "doejo01,1931,1,NYC,NHL,C,48,20,10,30,4,,,,,,",
    "roeji01,1931,1,NYC,NHL,D,30,1,2,3,40,,,,,,",
    "roeji02,1930,1,HXC,NHL,G,44,0,1,1,0,,,5,0,0,0",
    "whaon01,1931,1,NWF,WHA,R,48,30,30,60,10,,,,,,",
  ],
  [FILES.goalies]: [
    "playerID,year,stint,tmID,lgID,GP,Min,W,L,T/OL,ENG,SHO,GA,SA,PostGP,PostMin,PostW,PostL,PostT,PostENG,PostSHO,PostGA,PostSA",
    "roeji02,1930,1,HXC,NHL,44,2640,10,30,4,,1,120,,5,300,2,3,,,0,12,",
    "doejo01,1931,1,NYC,NHL,1,20,0,0,0,,0,3,,,,,,,,,,",
  ],
  [FILES.coaches]: [
    "coachID,year,tmID,lgID,stint,notes,g,w,l,t,otl,postg,postw,postl,postt",
    "smithco01c,1930,HXC,NHL,1,,44,10,30,4,,5,2,3,",
  ],
  [FILES.awardsPlayers]: [
    "playerID,award,year,lgID,note,pos",
    "doejo01,Hart,1930,NHL,,",
    "doejo01,Hart,1930,NHL,,",
    "whaon01,Hart,1931,WHA,,",
  ],
  [FILES.awardsCoaches]: ["coachID,award,year,lgID,note", "smithco01c,Jack Adams,1930,NHL,"],
  [FILES.abbrev]: ["Type,Code,Fullname", "Division,CA,Canadian Division", "Division,AM,American Division"],
};

describe("Hockey Databank importer on a made-up Databank", () => {
  let handle: DatabaseHandle;
  const dir = mkdtempSync(join(tmpdir(), "hockey-databank-"));

  beforeAll(async () => {
    const folder = join(dir, "hockey-databank");
    mkdirSync(folder);
    for (const [file, lines] of Object.entries(FIXTURE)) writeFileSync(join(folder, file), `${lines.join("\n")}\n`);
    handle = await openDatabase();
    await handle.migrate();
    // The importer alone: with our people seeded too, it is tested in all.test.ts.
    await seedIfEmpty(handle, { people: false });
    await handle.db.insert(people).values({ slug: "john-doe", fullName: "John Doe", sourceKey: "another-source:doe" });
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    "creates the franchise we have no facts for, from the Databank's names, and people with unique slugs",
    { timeout: 60_000 },
    async () => {
      const outcome = await runImport(handle.db, hockeyDatabankImporter, dir);
      for (const key of ACCOUNTED_FILES) {
        const { loaded, rejected } = accountedRows(outcome.report, FILES[key]);
        expect(loaded + rejected, FILES[key]).toBe((FIXTURE[FILES[key]]?.length ?? 1) - 1);
      }
      expect(Object.fromEntries(outcome.report.rejected)).toEqual({
        "Teams.csv: not an NHL season row (WHA)": 1,
        "TeamSplits.csv: not an NHL season row (WHA)": 1,
        "Scoring.csv: not an NHL season row (WHA)": 1,
        "Goalies.csv: goaltending row of a player whose Master.csv position is not G (his career stats are a skater's)": 1,
        "Master.csv: no NHL player or coach row (other leagues only)": 1,
        "Master.csv: no player or coach ID (a Hall of Fame builder or official)": 1,
        "AwardsPlayers.csv: duplicate award row": 1,
        "AwardsPlayers.csv: not an NHL season row (WHA)": 1,
      });

      const [team] = await handle.db.select().from(teams).where(eq(teams.sourceKey, "hockey-databank:XYZ"));
      expect(team).toMatchObject({
        slug: "new-york-comets",
        city: "New York",
        name: "Comets",
        abbreviation: "NYC",
        foundedYear: 1930,
        isActive: false,
      });
      const names = await handle.db
        .select()
        .from(teamNames)
        .where(eq(teamNames.teamId, team?.id ?? 0))
        .orderBy(teamNames.firstYear);
      expect(names.map(({ firstYear, lastYear, city, name, abbreviation }) => ({ firstYear, lastYear, city, name, abbreviation }))).toEqual(
        [
          { firstYear: 1930, lastYear: 1930, city: "Halifax", name: "Mighty Comets", abbreviation: "HXC" },
          { firstYear: 1931, lastYear: null, city: "New York", name: "Comets", abbreviation: "NYC" },
        ],
      );
      expect(await handle.db.select().from(teams).where(eq(teams.slug, "nowhere-flyers"))).toEqual([]);

      const standing = await handle.db
        .select()
        .from(standings)
        .innerJoin(seasons, eq(standings.seasonId, seasons.id))
        .where(and(eq(standings.teamId, team?.id ?? 0), eq(seasons.startYear, 1930)));
      expect(standing.map((row) => row.standings)).toEqual([
        expect.objectContaining({
          teamCity: "Halifax",
          teamName: "Mighty Comets",
          teamAbbreviation: "HXC",
          division: "Canadian Division",
          homeRecord: "6-14-2",
          awayRecord: "4-16-2",
          playoffPosition: "playoffs",
        }),
      ]);

      const slugs = await handle.db
        .select({
          slug: people.slug,
          key: people.sourceKey,
          birth: people.birthDate,
          death: people.deathDate,
          place: people.birthPlace,
          height: people.height,
        })
        .from(people)
        .orderBy(people.slug);
      expect(slugs).toEqual([
        { slug: "coach-smith", key: "hockey-databank:smithco01c", birth: null, death: null, place: null, height: null },
        { slug: "jim-roe", key: "hockey-databank:roeji02", birth: null, death: null, place: "USA", height: "5-11" },
        { slug: "jim-roe-roeji01", key: "hockey-databank:roeji01", birth: "1908-01-05", death: "1980-03-04", place: null, height: "5-10" },
        { slug: "john-doe", key: "another-source:doe", birth: null, death: null, place: null, height: null },
        { slug: "john-doe-doejo01", key: "hockey-databank:doejo01", birth: null, death: null, place: "Halifax, NS, Canada", height: "6-2" },
      ]);
      expect(await getPlayer(handle.db, "john-doe-doejo01")).toMatchObject({
        current_team: { slug: "new-york-comets" },
        years_pro: 2,
        career_stats: { games_played: 88, goals: 30, assists: 15, points: 45, playoff_games: 5 },
        awards: ["Hart (1930-31)"],
      });
      expect((await getPlayer(handle.db, "jim-roe"))?.career_stats).toEqual({
        games_played: 44,
        wins: 10,
        losses: 30,
        ties_overtime_losses: 4,
        shutouts: 1,
        goals_against_average: 2.73,
        playoff_games: 5,
        playoff_wins: 2,
        playoff_losses: 3,
        playoff_shutouts: 0,
        playoff_goals_against_average: 2.4,
      });
      expect(await getCoach(handle.db, "coach-smith")).toMatchObject({
        career_record: { wins: 10, losses: 30, ties: 4, playoff_appearances: 1, playoff_wins: 2, playoff_losses: 3 },
        championships_won: 0,
        years_coaching: 1,
        awards: ["Jack Adams (1930-31)"],
      });
    },
  );

  it("changes nothing when run a second time, name history included", { timeout: 60_000 }, async () => {
    const before = await snapshot(handle);
    await runImport(handle.db, hockeyDatabankImporter, dir);
    expect(await snapshot(handle)).toEqual(before);
  });
});
