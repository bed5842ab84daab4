// A franchise's seasons (issue #16, /api/teams/teams/{slug}/seasons/): one row per league
// season of its standings, with how its postseason ended and its coach. The playoff result is
// derived, in this order, from the champions rows (the league's final won, vacated or lost), the
// postseason series we hold (the series it lost), and the standings' playoff_position
// (postseason-facts.ts). Plain queries, each through an index: the standings by (season, team)
// over the seasons of the franchise's sport, its finals and series, its coaches by (team, year).
import type { PersonLink } from "@tl/contract/refs";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { coachSeasons, leagues, people, seasons, sports, standings, teams } from "../schema/index";
import { orderBy, toPage, totalCount, type OrderBy, type Page, type PageRequest } from "./common";
import { finalsOfTeam, playoffOutcome, seriesOfTeam, tiesIn, type FinalRow, type SeriesRow } from "./postseason-facts";
import { seasonRefOf } from "./season-slug";
import { winPercentage } from "./standings";

export interface TeamKey {
  id: number;
  sportId: number;
  sportSlug: string;
  sportName: string;
}

/** The franchise's id and sport, by its slug (or id). */
export async function teamKey(db: Database, key: string | number): Promise<TeamKey | undefined> {
  const [row] = await db
    .select({ id: teams.id, sportId: sports.id, sportSlug: sports.slug, sportName: sports.name })
    .from(teams)
    .innerJoin(leagues, eq(teams.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .where(typeof key === "number" ? eq(teams.id, key) : eq(teams.slug, key));
  return row;
}

const sportLeague = alias(leagues, "sport_league");
const sportSeason = alias(seasons, "sport_season");

function standingsOf(db: Database, team: TeamKey, leagueSlug?: string) {
  // The seasons of the franchise's sport, so each of its standings is found through the
  // (season, team) index instead of a scan of every standing.
  const sportSeasons = db
    .select({ id: sportSeason.id })
    .from(sportSeason)
    .innerJoin(sportLeague, eq(sportSeason.leagueId, sportLeague.id))
    .where(eq(sportLeague.sportId, team.sportId));
  return db
    .select({
      total: totalCount,
      season_id: standings.seasonId,
      league_id: seasons.leagueId,
      start_year: seasons.startYear,
      season_name: seasons.name,
      league: { name: leagues.name, slug: leagues.slug, abbreviation: leagues.abbreviation },
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
    .innerJoin(teams, eq(standings.teamId, teams.id))
    .where(
      and(
        eq(standings.teamId, team.id),
        sql`${standings.seasonId} = any(array(${sportSeasons}))`,
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

/** The franchise's coaches, season by season (coach_seasons_team_year_idx). */
function coachesOf(db: Database, teamId: number): Promise<CoachRow[]> {
  return db
    .select({
      leagueId: coachSeasons.leagueId,
      year: coachSeasons.year,
      person: { slug: people.slug, full_name: people.fullName },
      games:
        sql<number>`coalesce(${coachSeasons.games}, coalesce(${coachSeasons.wins}, 0) + coalesce(${coachSeasons.losses}, 0) + coalesce(${coachSeasons.ties}, 0) + coalesce(${coachSeasons.overtimeLosses}, 0))`.mapWith(
          Number,
        ),
    })
    .from(coachSeasons)
    .innerJoin(people, eq(coachSeasons.personId, people.id))
    .where(eq(coachSeasons.teamId, teamId))
    .orderBy(asc(coachSeasons.year), asc(coachSeasons.stint), asc(coachSeasons.id));
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

interface TeamFacts {
  finals: FinalRow[];
  series: SeriesRow[];
  coaches: CoachRow[];
}

async function teamFacts(db: Database, teamId: number): Promise<TeamFacts> {
  return { finals: await finalsOfTeam(db, teamId), series: await seriesOfTeam(db, teamId), coaches: await coachesOf(db, teamId) };
}

function toTeamSeason(team: TeamKey, facts: TeamFacts, row: StandingSelection) {
  const { league } = row;
  return {
    season: seasonRefOf({ leagueSlug: league.slug, sportSlug: team.sportSlug, startYear: row.start_year, name: row.season_name }),
    league,
    team: {
      name: row.team.name,
      city: row.team.city,
      abbreviation: row.team.abbreviation,
      sport_name: team.sportName,
      slug: row.team.slug,
    },
    conference: row.conference,
    division: row.division,
    wins: row.wins,
    losses: row.losses,
    ties: tiesIn(team.sportSlug, row.ties),
    overtime_losses: row.overtime_losses,
    // Null before any game is decided (the decoder is not called on null).
    win_percentage: row.win_percentage as number | null,
    rank: row.rank,
    games_behind: row.games_behind,
    ...playoffOutcome(team.id, row.season_id, facts.finals, facts.series, row.playoff_position),
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
  const rows = await standingsOf(db, team, filters.leagueSlug)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const paged = toPage(rows);
  if (paged.results.length === 0) return { count: paged.count, results: [] };
  const facts = await teamFacts(db, team.id);
  return { count: paged.count, results: paged.results.map((row) => toTeamSeason(team, facts, row)) };
}

/** Every season of the franchise, oldest first, and its finals (the detail's titles and firsts and bests). */
export async function allTeamSeasons(db: Database, team: TeamKey): Promise<{ seasons: TeamSeasonRow[]; finals: FinalRow[] }> {
  const rows = await standingsOf(db, team).orderBy(asc(seasons.startYear), asc(leagues.name));
  const facts = await teamFacts(db, team.id);
  return { seasons: rows.map(({ total: _total, ...row }) => toTeamSeason(team, facts, row)), finals: facts.finals };
}
