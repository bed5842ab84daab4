// A franchise's titles and its firsts and bests (issue #16, the detail of
// /api/teams/teams/{slug}/). A vacated title is listed and marked, and counted nowhere: it ends
// no drought and is no playoff appearance.
import type { SeasonRef } from "@tl/contract/refs";
import type { TeamDetail, TeamFirstsAndBests, TeamTitle } from "@tl/contract/teams";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { jsonRows, titleRows, type FinalRow, type TitleRow } from "./postseason-facts";
import { seasonRefOf } from "./season-slug";
import { teamRefIn } from "./team-ref";
import { heldColumn, heldSeason, type HeldSeason } from "./team-held-seasons";
import { teamFacts, type TeamKey } from "./team-seasons";

export type TeamName = TeamDetail["names"][number];

/** Every final the franchise won, oldest first, vacated ones included. */
function teamTitles(team: TeamKey, rows: readonly TitleRow[]): TeamTitle[] {
  return rows.map((row) => {
    const then = row.then && teamRefIn(row.then, team.sportName);
    const runnerUp = row.runnerUp && teamRefIn(row.runnerUp, team.sportName);
    return {
      id: row.id,
      season: seasonRefOf({ leagueSlug: row.leagueSlug, sportSlug: team.sportSlug, startYear: row.startYear, name: row.seasonName }),
      championship: row.championship,
      // The champions row keeps the name and city it won under.
      team: {
        name: row.teamName ?? then?.name ?? "",
        city: row.teamCity ?? then?.city ?? "",
        abbreviation: then?.abbreviation ?? "",
        sport_name: team.sportName,
        slug: then?.slug ?? "",
      },
      runner_up: runnerUp && {
        ...runnerUp,
        name: row.runnerUpName ?? runnerUp.name,
        city: row.runnerUpCity ?? runnerUp.city,
      },
      result: row.result,
      result_type: row.resultType,
      vacated: row.vacated,
    };
  });
}

/** The league seasons of the finals the franchise lost, as season slugs. */
function finalsLost(team: TeamKey, finals: readonly FinalRow[]): string[] {
  return finals
    .filter((row) => row.runnerUpTeamId === team.id)
    .map(
      (row) => seasonRefOf({ leagueSlug: row.leagueSlug, sportSlug: team.sportSlug, startYear: row.startYear, name: row.seasonName }).slug,
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

function bestRecord(rows: readonly HeldSeason[]): TeamFirstsAndBests["best_record"] {
  let best: (HeldSeason & { win_percentage: number }) | undefined;
  for (const row of rows) {
    const { win_percentage } = row;
    if (win_percentage === null) continue;
    if (!best || win_percentage > best.win_percentage || (win_percentage === best.win_percentage && row.wins > best.wins)) {
      best = { ...row, win_percentage };
    }
  }
  if (!best) return null;
  const { season, wins, losses, ties, overtime_losses, win_percentage } = best;
  return { season, wins, losses, ties, overtime_losses, win_percentage };
}

/** The names it played under, oldest first, for jsonRows: read with the facts, not in a statement of their own. */
const nameRows = (teamId: number) =>
  sql`select tn.first_year, tn.last_year, tn.city, tn.name, tn.id from team_names tn where tn.team_id = ${teamId}`;

/**
 * The franchise's names, its titles, and its first and last season, seasons held, playoff
 * appearances, best record, longest title drought: one statement (teamFacts, with its names, titles and standings).
 */
export async function teamHistory(
  db: Database,
  team: TeamKey,
): Promise<{ names: TeamName[]; titles: TeamTitle[]; firsts_and_bests: TeamFirstsAndBests }> {
  const facts = await teamFacts(
    db,
    team.id,
    sql`${jsonRows(titleRows(team.id), sql`r.ord`)} as titles, ${jsonRows(nameRows(team.id), sql`r.first_year, r.id`)} as names,
      ${heldColumn(team.id)}`,
  );
  const names = (facts.names ?? []).map(({ first_year, last_year, city, name }) => ({ first_year, last_year, city, name }));
  const titles = teamTitles(team, facts.titles ?? []);
  const rows = (facts.held ?? []).map((row) => heldSeason(team, facts.finals, facts.series, row));
  const lost = finalsLost(team, facts.finals);
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
    names,
    titles,
    firsts_and_bests: {
      first_season: rows[0]?.season ?? null,
      last_season: rows[rows.length - 1]?.season ?? null,
      seasons: rows.length,
      playoff_appearances: appeared.size,
      best_record: bestRecord(rows),
      longest_title_drought: longestDrought(held, new Set(counted.map((title) => title.season.start_year))),
    },
  };
}
