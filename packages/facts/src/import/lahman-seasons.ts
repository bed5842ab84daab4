// Lahman seasons: one per league and year that has a Teams.csv row (MLB's, and each Negro
// League's of its own), their size (clubs, games, schedule length, first and last dates) and
// the source's coverage per league.
import { seasons, type SourceCoverage } from "@tl/db/schema";
import { inArray } from "drizzle-orm";
import type { CsvRow } from "../datasets/csv";
import { seasonEndYear, seasonName } from "../shared/seasons";
import { leagueSlugOf } from "./lahman-leagues";
import type { TeamSeason } from "./lahman-team-seasons";
import { int } from "./lahman-util";
import { scheduleLength, writeSeasonCounts, type SeasonCounts } from "./season-counts";
import type { Transaction } from "./types";

/** seasons.id of a league's season (undefined when the league has no Teams.csv row that year). */
export type SeasonIdOf = (league: string, year: number) => number | undefined;

/** Team-seasons by league slug. */
export function byLeague(teamSeasons: readonly TeamSeason[]): Map<string, TeamSeason[]> {
  const groups = new Map<string, TeamSeason[]>();
  for (const s of teamSeasons) {
    const league = leagueSlugOf(s.lgID);
    groups.set(league, [...(groups.get(league) ?? []), s]);
  }
  return groups;
}

/** Creates the seasons missing (a stored season keeps its row and id) and returns every one's id. */
export async function writeSeasons(
  tx: Transaction,
  leagueIds: Map<string, number>,
  teamSeasons: readonly TeamSeason[],
): Promise<SeasonIdOf> {
  const rows = [...byLeague(teamSeasons)].flatMap(([league, list]) =>
    [...new Set(list.map((s) => s.year))].map((year) => ({
      leagueId: leagueIds.get(league) ?? 0,
      startYear: year,
      endYear: seasonEndYear(league, year),
      name: seasonName(league, year),
    })),
  );
  await tx.insert(seasons).values(rows).onConflictDoNothing();
  const slugOf = new Map([...leagueIds].map(([slug, id]) => [id, slug]));
  const stored = await tx
    .select({ id: seasons.id, leagueId: seasons.leagueId, year: seasons.startYear })
    .from(seasons)
    .where(inArray(seasons.leagueId, [...leagueIds.values()]));
  const ids = new Map(stored.map((row) => [`${slugOf.get(row.leagueId) ?? ""}:${String(row.year)}`, row.id]));
  return (league, year) => ids.get(`${league}:${String(year)}`);
}

/** First and last season of every league with a Teams.csv row, MLB first. */
export function coverageOf(teamSeasons: readonly TeamSeason[]): SourceCoverage[] {
  return [...byLeague(teamSeasons)].map(([league, list]) => {
    const years = list.map((s) => s.year);
    return { league, firstYear: Math.min(...years), lastYear: Math.max(...years) };
  });
}

/** A HomeGames.csv cell: the 2025 release names its columns "year.key", the older one "yearkey". */
const homeCell = (row: CsvRow, column: string): string => row[column] ?? row[column.replace(".", "")] ?? "";

/**
 * Each season's size: the clubs of the league that year, their games (each counted by both
 * clubs in Teams.csv G, so halved) plus the postseason series' games (a series counts in the
 * league of its winner), the schedule length most clubs played, and the first and last dates
 * of the home games (HomeGames.csv holds MLB's only).
 */
export function lahmanSeasonCounts(
  teamSeasons: readonly TeamSeason[],
  series: readonly CsvRow[],
  homeGames: readonly CsvRow[],
): SeasonCounts[] {
  const byYear = new Map<number, TeamSeason[]>();
  for (const s of teamSeasons) byYear.set(s.year, [...(byYear.get(s.year) ?? []), s]);
  const postseason = new Map<number, number>();
  for (const row of series)
    postseason.set(int(row.yearID), (postseason.get(int(row.yearID)) ?? 0) + int(row.wins) + int(row.losses) + int(row.ties));
  const spans = new Map<number, { first: string; last: string }>();
  for (const row of homeGames) {
    const [year, first, last] = [int(homeCell(row, "year.key")), homeCell(row, "span.first"), homeCell(row, "span.last")];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(first) || !/^\d{4}-\d{2}-\d{2}$/.test(last)) continue;
    const span = spans.get(year);
    spans.set(year, { first: span && span.first < first ? span.first : first, last: span && span.last > last ? span.last : last });
  }
  return [...byYear.entries()].map(([year, clubs]) => ({
    year,
    teamsCount: clubs.length,
    gamesCount: Math.round(clubs.reduce((sum, club) => sum + club.games, 0) / 2) + (postseason.get(year) ?? 0),
    regularSeasonGames: scheduleLength(clubs.map((club) => club.games)),
    startDate: spans.get(year)?.first,
    endDate: spans.get(year)?.last,
  }));
}

/** Writes every league's season sizes, each from its own clubs, series and home games. */
export async function writeLahmanSeasonCounts(
  tx: Transaction,
  leagueIds: Map<string, number>,
  teamSeasons: readonly TeamSeason[],
  series: readonly CsvRow[],
  homeGames: readonly CsvRow[],
): Promise<void> {
  for (const [league, list] of byLeague(teamSeasons)) {
    const leagueSeries = series.filter((row) => leagueSlugOf(row.lgIDwinner ?? "") === league);
    const leagueHomeGames = homeGames.filter((row) => leagueSlugOf(homeCell(row, "league.key")) === league);
    await writeSeasonCounts(tx, leagueIds.get(league) ?? 0, lahmanSeasonCounts(list, leagueSeries, leagueHomeGames));
  }
}
