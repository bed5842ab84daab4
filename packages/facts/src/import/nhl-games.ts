// fastRhockey's NHL games (PROVENANCE §9): the games of the seasons whose scores are real
// (2009-10, 2016-17, 2022-23, 2024-25 and 2025-26 as far as it had gone), their playoff series,
// and the Stanley Cup Final games as the championship's games. Teams map to our curated
// franchises (nhl-games-teams.ts). Runs after the Hockey Databank, whose series it reuses.
//
// No standings are written from these games: the file has no overtime or shootout flag, so a
// loss cannot be told from an overtime loss (the NHL's points), and overtime stays null.
// Our curated deciding games win: where a Final game is one of them, only its series is filled.
import { join } from "node:path";
import { championships, games, leagues, seasons, teams } from "@tl/db/schema";
import { eq, inArray } from "drizzle-orm";
import { DECIDING_GAMES } from "../curated/deciding-games/index";
import { readCsv } from "../datasets/csv";
import { decidingGameSlug } from "../seed/finals";
import { inBatches } from "../shared/batches";
import { seasonEndYear, seasonName } from "../shared/seasons";
import { excludedColumns } from "../shared/upsert";
import { nhlSeasonCounts } from "./nhl-games-counts";
import { checkNhlColumns, NHL_FILE, readNhlRow, UTC_DATE_NOTE, type NhlGame } from "./nhl-games-file";
import { decidedSeries, roundName, seriesKey, writeNhlSeries } from "./nhl-games-series";
import { franchiseOf, NHL_FILE_FRANCHISES } from "./nhl-games-teams";
import { writeSeasonCounts } from "./season-counts";
import type { Importer, ImportReport, Progress, Transaction } from "./types";

const CUP = "stanley-cup-final";
const FILE_COLUMNS = [
  "seasonId",
  "homeTeamId",
  "awayTeamId",
  "homeScore",
  "awayScore",
  "gameDate",
  "venue",
  "round",
  "seriesId",
  "notes",
] as const;

/** The games of the file whose teams are our franchises, teams as slugs; the rest rejected. */
function readGames(path: string, teamIds: ReadonlyMap<string, number>, report: ImportReport, progress: Progress): NhlGame[] {
  const rows = readCsv(path);
  checkNhlColumns(rows);
  const accepted: NhlGame[] = [];
  progress.start("NHL games", rows.length);
  for (const row of rows) {
    progress.tick();
    const read = readNhlRow(row);
    if ("reason" in read) {
      report.reject(read.reason);
      continue;
    }
    const [home, away] = [franchiseOf(read.game.home, read.game.season), franchiseOf(read.game.away, read.game.season)];
    if (!home || !away || !teamIds.has(home) || !teamIds.has(away)) report.reject("a team code with no franchise in our curated facts");
    else accepted.push({ ...read.game, home, away });
  }
  progress.stop();
  return accepted;
}

/** Slugs: a Final game by the championship's convention, any other by date and teams (`-2` for a second meeting that day). */
function slugsOf(accepted: readonly NhlGame[]): string[] {
  const used = new Set<string>();
  return accepted.map((game) => {
    if (game.playoff?.round === 4) return decidingGameSlug(CUP, game.season, game.playoff.game);
    const base = `nhl-${game.date}-${game.away}-at-${game.home}`;
    const slug = used.has(base) ? `${base}-2` : base;
    used.add(slug);
    return slug;
  });
}

async function seasonIdsFor(tx: Transaction, leagueId: number, years: readonly number[]) {
  const values = years.map((year) => ({ leagueId, startYear: year, endYear: seasonEndYear("nhl", year), name: seasonName("nhl", year) }));
  if (values.length > 0) await tx.insert(seasons).values(values).onConflictDoNothing();
  const rows = await tx.select({ id: seasons.id, year: seasons.startYear }).from(seasons).where(eq(seasons.leagueId, leagueId));
  return new Map(rows.filter((row) => years.includes(row.year)).map((row) => [row.year, row.id]));
}

