// Lahman players (Batting, Pitching, Appearances, AllstarFull): one career per person and league,
// so a man who played in the Negro American League and then the American League has a player
// row in each (his NAL seasons never count in his MLB career, nor the reverse). Each Batting and
// Pitching row is also a player-season, each AllstarFull row a selection (lahman-player-seasons.ts).
import { players } from "@tl/db/schema";
import type { CsvRow } from "../datasets/csv";
import { inBatches } from "../shared/batches";
import { excludedColumns } from "../shared/upsert";
import { careerStats, positionOf } from "./lahman-career-stats";
import { Careers, type Career } from "./lahman-careers";
import { leagueSlugOf, MLB } from "./lahman-leagues";
import { allStarRow, playerSeasonRow } from "./lahman-player-seasons";
import type { LahmanContext } from "./lahman-roles";
import { int, LAHMAN_FILES, tally } from "./lahman-util";
import { writeAllStars, writePlayerSeasons, type AllStarRow, type PlayerSeasonRow } from "./person-seasons";

/** The league of an All-Star row: its team's that season (the East-West Game's lgID names a squad, not a league). */
function allStarLeague(ctx: LahmanContext, careers: Map<string, Careers>, row: CsvRow): string | undefined {
  const year = int(row.yearID);
  const lgID = ctx.teamLeague(year, row.teamID ?? "");
  if (lgID !== undefined) return leagueSlugOf(lgID);
  // A team code the year does not know: the one league the player played in that year.
  const played = [...careers]
    .filter(([, byLeague]) => byLeague.byPlayer.get(row.playerID ?? "")?.years.has(year))
    .map(([league]) => league);
  return played.length === 1 ? played[0] : undefined;
}

/**
 * Debut and final year in the league: MLB's from People.csv (its debut and finalGame are the
 * major-league ones), else the seasons played there (a Negro League career, or no People dates).
 */
function careerSpan(ctx: LahmanContext, league: string, career: Career): { debutYear: number; finalYear: number } {
  const played = [...career.years];
  const known = league === MLB ? ctx.debuts.get(career.playerID) : undefined;
  return { debutYear: known?.debut ?? Math.min(...played), finalYear: known?.final ?? Math.max(...played) };
}

export async function writePlayers(ctx: LahmanContext): Promise<void> {
  const { tx, report, personIds, teamOf, franchiseOf } = ctx;
  const careers = new Map<string, Careers>();
  const careersIn = (league: string) => {
    let found = careers.get(league);
    if (!found) careers.set(league, (found = new Careers()));
    return found;
  };
  // Batting and Pitching rows are also each a player-season (Appearances only adds to careers).
  const stats = [
    [LAHMAN_FILES.batting, "batting", (c: Careers, row: CsvRow) => c.batting(row)],
    [LAHMAN_FILES.pitching, "pitching", (c: Careers, row: CsvRow) => c.pitching(row)],
    [LAHMAN_FILES.appearances, undefined, (c: Careers, row: CsvRow) => c.appearances(row)],
  ] as const;
  const seasons: PlayerSeasonRow[] = [];
  for (const [file, kind, add] of stats) {
    const counts = tally(report, file);
    for (const row of ctx.read(file)) {
      const season = kind && personIds.has(row.playerID ?? "") ? playerSeasonRow(ctx, kind, row) : undefined;
      if (!personIds.has(row.playerID ?? "")) counts.reject("player not in People.csv");
      else if (kind && !season) counts.reject("club-season not in Teams.csv");
      else {
        add(careersIn(leagueSlugOf(row.lgID ?? "")), row);
        if (season) seasons.push(season);
        counts.load();
      }
    }
  }
  const allStars = tally(report, LAHMAN_FILES.allStars);
  const selections = new Map<string, AllStarRow>();
  for (const row of ctx.read(LAHMAN_FILES.allStars)) {
    const league = allStarLeague(ctx, careers, row);
    const selection = league === undefined ? undefined : allStarRow(ctx, league, row);
    const key = selection && [selection.personId, selection.year, selection.gameNumber, selection.squad].join("|");
    if (league === undefined || !careers.get(league)?.allStar(row))
      allStars.reject("no Batting, Pitching or Appearances row for the player in the team's league");
    // The 1871-2023 release repeats some 1962 rows, and numbers both of that year's games 0.
    else if (!selection || !key || selections.has(key)) allStars.reject("a second row for the player's year, game number and squad");
    else {
      selections.set(key, selection);
      allStars.load();
    }
  }
  /** Seasons in which a player appeared for the season's champion (World Series; Negro World Series in the Negro Leagues). */
  const titles = (teamSeasons: Set<string>) =>
    new Set(
      [...teamSeasons].flatMap((key) => {
        const [year = "", teamID = ""] = key.split(":");
        return ctx.champions.has(`${year}:${franchiseOf(Number(year), teamID) ?? ""}`) ? [year] : [];
      }),
    ).size;

  const rows = [...careers].flatMap(([league, byLeague]) =>
    [...byLeague.byPlayer.values()].map((career) => {
      const position = positionOf(career);
      const { debutYear, finalYear } = careerSpan(ctx, league, career);
      const last = career.last;
      return {
        personId: personIds.get(career.playerID) ?? 0,
        leagueId: ctx.leagueIds.get(league) ?? 0,
        currentTeamId: (last && teamOf.get(franchiseOf(last.year, last.teamID) ?? "")?.id) ?? null,
        position,
        debutYear,
        finalYear,
        yearsPro: finalYear - debutYear + 1,
        careerStats: careerStats(career, position === "Pitcher"),
        allStarSelections: career.allStarYears.size,
        championshipsWon: titles(career.teamSeasons),
        isActive: career.years.has(ctx.lastYear),
      };
    }),
  );
  ctx.progress.start("Lahman players", rows.length);
  await inBatches(rows, async (batch) => {
    await tx
      .insert(players)
      .values(batch)
      .onConflictDoUpdate({
        target: [players.personId, players.leagueId],
        set: excludedColumns([
          "currentTeamId",
          "position",
          "debutYear",
          "finalYear",
          "yearsPro",
          "careerStats",
          "allStarSelections",
          "championshipsWon",
          "isActive",
        ] as const),
      });
    ctx.progress.tick(batch.length);
  });
  ctx.progress.stop();
  const leagues = [...ctx.leagueIds.values()];
  ctx.progress.start("Lahman player-seasons and All-Star selections", 2);
  await writePlayerSeasons(tx, leagues, seasons);
  ctx.progress.tick();
  await writeAllStars(tx, leagues, [...selections.values()]);
  ctx.progress.stop();
}
