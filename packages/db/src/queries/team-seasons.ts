// A franchise's seasons (issue #16, /api/teams/teams/{slug}/seasons/): one row per league
// season of its standings, with how its postseason ended and its coach. The playoff result is
// derived, in this order, from the champions rows (the league's final won, vacated or lost), the
// postseason series we hold (the series it lost), and the standings' playoff_position
// (postseason-facts.ts). Two statements: the standings by team (standings_team_idx), and the
// page's finals, series and coaches (team-season-outcomes.ts) as JSON arrays.
import type { PersonLink } from "@tl/contract/refs";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { GENERIC_PLAN } from "../prepared-reads";
import { leagues, seasons, sports, standings, teams } from "../schema/index";
import { orderBy, toPage, type OrderBy, type Page, type PageRequest } from "./common";
import { finalRows, jsonRows, playoffOutcome, seriesRows, tiesIn, type FinalRow, type SeriesRow, type TitleRow } from "./postseason-facts";
import { seasonRefOf } from "./season-slug";
import type { HeldRow } from "./team-held-seasons";
import { coachRows, seasonOutcomes, type SeasonOutcomes } from "./team-season-outcomes";
import { winPercentage } from "./standings";

export interface TeamKey {
  id: number;
  sportSlug: string;
  sportName: string;
}

