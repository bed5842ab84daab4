// Lahman players (Batting, Pitching, Appearances, AllstarFull): one career per person and league,
// so a man who played in the Negro American League and then the American League has a player
// row in each (his NAL seasons never count in his MLB career, nor the reverse).
import { players } from "@tl/db/schema";
import type { CsvRow } from "../datasets/csv";
import { inBatches } from "../shared/batches";
import { excludedColumns } from "../shared/upsert";
import { careerStats, positionOf } from "./lahman-career-stats";
import { Careers, type Career } from "./lahman-careers";
import { leagueSlugOf, MLB } from "./lahman-leagues";
import type { LahmanContext } from "./lahman-roles";
import { int, LAHMAN_FILES, tally } from "./lahman-util";

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
  const stats = [
    [LAHMAN_FILES.batting, (c: Careers, row: CsvRow) => c.batting(row)],
    [LAHMAN_FILES.pitching, (c: Careers, row: CsvRow) => c.pitching(row)],
    [LAHMAN_FILES.appearances, (c: Careers, row: CsvRow) => c.appearances(row)],
  ] as const;
  for (const [file, add] of stats) {
    const counts = tally(report, file);
    for (const row of ctx.read(file)) {
      if (personIds.has(row.playerID ?? "")) {
        add(careersIn(leagueSlugOf(row.lgID ?? "")), row);
        counts.load();
      } else counts.reject("player not in People.csv");
    }
  }
  const allStars = tally(report, LAHMAN_FILES.allStars);
  for (const row of ctx.read(LAHMAN_FILES.allStars)) {
    const league = allStarLeague(ctx, careers, row);
    if (league !== undefined && careers.get(league)?.allStar(row)) allStars.load();
    else allStars.reject("no Batting, Pitching or Appearances row for the player in the team's league");
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
}
