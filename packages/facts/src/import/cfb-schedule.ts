// cfbfastR's 2025 college football schedule (PROVENANCE §11): every game of the season with its
// score, venue, attendance and neutral site, in the ncaa-fbs league (the file also holds the
// FCS opponents of FBS teams, and a few FCS games). The season's last game, the College
// Football Playoff final, is the championship's game: our curated final (seed/finals.ts) wins
// where it is stored, and the file fills only the attendance it lacks.
import { join } from "node:path";
import { championships, games, leagues, seasons } from "@tl/db/schema";
import { eq } from "drizzle-orm";
import { readCsv } from "../datasets/csv";
import { finalSlug } from "../seed/finals";
import { inBatches } from "../shared/batches";
import { seasonEndYear, seasonName } from "../shared/seasons";
import { excludedColumns } from "../shared/upsert";
import { CFB_FILE, checkCfbColumns, readCfbRow, type CfbGame } from "./cfb-file";
import { writeCfbTeams, type CfbTeamRef } from "./cfb-teams";
import type { Importer, ImportReport, Progress, Transaction } from "./types";

const TITLE = "college-football-national-championship";
const FILE_COLUMNS = [
  "seasonId",
  "homeTeamId",
  "awayTeamId",
  "homeScore",
  "awayScore",
  "status",
  "gameDate",
  "venue",
  "neutralSite",
  "round",
  "attendance",
] as const;

function readGames(path: string, report: ImportReport, progress: Progress): CfbGame[] {
  const rows = readCsv(path);
  checkCfbColumns(rows);
  const accepted: CfbGame[] = [];
  progress.start("College football 2025", rows.length);
  for (const row of rows) {
    progress.tick();
    const read = readCfbRow(row);
    if ("reason" in read) report.reject(read.reason);
    else accepted.push(read.game);
  }
  progress.stop();
  return accepted;
}

async function seasonIdsFor(tx: Transaction, leagueId: number, years: readonly number[]) {
  const values = years.map((year) => ({
    leagueId,
    startYear: year,
    endYear: seasonEndYear("ncaa-fbs", year),
    name: seasonName("ncaa-fbs", year),
  }));
  if (values.length > 0) await tx.insert(seasons).values(values).onConflictDoNothing();
  const rows = await tx.select({ id: seasons.id, year: seasons.startYear }).from(seasons).where(eq(seasons.leagueId, leagueId));
  return new Map(rows.map((row) => [row.year, row.id]));
}

/** The championship game: the season's last postseason game (the CFP final), or undefined. */
export function finalOf(accepted: readonly CfbGame[]): CfbGame | undefined {
  return accepted
    .filter((game) => game.postseason && game.status === "final")
    .sort((a, b) => a.kickoff.localeCompare(b.kickoff))
    .at(-1);
}

export const cfbScheduleImporter: Importer = {
  slug: "cfbfastr-schedule",
  name: "cfbfastR college football schedule",
  url: "https://github.com/sportsdataverse/cfbfastR-cfb-data",
  licence: "Creative Commons Attribution 4.0 International (CC BY 4.0)",
  licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
  attribution:
    "College football 2025 schedule and results from cfbfastR-cfb-data (SportsDataverse), licensed under Creative Commons Attribution 4.0 International (CC BY 4.0).",
  files: [CFB_FILE],

  async run(tx, datasetsDir, report, progress) {
    const [league] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.slug, "ncaa-fbs"));
    if (!league) throw new Error("the ncaa-fbs league is not seeded; start the server (or seed) before importing");
    const accepted = readGames(join(datasetsDir, CFB_FILE), report, progress);
    const fileTeams = new Map(accepted.flatMap((game) => [game.home, game.away]).map((team) => [team.id, team]));
    const { refs, added } = await writeCfbTeams(tx, [...fileTeams.values()]);
    report.load("teams", added);
    const years = [...new Set(accepted.map((game) => game.season))];
    const seasonIds = await seasonIdsFor(tx, league.id, years);
    const [title] = await tx
      .select({ id: championships.id, name: championships.name })
      .from(championships)
      .where(eq(championships.slug, TITLE));
    const final = finalOf(accepted);

    const used = new Set<string>();
    const ref = (id: string): CfbTeamRef => refs.get(id) ?? { id: 0, slug: "" };
    const rows = accepted.map((game) => {
      const base = `ncaa-fbs-${game.date}-${ref(game.away.id).slug}-at-${ref(game.home.id).slug}`;
      const slug = game === final ? finalSlug(TITLE, game.season) : used.has(base) ? `${base}-2` : base;
      used.add(slug);
      return {
        slug,
        leagueId: league.id,
        seasonId: seasonIds.get(game.season) ?? null,
        championshipId: game === final ? (title?.id ?? null) : null,
        homeTeamId: ref(game.home.id).id,
        awayTeamId: ref(game.away.id).id,
        homeScore: game.homeScore,
        awayScore: game.awayScore,
        status: game.status,
        gameDate: game.date,
        venue: game.venue,
        // The final was played at a site chosen in advance, as every final here (see games.neutralSite).
        neutralSite: game === final ? true : game.neutralSite,
        round: game === final ? (title?.name ?? null) : game.postseason ? "Postseason" : null,
        attendance: game.attendance,
      };
    });
    const ours = rows.filter((row) => row.championshipId === null);
    await inBatches(
      ours,
      (batch) =>
        tx
          .insert(games)
          .values(batch)
          .onConflictDoUpdate({ target: games.slug, set: excludedColumns(FILE_COLUMNS) }),
      500,
    );
    const theirs = rows.filter((row) => row.championshipId !== null);
    if (theirs.length > 0)
      await tx
        .insert(games)
        .values(theirs)
        .onConflictDoUpdate({ target: games.slug, set: excludedColumns(["attendance"]) });
    report.load("games", rows.length);
    if (years.length > 0) report.coverage = [{ league: "ncaa-fbs", firstYear: Math.min(...years), lastYear: Math.max(...years) }];
  },
};
