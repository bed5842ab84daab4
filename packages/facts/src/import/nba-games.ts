// FiveThirtyEight's NBA games (BAA 1946-47 to 1948-49, NBA 1949-50 to 2018-19, ABA 1967-68 to
// 1975-76): every game with its score, home and away side and neutral site, the playoff series
// derived from the playoff games (nba-series.ts), every game of every Finals as a game of the
// NBA Finals championship, and each season's standings and size. The curated deciders the seed
// wrote win on their columns; the import adds their series and notes.
import { championships, leagues, postseasonSeries, seasons } from "@tl/db/schema";
import { eq, inArray } from "drizzle-orm";
import { inBatches } from "../shared/batches";
import { seasonEndYear, seasonName } from "../shared/seasons";
import { excludedColumns } from "../shared/upsert";
import { ALL_FILE, ELO_FILE, readNbaFiles, type NbaLeague } from "./nba-file";
import { gameRows, NBA_FINALS } from "./nba-game-rows";
import { writeGameRows } from "./nba-game-write";
import { nbaSeasonCounts } from "./nba-season-counts";
import { deriveSeries, type NbaGame, type Series } from "./nba-series";
import { standingRows, writeNbaStandings } from "./nba-standings";
import { franchiseIds, franchiseOfSide, withFranchises } from "./nba-teams";
import { writeSeasonCounts } from "./season-counts";
import type { Importer, Transaction } from "./types";

const LEAGUES: NbaLeague[] = ["baa", "nba", "aba"];

/** The league ids, and each league's season ids by start year (the seasons the games name created). */
async function seasonIdsFor(tx: Transaction, played: readonly NbaGame[]) {
  const rows = await tx.select({ id: leagues.id, slug: leagues.slug }).from(leagues).where(inArray(leagues.slug, LEAGUES));
  const leagueIds = new Map(rows.map((row) => [row.slug, row.id]));
  const missing = LEAGUES.filter((league) => !leagueIds.has(league));
  if (missing.length > 0) throw new Error(`leagues not seeded: ${missing.join(", ")}; start the server (or seed) before importing`);
  const leagueId = (league: NbaLeague) => leagueIds.get(league) ?? 0;
  const wanted = new Map(played.map((g) => [`${g.league}:${String(g.season)}`, g]));
  const values = [...wanted.values()].map(({ league, season }) => ({
    leagueId: leagueId(league),
    startYear: season,
    endYear: seasonEndYear(league, season),
    name: seasonName(league, season),
  }));
  await inBatches(values, (batch) => tx.insert(seasons).values(batch).onConflictDoNothing());
  const stored = await tx
    .select({ id: seasons.id, leagueId: seasons.leagueId, year: seasons.startYear })
    .from(seasons)
    .where(inArray(seasons.leagueId, [...leagueIds.values()]));
  const ids = new Map(stored.map((row) => [`${String(row.leagueId)}:${String(row.year)}`, row.id]));
  return { leagueId, seasonId: (league: NbaLeague, season: number) => ids.get(`${String(leagueId(league))}:${String(season)}`) ?? 0 };
}

async function writeSeries(
  tx: Transaction,
  all: readonly Series[],
  ids: Awaited<ReturnType<typeof seasonIdsFor>>,
  teamId: (slug: string) => number,
) {
  const row = (s: Series) => ({
    leagueId: ids.leagueId(s.league),
    seasonId: ids.seasonId(s.league, s.season),
    round: s.round,
    winnerTeamId: teamId(s.winner.slug),
    loserTeamId: teamId(s.loser.slug),
    winnerWins: s.winnerWins,
    loserWins: s.loserWins,
  });
  const key = (r: ReturnType<typeof row>) => `${String(r.seasonId)}|${r.round}|${String(r.winnerTeamId)}|${String(r.loserTeamId)}`;
  const stored = new Map<string, number>();
  await inBatches(all.map(row), async (batch) => {
    const written = await tx
      .insert(postseasonSeries)
      .values(batch)
      .onConflictDoUpdate({
        target: [postseasonSeries.seasonId, postseasonSeries.round, postseasonSeries.winnerTeamId, postseasonSeries.loserTeamId],
        set: excludedColumns(["winnerWins", "loserWins", "leagueId"]),
      })
      .returning();
    for (const r of written) stored.set(key(r), r.id);
  });
  return (s: Series) => stored.get(key(row(s))) ?? 0;
}

export const nbaGamesImporter: Importer = {
  slug: "fivethirtyeight-nba-games",
  name: "FiveThirtyEight NBA games",
  url: "https://github.com/fivethirtyeight/data/tree/master/nba-elo",
  licence: "CC BY 4.0",
  licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
  attribution:
    "NBA, BAA and ABA game results from FiveThirtyEight's nba-elo data (1946-47 to 2018-19), licensed under Creative Commons Attribution 4.0 International (CC BY 4.0).",
  files: [ALL_FILE, ELO_FILE],

  async run(tx, datasetsDir, report, progress) {
    const file = readNbaFiles(datasetsDir, report, progress);
    const played = withFranchises(file.games, report);
    const ids = await seasonIdsFor(tx, played);
    const teamIds = await franchiseIds(tx, played);
    const teamId = (slug: string) => teamIds.get(slug) ?? 0;
    const [championship] = await tx
      .select({ id: championships.id, name: championships.name })
      .from(championships)
      .where(eq(championships.slug, NBA_FINALS));
    if (!championship) throw new Error("the NBA Finals championship is not seeded; start the server (or seed) before importing");

    const series = deriveSeries(played);
    const seriesId = await writeSeries(tx, series, ids, teamId);
    report.load("postseason series", series.length);
    await writeGameRows(tx, gameRows(played, series, { ...ids, teamId, seriesId, championship }));
    report.load("games", played.length);
    const teamOf = franchiseOfSide();
    const playoffClubs = new Set(
      file.unflagged.flatMap((game) => [game.home, game.away].map((side) => `${String(game.season)}:${teamOf(side)?.slug ?? ""}`)),
    );
    report.load("standings", await writeNbaStandings(tx, standingRows(played, series, { seasonId: ids.seasonId, teamId, playoffClubs })));
    for (const league of LEAGUES) await writeSeasonCounts(tx, ids.leagueId(league), nbaSeasonCounts(played, league, file.unflagged));
    report.coverage = LEAGUES.flatMap((league) => {
      const years = [...new Set(played.filter((g) => g.league === league).map((g) => g.season))];
      return years.length > 0 ? [{ league, firstYear: Math.min(...years), lastYear: Math.max(...years) }] : [];
    });
  },
};
