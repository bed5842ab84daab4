// What the franchise and season pages (issue #16) say of a team's postseason and name: the
// finals and series rows, read as JSON arrays (jsonRows) in one statement with the page's other
// facts, each sub-select planned alone (no join order to search) and naming its teams as they
// were that season (sideJson); combined here.
import type { PlayoffResult } from "@tl/contract/season-records";
import type { TeamTitle } from "@tl/contract/teams";
import { sql, type SQL } from "drizzle-orm";
import { sideJson } from "./game-sides";

/** A team as sideJson names it in a season (every field known: teams' columns are not null). */
export interface SideFields {
  slug: string;
  name: string;
  city: string;
  abbreviation: string;
}

/** Sports whose standings count ties; the others answer ties: null. */
const SPORTS_WITH_TIES: ReadonlySet<string> = new Set(["football", "hockey"]);

/** Ties where the sport counts them, else null. */
export const tiesIn = (sportSlug: string, ties: number): number | null => (SPORTS_WITH_TIES.has(sportSlug) ? ties : null);

/** A champions row as the pages read it: who won and lost the league's final in a season. */
export interface FinalRow {
  id: number;
  seasonId: number;
  championship: string;
  teamId: number | null;
  runnerUpTeamId: number | null;
  runnerUpCity: string | null;
  runnerUpName: string | null;
  vacated: boolean;
  startYear: number;
  seasonName: string;
  leagueSlug: string;
  /** The runner-up as named that season (null: none held). */
  runnerUp: SideFields | null;
}

/** The fields of a final playoffOutcome reads. */
export type OutcomeFinal = Pick<FinalRow, "id" | "seasonId" | "championship" | "teamId" | "runnerUpTeamId" | "vacated">;

export interface SeriesRow {
  id: number;
  seasonId: number;
  round: string;
  winnerTeamId: number;
  loserTeamId: number;
  winnerWins: number;
  loserWins: number;
  ties: number;
  winner: SideFields | null;
  loser: SideFields | null;
}

/**
 * A row's season (with its league's slug) and championship, joined as lateral subqueries that read
 * one row each by primary key (offset 0 keeps them from being flattened into a join): the planner
 * then has no join order to search, and hashes no whole table of seasons for a dozen rows.
 */
const ofSeason = (seasonId: SQL) =>
  sql`cross join lateral (select s.start_year, s.name, (select l.slug from leagues l where l.id = s.league_id) as league_slug from seasons s where s.id = ${seasonId} offset 0) s`;
const ofChampionship = (championshipId: SQL) =>
  sql`cross join lateral (select ch.name, ch.slug from championships ch where ch.id = ${championshipId} offset 0) ch`;

/** A JSON array of `select`'s rows in `order` (an empty array over no rows), as one column of a facts statement. */
export const jsonRows = (select: SQL, order: SQL) => sql`(select coalesce(json_agg(r order by ${order}), '[]') from (${select}) r)`;

/** The champions rows (finals won or lost) where `where` holds, with their season, for jsonRows. */
export const finalRows = (where: SQL) => sql`select c.id, c.season_id as "seasonId", ch.name as championship, c.team_id as "teamId",
    c.runner_up_team_id as "runnerUpTeamId", c.runner_up_city as "runnerUpCity", c.runner_up_name as "runnerUpName", c.vacated,
    s.start_year as "startYear", s.name as "seasonName", s.league_slug as "leagueSlug",
    ${sideJson(sql`c.runner_up_team_id`, sql`s.start_year`)} as "runnerUp"
  from champions c ${ofSeason(sql`c.season_id`)} ${ofChampionship(sql`c.championship_id`)}
  where ${where}`;

/** The postseason series where `where` holds, both sides named as they were that season, for jsonRows. */
export const seriesRows = (where: SQL) => sql`select ps.id, ps.season_id as "seasonId", ps.round, ps.winner_team_id as "winnerTeamId",
    ps.loser_team_id as "loserTeamId", ps.winner_wins as "winnerWins", ps.loser_wins as "loserWins", ps.ties,
    ${sideJson(sql`ps.winner_team_id`, sql`s.start_year`)} as winner, ${sideJson(sql`ps.loser_team_id`, sql`s.start_year`)} as loser
  from postseason_series ps ${ofSeason(sql`ps.season_id`)}
  where ${where}`;

/** The fields of a series playoffOutcome reads. */
export type OutcomeSeries = Pick<SeriesRow, "id" | "seasonId" | "round" | "winnerTeamId" | "loserTeamId">;

/** A final a team won, as its titles list it (team-history.ts). */
export interface TitleRow {
  id: number;
  startYear: number;
  seasonName: string;
  leagueSlug: string;
  championship: { slug: string; name: string };
  teamName: string | null;
  teamCity: string | null;
  /** The champion as named that season. */
  then: SideFields | null;
  runnerUpName: string | null;
  runnerUpCity: string | null;
  runnerUp: SideFields | null;
  result: string | null;
  resultType: TeamTitle["result_type"];
  vacated: boolean;
}

/** The finals `teamId` won, oldest first, for jsonRows (ordered by r.ord). */
export const titleRows = (
  teamId: number,
) => sql`select c.id, s.start_year as "startYear", s.name as "seasonName", s.league_slug as "leagueSlug",
    json_build_object('slug', ch.slug, 'name', ch.name) as championship, c.team_name as "teamName", c.team_city as "teamCity",
    ${sideJson(sql`c.team_id`, sql`s.start_year`)} as then, c.runner_up_name as "runnerUpName", c.runner_up_city as "runnerUpCity",
    ${sideJson(sql`c.runner_up_team_id`, sql`s.start_year`)} as "runnerUp", c.result, c.result_type as "resultType", c.vacated,
    row_number() over (order by s.start_year, ch.name, c.id) as ord
  from champions c ${ofSeason(sql`c.season_id`)} ${ofChampionship(sql`c.championship_id`)}
  where c.team_id = ${teamId}`;

export interface PlayoffOutcome {
  playoff_result: PlayoffResult | null;
  playoff_round: string | null;
}

/**
 * How the team's postseason ended in the season, in the contract's order: a final won (champion,
 * or title_vacated), a final lost, a series lost (its round), then the standings'
 * playoff_position (champion; playoffs, as for a series won without a loss held; missed).
 */
export function playoffOutcome(
  teamId: number,
  seasonId: number,
  finals: readonly OutcomeFinal[],
  series: readonly OutcomeSeries[],
  playoffPosition: string | null,
): PlayoffOutcome {
  const ofSeason = finals.filter((row) => row.seasonId === seasonId);
  const won = ofSeason.filter((row) => row.teamId === teamId).sort((a, b) => Number(a.vacated) - Number(b.vacated))[0];
  if (won) return { playoff_result: won.vacated ? "title_vacated" : "champion", playoff_round: won.championship };
  const lost = ofSeason.find((row) => row.runnerUpTeamId === teamId);
  if (lost) return { playoff_result: "lost_final", playoff_round: lost.championship };
  const played = series.filter((row) => row.seasonId === seasonId);
  const out = played.filter((row) => row.loserTeamId === teamId).at(-1);
  if (out) return { playoff_result: "lost_round", playoff_round: out.round };
  if (playoffPosition === "champion") return { playoff_result: "champion", playoff_round: null };
  if (playoffPosition === "playoffs" || played.some((row) => row.winnerTeamId === teamId)) {
    return { playoff_result: "playoffs", playoff_round: null };
  }
  if (playoffPosition === "eliminated") return { playoff_result: "missed", playoff_round: null };
  return { playoff_result: null, playoff_round: null };
}