/** Runs of consecutive seasons, for the source's coverage. */
function coverageOf(years: readonly number[]) {
  const runs: { league: string; firstYear: number; lastYear: number }[] = [];
  for (const year of [...new Set(years)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last.lastYear === year - 1) last.lastYear = year;
    else runs.push({ league: "nhl", firstYear: year, lastYear: year });
  }
  return runs;
}

export const nhlGamesImporter: Importer = {
  slug: "fastrhockey-nhl-games",
  name: "fastRhockey NHL games",
  url: "https://github.com/sportsdataverse/fastRhockey-nhl-data",
  licence: "MIT License",
  licenceUrl: "https://opensource.org/license/mit",
  attribution:
    "NHL games 2009-10 to 2025-26 from fastRhockey-nhl-data, Copyright (c) 2026 fastRhockey.nhl.data authors, used under the MIT License.",
  files: [NHL_FILE],

  async run(tx, datasetsDir, report, progress) {
    const [league] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.slug, "nhl"));
    if (!league) throw new Error("the NHL league is not seeded; start the server (or seed) before importing");
    const found = await tx
      .select({ id: teams.id, slug: teams.slug })
      .from(teams)
      .where(inArray(teams.slug, [...NHL_FILE_FRANCHISES]));
    const teamIds = new Map(found.map((row) => [row.slug, row.id]));
    const accepted = readGames(join(datasetsDir, NHL_FILE), teamIds, report, progress);
    const years = [...new Set(accepted.map((game) => game.season))];
    const seasonIds = await seasonIdsFor(tx, league.id, years);
    const teamId = (slug: string) => teamIds.get(slug) ?? 0;

    const series = decidedSeries(accepted);
    const written = await writeNhlSeries(tx, series, { leagueId: league.id, seasonIds, teamId });
    report.load("postseason_series", written.written);
    const [cup] = await tx
      .select({ id: championships.id, name: championships.name })
      .from(championships)
      .where(eq(championships.slug, CUP));

    const curated = new Set((DECIDING_GAMES[CUP] ?? []).map((fact) => decidingGameSlug(CUP, fact.season, fact.game)));
    const rows = slugsOf(accepted).map((slug, i) => {
      const game = accepted[i] as NhlGame;
      const final = game.playoff?.round === 4;
      return {
        slug,
        leagueId: league.id,
        seasonId: seasonIds.get(game.season) ?? null,
        championshipId: final ? (cup?.id ?? null) : null,
        homeTeamId: teamId(game.home),
        awayTeamId: teamId(game.away),
        homeScore: game.homeScore,
        awayScore: game.awayScore,
        status: "final" as const,
        gameDate: game.date,
        venue: game.venue,
        round: game.playoff
          ? `${final ? (cup?.name ?? roundName(game.season, 4)) : roundName(game.season, game.playoff.round)} Game ${String(game.playoff.game)}`
          : null,
        seriesId: game.playoff ? (written.ids.get(seriesKey(game)) ?? null) : null,
        notes: game.playoff && !final ? UTC_DATE_NOTE : null,
        // Every playoff game of these seasons was played in one of the two clubs' arenas; the file
        // does not say which regular-season games were played away from both (Global Series…).
        neutralSite: game.playoff ? false : null,
      };
    });
    const ours = rows.filter((row) => !curated.has(row.slug));
    await inBatches(
      ours,
      (batch) =>
        tx
          .insert(games)
          .values(batch)
          .onConflictDoUpdate({ target: games.slug, set: excludedColumns(FILE_COLUMNS) }),
      500,
    );
    const theirs = rows.filter((row) => curated.has(row.slug));
    if (theirs.length > 0)
      await tx
        .insert(games)
        .values(theirs)
        .onConflictDoUpdate({ target: games.slug, set: excludedColumns(["seriesId"]) });
    report.load("games", rows.length);

    await writeSeasonCounts(tx, league.id, nhlSeasonCounts(accepted, series));
    report.coverage = coverageOf(years);
  },
};
