// A franchise's titles and its firsts and bests (issue #16, the detail of
// /api/teams/teams/{slug}/). A vacated title is listed and marked, and counted nowhere: it ends
// no drought and is no playoff appearance.
import type { TeamFirstsAndBests, TeamTitle } from "@tl/contract/teams";
import type { SeasonRef } from "@tl/contract/refs";
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { champions, championships, leagues, seasons, sports, teams } from "../schema/index";
import { teamNameInSeason } from "./game-sides";
import { seasonRefOf } from "./season-slug";
import { teamRefIn, teamRefOf } from "./team-ref";
import { allTeamSeasons, type TeamSeasonRow } from "./team-seasons";

const runnerUp = alias(teams, "title_runner_up");

/** Every final the franchise won, oldest first, vacated ones included. */
export async function teamTitles(db: Database, teamId: number): Promise<TeamTitle[]> {
  const teamName = teamNameInSeason(db, teams.id, seasons.startYear, "title_team_name");
  const runnerUpName = teamNameInSeason(db, runnerUp.id, seasons.startYear, "title_runner_up_name");
  const rows = await db
    .select({
      id: champions.id,
      start_year: seasons.startYear,
      season_name: seasons.name,
      league_slug: leagues.slug,
      sport: { name: sports.name, slug: sports.slug },
      championship: { slug: championships.slug, name: championships.name },
      team: {
        name: sql<string>`coalesce(${champions.teamName}, ${teamName.name}, ${teams.name})`,
        city: sql<string>`coalesce(${champions.teamCity}, ${teamName.city}, ${teams.city})`,
        abbreviation: sql<string>`coalesce(${teamName.abbreviation}, ${teams.abbreviation})`,
        slug: teams.slug,
      },
      runner_up: {
        name: sql<string | null>`coalesce(${champions.runnerUpName}, ${runnerUpName.name}, ${runnerUp.name})`,
        city: sql<string | null>`coalesce(${champions.runnerUpCity}, ${runnerUpName.city}, ${runnerUp.city})`,
        abbreviation: sql<string | null>`coalesce(${runnerUpName.abbreviation}, ${runnerUp.abbreviation})`,
        slug: runnerUp.slug,
      },
      result: champions.result,
      result_type: champions.resultType,
      vacated: champions.vacated,
    })
    .from(champions)
    .innerJoin(teams, eq(champions.teamId, teams.id))
    .innerJoin(seasons, eq(champions.seasonId, seasons.id))
    .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(championships, eq(champions.championshipId, championships.id))
    .leftJoin(runnerUp, eq(champions.runnerUpTeamId, runnerUp.id))
    .leftJoinLateral(teamName, sql`true`)
    .leftJoinLateral(runnerUpName, sql`true`)
    .where(eq(champions.teamId, teamId))
    .orderBy(asc(seasons.startYear), asc(championships.name), asc(champions.id));
  return rows.map((row) => ({
    id: row.id,
    season: seasonRefOf({ leagueSlug: row.league_slug, sportSlug: row.sport.slug, startYear: row.start_year, name: row.season_name }),
    championship: row.championship,
    team: teamRefIn(row.team, row.sport.name),
    runner_up: teamRefOf(row.runner_up, row.sport.name),
    result: row.result,
    result_type: row.result_type,
    vacated: row.vacated,
  }));
}

/** The league seasons whose final the franchise lost, as season slugs. */
async function finalsLost(db: Database, teamId: number): Promise<string[]> {
  const rows = await db
    .select({ start_year: seasons.startYear, season_name: seasons.name, league_slug: leagues.slug, sport_slug: sports.slug })
    .from(champions)
    .innerJoin(seasons, eq(champions.seasonId, seasons.id))
    .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .where(eq(champions.runnerUpTeamId, teamId));
  return rows.map(
    (row) => seasonRefOf({ leagueSlug: row.league_slug, sportSlug: row.sport_slug, startYear: row.start_year, name: row.season_name }).slug,
  );
}

const APPEARANCES: ReadonlySet<string> = new Set(["champion", "lost_final", "lost_round", "playoffs"]);

/** The longest run of held seasons without a (counted) title; the earliest on a tie. */
export function longestDrought(held: readonly SeasonRef[], titleYears: ReadonlySet<number>): TeamFirstsAndBests["longest_title_drought"] {
  let best: { from: SeasonRef; to: SeasonRef; seasons: number } | undefined;
  let run: { from: SeasonRef; to: SeasonRef; seasons: number } | undefined;
  for (const season of held) {
    if (titleYears.has(season.start_year)) {
      run = undefined;
      continue;
    }
    run = run ? { ...run, to: season, seasons: run.seasons + 1 } : { from: season, to: season, seasons: 1 };
    if (!best || run.seasons > best.seasons) best = run;
  }
  if (!best) return null;
  const last = held[held.length - 1];
  return { ...best, ongoing: last !== undefined && best.to.start_year === last.start_year };
}

function bestRecord(rows: readonly TeamSeasonRow[]): TeamFirstsAndBests["best_record"] {
  let best: TeamSeasonRow | undefined;
  for (const row of rows) {
    if (row.win_percentage === null) continue;
    if (
      !best ||
      best.win_percentage === null ||
      row.win_percentage > best.win_percentage ||
      (row.win_percentage === best.win_percentage && row.wins > best.wins)
    )
      best = row;
  }
  if (!best) return null;
  const { season, wins, losses, ties, overtime_losses, win_percentage } = best;
  return { season, wins, losses, ties, overtime_losses, win_percentage };
}

/** First and last season, seasons held, playoff appearances, best record, longest title drought. */
export async function teamFirstsAndBests(
  db: Database,
  team: { id: number; sportId: number },
  titles: readonly TeamTitle[],
): Promise<TeamFirstsAndBests> {
  const rows = await allTeamSeasons(db, team);
  const lost = await finalsLost(db, team.id);
  const counted = titles.filter((title) => !title.vacated);
  // Appearances by league season: a standing's result, a counted title, a final lost.
  const appeared = new Set([
    ...rows.filter((row) => row.playoff_result !== null && APPEARANCES.has(row.playoff_result)).map((row) => row.season.slug),
    ...counted.map((title) => title.season.slug),
    ...lost,
  ]);
  // The seasons held, by start year: the standings' and the titles' (a title season we hold no standings of).
  const byYear = new Map<number, SeasonRef>();
  for (const title of titles) byYear.set(title.season.start_year, title.season);
  for (const row of rows) byYear.set(row.season.start_year, row.season);
  const held = [...byYear.values()].sort((a, b) => a.start_year - b.start_year);
  return {
    first_season: rows[0]?.season ?? null,
    last_season: rows[rows.length - 1]?.season ?? null,
    seasons: rows.length,
    playoff_appearances: appeared.size,
    best_record: bestRecord(rows),
    longest_title_drought: longestDrought(held, new Set(counted.map((title) => title.season.start_year))),
  };
}
