// A franchise's seasons (issue #16, /api/teams/teams/{slug}/seasons/): one row per league
// season of its standings, with how its postseason ended and its coach. The playoff result is
// derived, in this order, from the champions rows (the league's final won, vacated or lost), the
// postseason series we hold (the series it lost), and the standings' playoff_position.
import type { PlayoffResult } from "@tl/contract/season-records";
import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import {
  champions,
  championships,
  coachSeasons,
  leagues,
  people,
  postseasonSeries,
  seasons,
  sports,
  standings,
  teams,
} from "../schema/index";
import { orderBy, toPage, totalCount, type OrderBy, type Page, type PageRequest } from "./common";
import { seasonRefOf } from "./season-slug";
import { winPercentage } from "./standings";

/** Sports whose standings count ties; the others answer ties: null. */
const SPORTS_WITH_TIES: ReadonlySet<string> = new Set(["football", "hockey"]);

/** The postseason facts of the team `teamId` in the season `seasonId`, as columns of a select. */
export function playoffFacts(seasonId: AnyColumn | SQL, teamId: AnyColumn | SQL) {
  return {
    /** 'c:' or 'v:' (vacated) and the championship's name, where the team won the league's final. */
    final_won: sql<string | null>`(select case when ${champions.vacated} then 'v:' else 'c:' end || ${championships.name}
      from ${champions} join ${championships} on ${championships.id} = ${champions.championshipId}
      where ${champions.seasonId} = ${seasonId} and ${champions.teamId} = ${teamId}
      order by ${champions.vacated}, ${champions.id} limit 1)`,
    final_lost: sql<string | null>`(select ${championships.name}
      from ${champions} join ${championships} on ${championships.id} = ${champions.championshipId}
      where ${champions.seasonId} = ${seasonId} and ${champions.runnerUpTeamId} = ${teamId}
      order by ${champions.id} limit 1)`,
    series_lost: sql<string | null>`(select ${postseasonSeries.round} from ${postseasonSeries}
      where ${postseasonSeries.seasonId} = ${seasonId} and ${postseasonSeries.loserTeamId} = ${teamId}
      order by ${postseasonSeries.id} desc limit 1)`,
    series_won: sql<boolean>`exists (select 1 from ${postseasonSeries}
      where ${postseasonSeries.seasonId} = ${seasonId} and ${postseasonSeries.winnerTeamId} = ${teamId})`,
    playoff_position: standings.playoffPosition,
  };
}

export interface PlayoffFacts {
  final_won: string | null;
  final_lost: string | null;
  series_lost: string | null;
  series_won: boolean;
  playoff_position: "champion" | "playoffs" | "bubble" | "eliminated" | null;
}

/** playoff_result and playoff_round from the facts (see the contract's PLAYOFF_RESULTS). */
export function playoffOutcome(facts: PlayoffFacts): { playoff_result: PlayoffResult | null; playoff_round: string | null } {
  if (facts.final_won !== null) {
    return { playoff_result: facts.final_won.startsWith("v:") ? "title_vacated" : "champion", playoff_round: facts.final_won.slice(2) };
  }
  if (facts.final_lost !== null) return { playoff_result: "lost_final", playoff_round: facts.final_lost };
  if (facts.series_lost !== null) return { playoff_result: "lost_round", playoff_round: facts.series_lost };
  if (facts.playoff_position === "champion") return { playoff_result: "champion", playoff_round: null };
  if (facts.playoff_position === "playoffs" || facts.series_won) return { playoff_result: "playoffs", playoff_round: null };
  if (facts.playoff_position === "eliminated") return { playoff_result: "missed", playoff_round: null };
  return { playoff_result: null, playoff_round: null };
}

/** Ties where the sport counts them, else null. */
export const tiesIn = (sportSlug: string, ties: number): number | null => (SPORTS_WITH_TIES.has(sportSlug) ? ties : null);

/** The franchise's id and sport, by its slug. */
export async function teamKey(db: Database, slug: string): Promise<{ id: number; sportId: number } | undefined> {
  const [row] = await db
    .select({ id: teams.id, sportId: leagues.sportId })
    .from(teams)
    .innerJoin(leagues, eq(teams.leagueId, leagues.id))
    .where(eq(teams.slug, slug));
  return row;
}

const sportLeague = alias(leagues, "sport_league");
const sportSeason = alias(seasons, "sport_season");

function teamSeasonsFrom(db: Database, team: { id: number; sportId: number }, leagueSlug?: string) {
  // The seasons of the franchise's sport, so each of its standings is found through the
  // (season, team) index instead of a scan of every standing.
  const sportSeasons = db
    .select({ id: sportSeason.id })
    .from(sportSeason)
    .innerJoin(sportLeague, eq(sportSeason.leagueId, sportLeague.id))
    .where(eq(sportLeague.sportId, team.sportId));
  const coach = sql<{
    slug: string;
    full_name: string;
  } | null>`(select json_build_object('slug', ${people.slug}, 'full_name', ${people.fullName})
    from ${coachSeasons} join ${people} on ${people.id} = ${coachSeasons.personId}
    where ${coachSeasons.teamId} = ${standings.teamId} and ${coachSeasons.year} = ${seasons.startYear} and ${coachSeasons.leagueId} = ${seasons.leagueId}
    order by coalesce(${coachSeasons.games}, coalesce(${coachSeasons.wins}, 0) + coalesce(${coachSeasons.losses}, 0) + coalesce(${coachSeasons.ties}, 0) + coalesce(${coachSeasons.overtimeLosses}, 0)) desc,
      ${coachSeasons.stint}, ${coachSeasons.id}
    limit 1)`;
  return db
    .select({
      total: totalCount,
      start_year: seasons.startYear,
      season_name: seasons.name,
      league: { name: leagues.name, slug: leagues.slug, abbreviation: leagues.abbreviation },
      sport: { name: sports.name, slug: sports.slug },
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
      ...playoffFacts(standings.seasonId, standings.teamId),
      coach,
    })
    .from(standings)
    .innerJoin(seasons, eq(standings.seasonId, seasons.id))
    .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(teams, eq(standings.teamId, teams.id))
    .where(
      and(
        eq(standings.teamId, team.id),
        sql`${standings.seasonId} = any(array(${sportSeasons}))`,
        leagueSlug ? eq(leagues.slug, leagueSlug) : undefined,
      ),
    );
}

type TeamSeasonSelection = Omit<Awaited<ReturnType<ReturnType<typeof teamSeasonsFrom>["execute"]>>[number], "total">;

function toTeamSeason(row: TeamSeasonSelection) {
  const { league, sport, team } = row;
  return {
    season: seasonRefOf({ leagueSlug: league.slug, sportSlug: sport.slug, startYear: row.start_year, name: row.season_name }),
    league,
    team: { name: team.name, city: team.city, abbreviation: team.abbreviation, sport_name: sport.name, slug: team.slug },
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
    ...playoffOutcome(row),
    coach: row.coach,
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
  const team = await teamKey(db, slug);
  if (!team) return { count: 0, results: [] };
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
  const rows = await teamSeasonsFrom(db, team, filters.leagueSlug)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const paged = toPage(rows);
  return { count: paged.count, results: paged.results.map(toTeamSeason) };
}

/** Every season of the franchise, oldest first (the detail's firsts and bests). */
export async function allTeamSeasons(db: Database, team: { id: number; sportId: number }): Promise<TeamSeasonRow[]> {
  const rows = await teamSeasonsFrom(db, team).orderBy(asc(seasons.startYear), asc(leagues.name));
  return rows.map(toTeamSeason);
}
