// What a franchise's seasons list (team-seasons.ts) needs of its postseasons and coaches, for the
// page's seasons only: the finals and series rows with just the fields playoffOutcome reads (no
// sides named, no season joined) and the coaches of those years. One statement; the franchise page
// reads the full facts (teamFacts) instead. A franchise of 150 seasons asked for a page of them
// no longer names every series' sides.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { GENERIC_PLAN } from "../prepared-reads";
import { jsonRows, type OutcomeFinal, type OutcomeSeries } from "./postseason-facts";
import type { TeamFacts } from "./team-seasons";

export interface SeasonOutcomes {
  finals: OutcomeFinal[];
  series: OutcomeSeries[];
  coaches: TeamFacts["coaches"];
}

/** A team's coaches season by season (CoachRow), as the franchise page and its seasons read them. */
export const coachRows = (where: SQL) => sql`select cs.league_id as "leagueId", cs.year,
    json_build_object('slug', p.slug, 'full_name', p.full_name) as person,
    coalesce(cs.games, coalesce(cs.wins, 0) + coalesce(cs.losses, 0) + coalesce(cs.ties, 0) + coalesce(cs.overtime_losses, 0)) as games,
    cs.stint, cs.id
  from coach_seasons cs join people p on p.id = cs.person_id where ${where}`;

/** `ids` as one text parameter, so every page is the same statement text (prepared-reads.ts). */
const anyId = (ids: readonly number[]) => sql`any(string_to_array(${ids.join(",")}, ',')::int[])`;

/** The finals, series and coaches of `teamId` in these seasons (`seasonIds`) and years (`years`). */
export async function seasonOutcomes(
  db: Database,
  teamId: number,
  seasonIds: readonly number[],
  years: readonly number[],
): Promise<SeasonOutcomes> {
  const finals = sql`select c.id, c.season_id as "seasonId", (select ch.name from championships ch where ch.id = c.championship_id) as championship,
      c.team_id as "teamId", c.runner_up_team_id as "runnerUpTeamId", c.vacated
    from champions c where (c.team_id = ${teamId} or c.runner_up_team_id = ${teamId}) and c.season_id = ${anyId(seasonIds)}`;
  const series = sql`select ps.id, ps.season_id as "seasonId", ps.round, ps.winner_team_id as "winnerTeamId", ps.loser_team_id as "loserTeamId"
    from postseason_series ps where (ps.winner_team_id = ${teamId} or ps.loser_team_id = ${teamId}) and ps.season_id = ${anyId(seasonIds)}`;
  const coaches = coachRows(sql`cs.team_id = ${teamId} and cs.year = ${anyId(years)}`);
  const result = await db.execute(sql`select ${sql.raw(GENERIC_PLAN)}
    ${jsonRows(finals, sql`r.id`)} as finals, ${jsonRows(series, sql`r.id`)} as series, ${jsonRows(coaches, sql`r.year, r.stint, r.id`)} as coaches`);
  const [row] = (result as { rows: SeasonOutcomes[] }).rows;
  return row ?? { finals: [], series: [], coaches: [] };
}
