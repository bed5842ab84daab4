// The Hockey Databank (v13.0, NHL 1917-18 to 2017-18): NHL standings, playoff series,
// players, coaches and awards, and each player's and coach's seasons row by row (player_seasons,
// coach_seasons). Only NHL rows are loaded (the WHA, NHA, PCHA and WCHL rows are rejected with
// that reason; a PCHA/WCHL team appears only as the opponent of an NHL team in a
// Stanley Cup series). `year` is the first year of a season (2017 = 2017-18), as our seasons.
//
// Franchises map to our curated NHL teams by keys.hockeyDatabank; curated facts win (team
// fields, names by season, Stanley Cup winners). Every row of every data file is either
// loaded or rejected with a reason, counted per file ("<file> → <table>", "<file>: <reason>").
// Everything is upserted on natural keys, so a second import changes nothing.
import { leagues } from "@tl/db/schema";
import { eq } from "drizzle-orm";
import { int } from "../datasets/csv";
import { writeAwards } from "./hockey-databank-awards";
import { writeCoaches } from "./hockey-databank-coaches";
import { accountedRows, ACCOUNTED_FILES, DATASET_DIR, FILES, Ledger, readDatabank, type Databank } from "./hockey-databank-data";
import { planRoles, writePeople } from "./hockey-databank-people";
import { writePlayers } from "./hockey-databank-players";
import { writeSeasonRows } from "./hockey-databank-seasons";
import { writeSeries, writeStandings } from "./hockey-databank-standings";
import { cupWinners, ensureSeasons, writeFranchises } from "./hockey-databank-teams";
import { scheduleLength, writeSeasonCounts, type SeasonCounts } from "./season-counts";
import { filesDigest, withRevision } from "./importer-revision";
import type { Importer } from "./types";

export const HOCKEY_DATABANK_ATTRIBUTION =
  "The information used herein was obtained free of charge from and is copyrighted by the Hockey Databank project. For more information about the Hockey Databank project please visit http://sports.groups.yahoo.com/group/hockey-databank";

/**
 * Each NHL season's size: its clubs (Teams.csv, NHL rows), their games (each counted by both
 * clubs in G, so halved) plus the playoff series' games that involved an NHL club (the early
 * Stanley Cup Finals against the PCHA and WCHL included), and the schedule length most clubs
 * played. The Databank dates no games.
 */
export function hockeySeasonCounts(data: Pick<Databank, "teams" | "series">): SeasonCounts[] {
  const byYear = new Map<number, number[]>();
  for (const row of data.teams.filter((team) => team.lgID === "NHL"))
    byYear.set(int(row.year), [...(byYear.get(int(row.year)) ?? []), int(row.G)]);
  const playoffs = new Map<number, number>();
  for (const row of data.series.filter((series) => series.lgIDWinner === "NHL" || series.lgIDLoser === "NHL")) {
    playoffs.set(int(row.year), (playoffs.get(int(row.year)) ?? 0) + int(row.W) + int(row.L) + int(row.T));
  }
  return [...byYear.entries()].map(([year, games]) => ({
    year,
    teamsCount: games.length,
    gamesCount: Math.round(games.reduce((sum, g) => sum + g, 0) / 2) + (playoffs.get(year) ?? 0),
    regularSeasonGames: scheduleLength(games),
  }));
}

export const hockeyDatabankImporter: Importer = {
  slug: "hockey-databank",
  name: "Hockey Databank",
  url: "http://sports.groups.yahoo.com/group/hockey-databank",
  licence: "Hockey Databank notice (free use with attribution)",
  licenceUrl: null,
  attribution: HOCKEY_DATABANK_ATTRIBUTION,
  files: Object.values(FILES).map((file) => `${DATASET_DIR}/${file}`),
  /** The files' digest, as the runner's default, and the importer's revision (importer-revision.ts). */
  release(dir) {
    return withRevision(filesDigest(dir, this.files), 3);
  },

  async run(tx, datasetsDir, report, progress) {
    const [league] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.slug, "nhl"));
    if (!league) throw new Error("the NHL league is not seeded; start the server (or seed) before importing");
    const ledger = (file: string) => new Ledger(report, file);

    const steps = ["read files", "franchises", "seasons", "standings", "series", "people", "players", "coaches and seasons", "awards"];
    progress.start("Hockey Databank", steps.length);
    const data = readDatabank(datasetsDir);
    progress.tick();

    const teams = await writeFranchises(tx, data, league.id);
    progress.tick();
    const seasonIds = await ensureSeasons(tx, data, league.id);
    const winners = await cupWinners(tx, data, teams);
    progress.tick();
    await writeStandings(tx, data, teams, seasonIds, winners, {
      teams: ledger(FILES.teams),
      splits: ledger(FILES.splits),
      teamsPost: ledger(FILES.teamsPost),
    });
    progress.tick();
    await writeSeries(tx, data, teams, league.id, seasonIds, winners, ledger(FILES.series));
    await writeSeasonCounts(tx, league.id, hockeySeasonCounts(data));
    progress.tick();

    const roles = planRoles(data, teams, {
      scoring: ledger(FILES.scoring),
      goalies: ledger(FILES.goalies),
      coaches: ledger(FILES.coaches),
    });
    const personIds = await writePeople(tx, data, roles, ledger(FILES.master));
    progress.tick();
    const nhlYears = data.teams.filter((row) => row.lgID === "NHL").map((row) => Number(row.year));
    const context = { leagueId: league.id, teams, winners, lastSeason: Math.max(...nhlYears), personIds };
    await writePlayers(tx, roles, context);
    progress.tick();
    await writeCoaches(tx, roles, context);
    await writeSeasonRows(tx, roles, context, seasonIds);
    progress.tick();
    await writeAwards(tx, data, roles, context, { players: ledger(FILES.awardsPlayers), coaches: ledger(FILES.awardsCoaches) });
    progress.tick();
    progress.stop();

    report.coverage = [{ league: "nhl", firstYear: Math.min(...nhlYears), lastYear: Math.max(...nhlYears) }];
    // Every data row is accounted for, or the import fails (and changes nothing).
    for (const key of ACCOUNTED_FILES) {
      const { loaded, rejected } = accountedRows(report, FILES[key]);
      if (loaded + rejected !== data[key].length)
        throw new Error(
          `Hockey Databank: ${FILES[key]} has ${String(data[key].length)} rows but ${String(loaded + rejected)} were counted`,
        );
    }
  },
};
