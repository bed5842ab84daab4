// Standings (spec §3 Standing; §7 /api/games/standings/…). A row shows the team's city, name
// and abbreviation as stored for that season; win_percentage and games_played are the stored
// values, else derived as the spec says.
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { leagues, levels, seasons, sports, standings, teams } from "../schema/index";
import { seasonRefOf } from "./season-slug";
import {
  byKey,
  orderBy,
  searchAny,
  toPage,
  totalCount,
  type DetailKey,
  type OrderBy,
  type Page,
  type PageRequest,
  type Selected,
} from "./common";

export interface StandingFilters {
  sportSlug?: string | undefined;
  levelSlug?: string | undefined;
  /** One league of the sport (issue #15): MLB or a Negro League, never both in one list. */
  leagueSlug?: string | undefined;
  seasonStartYear?: number | undefined;
  /**
   * The season starting this year (issue #13: the Standings season picker). In the current
   * view it replaces "each league's latest season"; in the all view it filters like
   * seasonStartYear.
   */
  season?: number | undefined;
  division?: string | undefined;
  conference?: string | undefined;
  teamSlug?: string | undefined;
  search?: string | undefined;
}

/** all: every season's rows; current: each league's latest season that has standings. */
export type StandingView = "all" | "current";

/** Stored, else wins / (wins + losses) (spec §3); 3 decimals; null before any decision. Also the team and season pages' (issue #16). */
export const winPercentage = sql<
  number | null
>`round(coalesce(${standings.winPercentage}, case when ${standings.wins} + ${standings.losses} > 0 then ${standings.wins}::numeric / (${standings.wins} + ${standings.losses}) end), 3)`.mapWith(
  Number,
);
const gamesPlayed = sql<number>`coalesce(${standings.gamesPlayed}, ${standings.wins} + ${standings.losses} + ${standings.ties})`.mapWith(
  Number,
);

function standingsFrom(db: Database) {
  return db
    .select({
      total: totalCount,
      id: standings.id,
      team: {
        name: standings.teamName,
        city: standings.teamCity,
        abbreviation: sql<string>`coalesce(${standings.teamAbbreviation}, ${teams.abbreviation})`,
        sport_name: sports.name,
        slug: teams.slug,
      },
      rank: standings.rank,
      position: standings.rank,
      wins: standings.wins,
      losses: standings.losses,
      ties: standings.ties,
      overtime_losses: standings.overtimeLosses,
      points: standings.points,
      win_percentage: winPercentage,
      games_played: gamesPlayed,
      games_behind: standings.gamesBehind,
      streak: standings.streak,
      streak_type: standings.streakType,
      division: standings.division,
      conference: standings.conference,
      league_name: leagues.name,
      season_name: seasons.name,
      season_start_year: seasons.startYear,
      season_league_slug: leagues.slug,
      last_updated: standings.lastUpdated,
      playoff_position: standings.playoffPosition,
      home_record: standings.homeRecord,
      away_record: standings.awayRecord,
      division_record: standings.divisionRecord,
      conference_record: standings.conferenceRecord,
      sport: { name: sports.name, slug: sports.slug, abbreviation: sports.abbreviation },
    })
    .from(standings)
    .innerJoin(seasons, eq(standings.seasonId, seasons.id))
    .innerJoin(teams, eq(standings.teamId, teams.id))
    .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(levels, eq(leagues.levelId, levels.id));
}

/** The row in the contract's order, with its league season's page (issue #16: the Standings' season headings link it). */
function toStanding({ season_league_slug, ...row }: Selected<typeof standingsFrom>) {
  const { season_name, season_start_year, last_updated, ...rest } = row;
  const season = seasonRefOf({
    leagueSlug: season_league_slug,
    sportSlug: row.sport.slug,
    startYear: season_start_year,
    name: season_name,
  });
  return { ...rest, season_name, season_start_year, season, last_updated };
}

export type StandingRow = ReturnType<typeof toStanding>;

const latest = alias(seasons, "latest_season");
const latestStandings = alias(standings, "latest_standings");

