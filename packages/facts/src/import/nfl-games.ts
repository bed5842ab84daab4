// FiveThirtyEight's NFL games (1920-2020): every game with date, score, home and away, and
// the regular-season standings derived from them. Teams map to our franchises through the
// curated TeamFacts keys.nflElo (defunct clubs and 1920's opponents outside the league
// included); games of clubs we could not name with certainty are rejected with that reason
// rather than given invented names. Our curated championship games win where
// both describe the same game.
import { join } from "node:path";
import { games, leagues, seasons, teams } from "@tl/db/schema";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { TEAMS } from "../curated/teams/index";
import type { TeamFacts } from "../curated/types";
import { readCsv } from "../datasets/csv";
import { inBatches } from "../shared/batches";
import { seasonEndYear, seasonName } from "../shared/seasons";
import { excludedColumns } from "../shared/upsert";
import { addMissingNflClubs } from "./nfl-clubs";
import { FILE, NFL_BATCH, readNflRows, type Game, type Known } from "./nfl-games-file";
import { nflSeasonCounts } from "./nfl-season-counts";
import { writeNflStandings } from "./nfl-standings";
import { tallyGames } from "./nfl-tallies";
import { writeSeasonCounts } from "./season-counts";
import type { Importer, Transaction } from "./types";

/** What the file is read against: our franchises by the file's codes, their ids, the curated finals' dates. */
async function known(tx: Transaction, leagueId: number): Promise<Known> {
  const byCode = new Map<string, TeamFacts>();
  for (const team of TEAMS) for (const code of team.keys?.nflElo ?? []) byCode.set(code, team);
  const slugs = [...new Set([...byCode.values()].map((t) => t.slug))];
  const teamIds = new Map(
    (await tx.select({ id: teams.id, slug: teams.slug }).from(teams).where(inArray(teams.slug, slugs))).map((row) => [row.slug, row.id]),
  );
  const finals = await tx
    .select({ date: games.gameDate })
    .from(games)
    .where(and(eq(games.leagueId, leagueId), isNotNull(games.championshipId)));
  return { byCode, teamIds, curatedFinalDates: new Set(finals.map((row) => row.date)) };
}

/** Creates the seasons the games name; returns every NFL season's id by start year. */
async function seasonIdsFor(tx: Transaction, leagueId: number, years: readonly number[]): Promise<Map<number, number>> {
  const values = years.map((year) => ({ leagueId, startYear: year, endYear: seasonEndYear("nfl", year), name: seasonName("nfl", year) }));
  await tx.insert(seasons).values(values).onConflictDoNothing();
  const rows = await tx.select({ id: seasons.id, year: seasons.startYear }).from(seasons).where(eq(seasons.leagueId, leagueId));
  return new Map(rows.map((row) => [row.year, row.id]));
}

async function writeGames(
  tx: Transaction,
  leagueId: number,
  accepted: readonly Game[],
  seasonIds: ReadonlyMap<number, number>,
  teamId: (slug: string) => number,
) {
  const row = (game: Game) => ({
    slug: `nfl-${game.date}-${game.away.slug}-at-${game.home.slug}`,
    leagueId,
    seasonId: seasonIds.get(game.season) ?? null,
    homeTeamId: teamId(game.home.slug),
    awayTeamId: teamId(game.away.slug),
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    status: "final" as const,
    gameDate: game.date,
    round: game.playoff ? "Playoffs" : null,
  });
  const set = excludedColumns(["homeScore", "awayScore", "seasonId", "round"]);
  await inBatches(accepted, (batch) => tx.insert(games).values(batch.map(row)).onConflictDoUpdate({ target: games.slug, set }), NFL_BATCH);
}

export const nflGamesImporter: Importer = {
  slug: "fivethirtyeight-nfl-games",
  name: "FiveThirtyEight NFL games",
  url: "https://github.com/fivethirtyeight/nfl-elo-game",
  licence: "MIT License",
  licenceUrl: "https://opensource.org/license/mit",
  attribution:
    "NFL game results 1920–2020 from FiveThirtyEight's nfl-elo-game, Copyright (c) 2021 ABC News Internet Ventures, used under the MIT License.",
  files: [FILE],

  async run(tx: Transaction, datasetsDir, report, progress) {
    const rows = readCsv(join(datasetsDir, FILE));
    const [league] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.slug, "nfl"));
    if (!league) throw new Error("the NFL league is not seeded; start the server (or seed) before importing");
    const added = await addMissingNflClubs(tx, league.id);
    if (added > 0) report.load("teams", added);
    const context = await known(tx, league.id);
    const { accepted, countedOnly, playoffTeams, fileGames } = readNflRows(rows, context, report, progress);

    const seasonYears = [...new Set(accepted.map((game) => game.season))];
    const seasonIds = await seasonIdsFor(tx, league.id, seasonYears);
    const teamId = (slug: string) => context.teamIds.get(slug) ?? 0;
    await writeGames(tx, league.id, accepted, seasonIds, teamId);
    report.load("games", accepted.length);

    report.load(
      "standings",
      await writeNflStandings(tx, [...tallyGames([...accepted, ...countedOnly]).values()], { seasonIds, teamId, playoffTeams }),
    );
    await writeSeasonCounts(tx, league.id, nflSeasonCounts(fileGames));
    if (seasonYears.length > 0)
      report.coverage = [{ league: "nfl", firstYear: Math.min(...seasonYears), lastYear: Math.max(...seasonYears) }];
  },
};
