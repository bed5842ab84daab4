// The NBA games importer on the real files: every row loaded or rejected with its reason, the
// derived Finals against our curated champions and deciders, spot facts, the season sizes, and
// a second run that changes nothing.
import { openDatabase, type DatabaseHandle } from "@tl/db/client";
import { dataSources, games, leagues, postseasonSeries, seasons, standings, teams } from "@tl/db/schema";
import { and, count, eq, like, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAMPIONS } from "../curated/champions/index";
import { DECIDING_GAMES } from "../curated/deciding-games/index";
import { readCsv } from "../datasets/csv";
import { datasetFile, datasetsDir } from "../datasets/locate";
import { seedIfEmpty } from "../seed/index";
import { needsDatasets } from "../test/datasets";
import { REJECTED } from "./nba-elo-recent";
import { nbaGamesImporter } from "./nba-games";
import { runImport } from "./run";

const allRows = readCsv(datasetFile("fivethirtyeight-nba-elo", "nba_all_elo.csv") ?? "");
const eloRows = readCsv(datasetFile("fivethirtyeight-nba-elo", "nba_elo.csv") ?? "");

describe("FiveThirtyEight NBA games importer", needsDatasets(nbaGamesImporter.files), () => {
  let handle: DatabaseHandle;
  let seconds = 0;
  let outcome: Awaited<ReturnType<typeof runImport>>;

  async function snapshot() {
    const digest = async (query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as { rows: { d: string }[] }).rows[0]?.d;
    return {
      games: await digest(
        sql`select md5(string_agg(concat_ws(',', slug, home_team_id, away_team_id, home_score, away_score, season_id, round, series_id, notes, neutral_site), ';' order by slug)) as d from games`,
      ),
      standings: await digest(
        sql`select md5(string_agg(concat_ws(',', season_id, team_id, wins, losses, rank, games_behind, streak, home_record, away_record, playoff_position), ';' order by season_id, team_id)) as d from standings`,
      ),
      series: await digest(
        sql`select md5(string_agg(concat_ws(',', season_id, round, winner_team_id, loser_team_id, winner_wins, loser_wins), ';' order by id)) as d from postseason_series`,
      ),
    };
  }

  beforeAll(async () => {
    handle = await openDatabase();
    await handle.migrate();
    await seedIfEmpty(handle);
    const started = performance.now();
    outcome = await runImport(handle.db, nbaGamesImporter, datasetsDir() ?? "");
    seconds = (performance.now() - started) / 1000;
  }, 600_000);
  afterAll(() => handle.close());

  it("loads every game of nba_all_elo.csv and nba_elo.csv's 2015-16 to 2018-19 regular seasons and Finals; the rest is rejected with its reason", async () => {
    console.info(`NBA games import: ${seconds.toFixed(1)} s`);
    expect(outcome.status).toBe("imported");
    const { loaded, rejected } = outcome.report;
    expect((loaded.get("games") ?? 0) + outcome.report.totalRejected).toBe(allRows.length + eloRows.length);
    const endYears = eloRows.map((row) => Number(row.season));
    expect(rejected.get(REJECTED.older)).toBe(endYears.filter((year) => year <= 2015).length);
    expect(rejected.get(REJECTED.unscored)).toBe(endYears.filter((year) => year === 2020).length);
    // 2015-16 to 2018-19: 1,230 regular-season games a season and every Finals game are loaded; the
    // other playoff games (79, 74, 78 and 76: the file's rows after both 82-game schedules) are not.
    const recent = eloRows.filter((row) => Number(row.season) >= 2016 && Number(row.season) <= 2019).length;
    expect(rejected.get(REJECTED.unflagged)).toBe(recent - 4 * 1230 - (7 + 5 + 4 + 6));
    expect([...rejected.keys()].sort()).toEqual([REJECTED.older, REJECTED.unflagged, REJECTED.unscored].sort());
    expect(loaded.get("games")).toBe(allRows.length + 4 * 1230 + 22);
    // Stored beside them: the seed's curated Finals deciders of the seasons after the files (2019-20 on).
    const later = (DECIDING_GAMES["nba-finals"] ?? []).filter((fact) => fact.season > 2018).length;
    const [stored] = await handle.db
      .select({ n: count() })
      .from(games)
      .where(sql`${games.leagueId} in (select id from leagues where slug in ('baa', 'nba', 'aba'))`);
    expect((stored?.n ?? 0) - later).toBe(loaded.get("games"));
    const [source] = await handle.db.select().from(dataSources).where(eq(dataSources.slug, "fivethirtyeight-nba-games"));
    expect(source).toMatchObject({ licence: "CC BY 4.0", rowsRejected: outcome.report.totalRejected });
  });

  it("derives for every season the Finals our curated facts record: the same champion, runner-up and result", async () => {
    const winner = alias(teams, "winner");
    const loser = alias(teams, "loser");
    const finals = await handle.db
      .select({
        season: seasons.startYear,
        winner: winner.slug,
        loser: loser.slug,
        w: postseasonSeries.winnerWins,
        l: postseasonSeries.loserWins,
      })
      .from(postseasonSeries)
      .innerJoin(seasons, eq(postseasonSeries.seasonId, seasons.id))
      .innerJoin(winner, eq(postseasonSeries.winnerTeamId, winner.id))
      .innerJoin(loser, eq(postseasonSeries.loserTeamId, loser.id))
      .where(sql`${postseasonSeries.round} in ('BAA Finals', 'NBA Finals')`);
    const curated = (CHAMPIONS["nba-finals"] ?? []).filter((fact) => fact.season <= 2018);
    expect(curated).toHaveLength(2018 - 1946 + 1);
    const derived = new Map(
      finals.map((row) => [row.season, { champion: row.winner, runnerUp: row.loser, result: `${String(row.w)}–${String(row.l)}` }]),
    );
    for (const fact of curated)
      expect(derived.get(fact.season), String(fact.season)).toEqual({
        champion: fact.champion,
        runnerUp: fact.runnerUp,
        result: fact.result,
      });
    expect(finals).toHaveLength(curated.length);
  });

  it.each([
    [1946, "golden-state-warriors", "st-louis-bombers", "Quarterfinals"],
    [1947, "golden-state-warriors", "st-louis-bombers", "Semifinals"],
    [1948, "washington-capitols", "new-york-knicks", "Division finals"],
    // 1949-50's three divisions: the Central and Western champions met in a semifinal.
    [1949, "los-angeles-lakers", "anderson-packers", "Semifinals"],
    [1949, "anderson-packers", "indianapolis-olympians", "Division finals"],
    [1949, "philadelphia-76ers", "new-york-knicks", "Division finals"],
    [1975, "boston-celtics", "cleveland-cavaliers", "Conference finals"],
    [1975, "los-angeles-clippers", "philadelphia-76ers", "First round"],
    // The ABA's last season, one division: a first round and semifinals.
    [1975, "kentucky-colonels", "indiana-pacers", "First round"],
    [1975, "denver-nuggets", "kentucky-colonels", "Semifinals"],
    [2007, "boston-celtics", "atlanta-hawks", "First round"],
  ] as const)("names the %i series %s over %s: %s", async (year, winnerSlug, loserSlug, round) => {
    const winner = alias(teams, "winner");
    const loser = alias(teams, "loser");
    const rows = await handle.db
      .select({ round: postseasonSeries.round })
      .from(postseasonSeries)
      .innerJoin(seasons, eq(postseasonSeries.seasonId, seasons.id))
      .innerJoin(winner, eq(postseasonSeries.winnerTeamId, winner.id))
      .innerJoin(loser, eq(postseasonSeries.loserTeamId, loser.id))
      .where(and(eq(seasons.startYear, year), eq(winner.slug, winnerSlug), eq(loser.slug, loserSlug)));
    expect(rows).toEqual([{ round }]);
  });

  it("names every series' round", async () => {
    const [unnamed] = await handle.db.select({ n: count() }).from(postseasonSeries).where(eq(postseasonSeries.round, "Playoffs"));
    expect(unnamed?.n).toBe(0);
  });

  it("makes every Finals game a game of the NBA Finals, the curated decider the last of its series", async () => {
    for (const decider of (DECIDING_GAMES["nba-finals"] ?? []).filter((fact) => fact.season <= 2018)) {
      const rows = await handle.db
        .select({
          slug: games.slug,
          date: games.gameDate,
          round: games.round,
          seriesId: games.seriesId,
          championshipId: games.championshipId,
        })
        .from(games)
        .where(like(games.slug, `nba-finals-${String(decider.season)}-game-%`));
      const numbers = rows.map((row) => Number(row.slug.split("-").at(-1))).sort((a, b) => a - b);
      expect(numbers, String(decider.season)).toEqual(Array.from({ length: decider.game }, (_, i) => i + 1));
      const last = rows.find((row) => row.slug.endsWith(`-game-${String(decider.game)}`));
      expect(last, String(decider.season)).toMatchObject({ date: decider.date, round: `NBA Finals Game ${String(decider.game)}` });
      expect(new Set(rows.map((row) => row.seriesId)).size).toBe(1);
      expect(rows.every((row) => row.seriesId !== null && row.championshipId !== null)).toBe(true);
    }
  });

  it("holds the BAA's first game: 1946-11-01, New York Knicks 68 at Toronto Huskies 66, in the 1946-47 BAA season", async () => {
    const home = alias(teams, "home");
    const away = alias(teams, "away");
    const [game] = await handle.db
      .select({
        home: home.slug,
        away: away.slug,
        homeScore: games.homeScore,
        awayScore: games.awayScore,
        season: seasons.name,
        league: leagues.slug,
      })
      .from(games)
      .innerJoin(home, eq(games.homeTeamId, home.id))
      .innerJoin(away, eq(games.awayTeamId, away.id))
      .innerJoin(seasons, eq(games.seasonId, seasons.id))
      .innerJoin(leagues, eq(games.leagueId, leagues.id))
      .where(eq(games.slug, "baa-1946-11-01-new-york-knicks-at-toronto-huskies"));
    expect(game).toEqual({
      home: "toronto-huskies",
      away: "new-york-knicks",
      homeScore: 66,
      awayScore: 68,
      season: "1946-47 BAA season",
      league: "baa",
    });
  });

  it.each([
    // 1995-96: the Bulls' 72-10, 39-2 at home, champions; no division before 2004-05.
    [
      1995,
      "chicago-bulls",
      { wins: 72, losses: 10, homeRecord: "39-2", awayRecord: "33-8", playoffPosition: "champion", division: null, teamName: "Bulls" },
    ],
    // 2015-16 (nba_elo.csv): the Warriors' 73-9, first in the Pacific.
    [
      2015,
      "golden-state-warriors",
      { wins: 73, losses: 9, rank: 1, gamesBehind: 0, division: "Pacific", conference: "Western", playoffPosition: "playoffs" },
    ],
    // 2015-16's playoff games before the Finals are not loaded; their clubs still made the playoffs.
    [2015, "toronto-raptors", { wins: 56, losses: 26, division: "Atlantic", playoffPosition: "playoffs" }],
    [2015, "philadelphia-76ers", { wins: 10, losses: 72, playoffPosition: "eliminated" }],
    // 1946-47: the first BAA champions as the Philadelphia Warriors, 35-25.
    [1946, "golden-state-warriors", { wins: 35, losses: 25, teamCity: "Philadelphia", playoffPosition: "champion" }],
  ] as const)("derives the %i standings of %s", async (year, slug, expected) => {
    const [row] = await handle.db
      .select()
      .from(standings)
      .innerJoin(seasons, eq(standings.seasonId, seasons.id))
      .innerJoin(teams, eq(standings.teamId, teams.id))
      .where(and(eq(seasons.startYear, year), eq(teams.slug, slug)));
    expect(row?.standings).toMatchObject(expected);
  });

  it("keeps the ABA's Finals as the ABA's: the 1975-76 Nets over the Nuggets, 4-2, not an NBA Finals", async () => {
    const rows = await handle.db
      .select({ round: postseasonSeries.round, w: postseasonSeries.winnerWins, l: postseasonSeries.loserWins, league: leagues.slug })
      .from(postseasonSeries)
      .innerJoin(leagues, eq(postseasonSeries.leagueId, leagues.id))
      .innerJoin(seasons, eq(postseasonSeries.seasonId, seasons.id))
      .where(and(eq(seasons.startYear, 1975), eq(postseasonSeries.round, "ABA Finals")));
    expect(rows).toEqual([{ round: "ABA Finals", w: 4, l: 2, league: "aba" }]);
    const [linked] = await handle.db.select({ n: count() }).from(games).where(like(games.round, "ABA Finals Game %"));
    const [withChampionship] = await handle.db
      .select({ n: count() })
      .from(games)
      .where(and(like(games.round, "ABA Finals Game %"), sql`${games.championshipId} is not null`));
    expect(linked?.n).toBeGreaterThan(0);
    expect(withChampionship?.n).toBe(0);
  });

  it("sizes each season from the file: 1995-96, 29 clubs, 82 games each, every game of the season", async () => {
    const [season] = await handle.db
      .select({ teams: seasons.teamsCount, games: seasons.gamesCount, schedule: seasons.regularSeasonGames })
      .from(seasons)
      .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
      .where(and(eq(leagues.slug, "nba"), eq(seasons.startYear, 1995)));
    expect(season).toEqual({ teams: 29, games: allRows.filter((row) => row.year_id === "1996").length, schedule: 82 });
  });

  it("changes nothing when run a second time", async () => {
    const before = await snapshot();
    const again = await runImport(handle.db, nbaGamesImporter, datasetsDir() ?? "");
    expect(again.report.loaded.get("games")).toBe(outcome.report.loaded.get("games"));
    expect(await snapshot()).toEqual(before);
  }, 600_000);
});