/** The season is the newest of its league's seasons that have any standings. */
function isCurrent(db: Database): SQL {
  const newest = db
    .select({ startYear: sql`max(${latest.startYear})` })
    .from(latestStandings)
    .innerJoin(latest, eq(latestStandings.seasonId, latest.id))
    .where(eq(latest.leagueId, seasons.leagueId));
  return sql`${seasons.startYear} = (${newest})`;
}

export async function listStandings(
  db: Database,
  view: StandingView,
  filters: StandingFilters,
  page: PageRequest,
  ordering: readonly OrderBy[],
): Promise<Page<StandingRow>> {
  const where = and(
    view === "current" && filters.season === undefined ? isCurrent(db) : undefined,
    filters.season !== undefined ? eq(seasons.startYear, filters.season) : undefined,
    filters.sportSlug ? eq(sports.slug, filters.sportSlug) : undefined,
    filters.levelSlug ? eq(levels.slug, filters.levelSlug) : undefined,
    filters.leagueSlug ? eq(leagues.slug, filters.leagueSlug) : undefined,
    filters.seasonStartYear !== undefined ? eq(seasons.startYear, filters.seasonStartYear) : undefined,
    filters.division ? eq(standings.division, filters.division) : undefined,
    filters.conference ? eq(standings.conference, filters.conference) : undefined,
    filters.teamSlug ? eq(teams.slug, filters.teamSlug) : undefined,
    searchAny(filters.search, [standings.teamName, standings.teamCity, standings.division]),
  );
  // Rank, then team name (spec §2: rows sorted by rank); across seasons, the newest first.
  const order =
    ordering.length > 0
      ? orderBy(
          ordering,
          // A missing percentage (no games yet) sorts below every real one.
          { rank: standings.rank, win_percentage: sql`coalesce(${winPercentage}, -1)`, wins: standings.wins, team: standings.teamName },
          [standings.teamName, standings.id],
        )
      : [asc(standings.rank), asc(standings.teamName), desc(seasons.startYear), asc(standings.id)];
  const rows = await standingsFrom(db)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const { count, results } = toPage(rows);
  return { count, results: results.map(toStanding) };
}

/** One standing by its id (standings have no slug). */
export async function getStanding(db: Database, key: DetailKey): Promise<StandingRow | undefined> {
  const [row] = toPage(await standingsFrom(db).where(byKey(key, standings.id)).limit(1)).results;
  return row && toStanding(row);
}

export interface StandingSeasonFilters {
  sportSlug?: string | undefined;
  levelSlug?: string | undefined;
  /** One league of the sport (issue #15): MLB or a Negro League, never both in one list. */
  leagueSlug?: string | undefined;
}

/**
 * The league seasons that have standings (issue #13: the Standings season picker), newest
 * first, then by league abbreviation; one entry per league and season.
 */
export async function listStandingSeasons(db: Database, filters: StandingSeasonFilters) {
  const withStandings = db.select({ seasonId: standings.seasonId }).from(standings).where(eq(standings.seasonId, seasons.id));
  return (
    db
      .select({
        start_year: seasons.startYear,
        name: seasons.name,
        league: { name: leagues.name, slug: leagues.slug, abbreviation: leagues.abbreviation },
        sport: { name: sports.name, slug: sports.slug, abbreviation: sports.abbreviation },
        level: { name: levels.name, slug: levels.slug },
      })
      .from(seasons)
      .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
      .innerJoin(sports, eq(leagues.sportId, sports.id))
      .innerJoin(levels, eq(leagues.levelId, levels.id))
      .where(
        and(
          sql`exists (${withStandings})`,
          filters.sportSlug ? eq(sports.slug, filters.sportSlug) : undefined,
          filters.levelSlug ? eq(levels.slug, filters.levelSlug) : undefined,
          filters.leagueSlug ? eq(leagues.slug, filters.leagueSlug) : undefined,
        ),
      )
      // Byte order, so PGlite and every PostgreSQL locale sort alike.
      .orderBy(desc(seasons.startYear), sql`${leagues.abbreviation} collate "C"`, asc(leagues.id))
  );
}

export type StandingSeasonRow = Awaited<ReturnType<typeof listStandingSeasons>>[number];