/** The franchise's id and sport, by its slug (or id). */
export async function teamKey(db: Database, key: string | number): Promise<TeamKey | undefined> {
  const [row] = await db
    .select({ id: teams.id, sportSlug: sports.slug, sportName: sports.name })
    .from(teams)
    .innerJoin(leagues, eq(teams.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .where(typeof key === "number" ? eq(teams.id, key) : eq(teams.slug, key));
  return row;
}

/** The franchise's standings (`team`: its id, or its slug as a subquery, so no lookup goes before). */
function standingsOf(db: Database, team: number | string, leagueSlug?: string) {
  return db
    .select({
      // On its generic plan (prepared-reads.ts): the custom plans cost more to make than to run.
      total: sql<number>`${sql.raw(GENERIC_PLAN)} count(*) over ()`.mapWith(Number),
      team_id: standings.teamId,
      season_id: standings.seasonId,
      league_id: seasons.leagueId,
      start_year: seasons.startYear,
      season_name: seasons.name,
      league: { name: leagues.name, slug: leagues.slug, abbreviation: leagues.abbreviation },
      sport: { slug: sports.slug, name: sports.name },
      team: {
        name: standings.teamName,
        city: standings.teamCity,
        abbreviation: sql<string>`coalesce(${standings.teamAbbreviation}, ${teams.abbreviation})`,
        slug: teams.slug,
      },
      conference: standings.conference,
      division: standings.division,
      wins: standings.wins,
      losses: standings.losses,
      ties: standings.ties,
      overtime_losses: standings.overtimeLosses,
      win_percentage: winPercentage,
      rank: standings.rank,
      games_behind: standings.gamesBehind,
      playoff_position: standings.playoffPosition,
    })
    .from(standings)
    .innerJoin(seasons, eq(standings.seasonId, seasons.id))
    .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(teams, eq(standings.teamId, teams.id))
    .where(
      and(
        typeof team === "number"
          ? eq(standings.teamId, team)
          : sql`${standings.teamId} = (select ${teams.id} from ${teams} where ${teams.slug} = ${team})`,
        leagueSlug ? eq(leagues.slug, leagueSlug) : undefined,
      ),
    );
}

type StandingSelection = Omit<Awaited<ReturnType<ReturnType<typeof standingsOf>["execute"]>>[number], "total">;

interface CoachRow {
  leagueId: number;
  year: number;
  person: PersonLink;
  games: number;
}

/** The coach of the most games that league season; the first (by stint) on a tie. */
function coachOf(coaches: readonly CoachRow[], leagueId: number, year: number): PersonLink | null {
  let best: CoachRow | undefined;
  for (const coach of coaches) {
    if (coach.leagueId !== leagueId || coach.year !== year) continue;
    if (!best || coach.games > best.games) best = coach;
  }
  return best?.person ?? null;
}

export interface TeamFacts {
  finals: FinalRow[];
  series: SeriesRow[];
  coaches: CoachRow[];
  /** With `titles` asked: the finals it won, vacated ones included (team-history.ts). */
  titles?: TitleRow[];
  /** With `held` asked: its standings rows (team-held-seasons.ts). */
  held?: HeldRow[];
  /** With `names` asked: the names it played under (team-history.ts). */
  names?: { first_year: number; last_year: number | null; city: string; name: string; id: number }[];
}

/** The franchise's finals (won or lost), series and coaches, season by season, and (`extra`) more such arrays: one statement. */
export async function teamFacts(db: Database, teamId: number, extra?: SQL): Promise<TeamFacts> {
  const coaches = coachRows(sql`cs.team_id = ${teamId}`);
  // Its custom plans cost 4-5 ms to make and run no faster than the generic one (about 1 ms).
  const result = await db.execute(sql`select ${sql.raw(GENERIC_PLAN)}
    ${jsonRows(finalRows(sql`c.team_id = ${teamId} or c.runner_up_team_id = ${teamId}`), sql`r.id`)} as finals,
    ${jsonRows(seriesRows(sql`ps.winner_team_id = ${teamId} or ps.loser_team_id = ${teamId}`), sql`r.id`)} as series,
    ${jsonRows(coaches, sql`r.year, r.stint, r.id`)} as coaches${extra ? sql`, ${extra}` : sql``}`);
  const [row] = (result as { rows: TeamFacts[] }).rows;
  return row ?? { finals: [], series: [], coaches: [] };
}

function toTeamSeason(facts: SeasonOutcomes, row: StandingSelection) {
  const { league, sport } = row;
  return {
    season: seasonRefOf({ leagueSlug: league.slug, sportSlug: sport.slug, startYear: row.start_year, name: row.season_name }),
    league,
    team: {
      name: row.team.name,
      city: row.team.city,
      abbreviation: row.team.abbreviation,
      sport_name: sport.name,
      slug: row.team.slug,
    },
    conference: row.conference,
    division: row.division,
    wins: row.wins,
    losses: row.losses,
    ties: tiesIn(sport.slug, row.ties),
    overtime_losses: row.overtime_losses,
    // Null before any game is decided (the decoder is not called on null).
    win_percentage: row.win_percentage as number | null,
    rank: row.rank,
    games_behind: row.games_behind,
    ...playoffOutcome(row.team_id, row.season_id, facts.finals, facts.series, row.playoff_position),
    coach: coachOf(facts.coaches, row.league_id, row.start_year),
  };
}

export type TeamSeasonRow = ReturnType<typeof toTeamSeason>;

export interface TeamSeasonFilters {
  leagueSlug?: string | undefined;
}

/** One franchise's seasons, newest first unless ordered. */
export async function listTeamSeasons(
  db: Database,
  slug: string,
  filters: TeamSeasonFilters,
  page: PageRequest,
  ordering: readonly OrderBy[],
): Promise<Page<TeamSeasonRow>> {
  const order =
    ordering.length > 0
      ? orderBy(
          ordering,
          {
            season: seasons.startYear,
            wins: standings.wins,
            losses: standings.losses,
            // A missing percentage (no games decided) sorts below every real one.
            win_percentage: sql`coalesce(${winPercentage}, -1)`,
            rank: standings.rank,
          },
          [seasons.startYear, leagues.name],
        )
      : [desc(seasons.startYear), asc(leagues.name)];
  const rows = await standingsOf(db, slug, filters.leagueSlug)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const paged = toPage(rows);
  const [first] = paged.results;
  if (!first) return { count: paged.count, results: [] };
  const facts = await seasonOutcomes(
    db,
    first.team_id,
    paged.results.map((row) => row.season_id),
    paged.results.map((row) => row.start_year),
  );
  return { count: paged.count, results: paged.results.map((row) => toTeamSeason(facts, row)) };
}
