// Seasons (spec §3 Season, §4 season status; §7 /api/championships/seasons/). A season's
// champion is the winner of its league's championship that season (at most one row, by the
// champions table's unique championship + season index); a season played in a league that later
// took another name (the BAA's 1946-47, the Stanley Cup's seasons before the NHL) is that of the
// championship whose title it decided. Status says only what is so (issue
// #13, changing spec §4's "active, otherwise completed"): see statusOf.
import type { SeasonResult, SeasonStatus } from "@tl/contract/seasons";
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { championships, champions, leagues, levels, seasons, sports, teams } from "../schema/index";
import { byKey, orderBy, searchAny, totalCount, type DetailKey, type OrderBy, type Page, type PageRequest } from "./common";
import { teamNameInSeason } from "./game-sides";
import { parseSeasonSlug, seasonSlug } from "./season-slug";
import { teamRefOf } from "./team-ref";

export interface SeasonFilters {
  sportSlug?: string | undefined;
  levelSlug?: string | undefined;
  /** One league of the sport (issue #15): MLB or a Negro League, never both in one list. */
  leagueSlug?: string | undefined;
  startYear?: number | undefined;
  status?: SeasonStatus | undefined;
  search?: string | undefined;
  /** One season (the detail). */
  id?: DetailKey | undefined;
}

const championTeam = alias(teams, "champion_team");

function seasonsFrom(db: Database) {
  // The league's championship: its oldest, should a league ever award more than one; for a
  // season of an earlier league, the championship that has a title in it.
  const titled = sql`exists (select 1 from ${champions} where ${champions.championshipId} = ${championships.id} and ${champions.seasonId} = ${seasons.id})`;
  const leagueChampionship = db
    .select({ id: championships.id, name: championships.name, firstYear: championships.firstYear })
    .from(championships)
    .where(or(eq(championships.leagueId, seasons.leagueId), titled))
    .orderBy(asc(championships.firstYear), asc(championships.id))
    .limit(1)
    .as("league_championship");
  const champion = db
    .select({
      id: champions.id,
      teamId: champions.teamId,
      teamName: champions.teamName,
      teamCity: champions.teamCity,
      notes: champions.notes,
    })
    .from(champions)
    .where(and(eq(champions.seasonId, seasons.id), eq(champions.championshipId, leagueChampionship.id)))
    .limit(1)
    .as("season_champion");
  const championName = teamNameInSeason(db, championTeam.id, seasons.startYear, "champion_name");
  // A title decided in the calendar year firstYear: a season ending before it had none to decide.
  const beforeFirstTitle = sql`(${seasons.endYear} < ${leagueChampionship.firstYear})`;
  const started = sql`coalesce(${seasons.startDate} <= current_date, ${seasons.startYear} <= extract(year from current_date))`;
  const result = sql<SeasonResult>`case
    when ${champion.teamName} is not null then 'champion'
    when ${champion.id} is not null then 'not_awarded'
    when ${seasons.isActive} or not ${started} then 'undecided'
    when ${beforeFirstTitle} then 'before_first_title'
    else 'not_recorded' end`;
  const status = sql<SeasonStatus>`case
    when ${seasons.isActive} then 'active'
    when not ${started} then 'upcoming'
    when ${champion.id} is not null or ${beforeFirstTitle} then 'completed'
    else 'unrecorded' end`;
  const query = db
    .select({
      total: totalCount,
      id: seasons.id,
      // For the detail (issue #16): the league's previous and next seasons, and the final's runner-up.
      league_id: seasons.leagueId,
      champion_row_id: champion.id,
      name: seasons.name,
      start_year: seasons.startYear,
      end_year: seasons.endYear,
      sport: { name: sports.name, slug: sports.slug, abbreviation: sports.abbreviation },
      league: { name: leagues.name, slug: leagues.slug, abbreviation: leagues.abbreviation },
      level: { name: levels.name, slug: levels.slug },
      is_active: seasons.isActive,
      status,
      result,
      result_note: sql<string | null>`case when ${champion.teamName} is null then ${champion.notes} end`,
      champion_team_name: champion.teamName,
      champion_team_city: sql<string | null>`coalesce(${champion.teamCity}, ${championTeam.city})`,
      champion_team_abbreviation: sql<string | null>`coalesce(${championName.abbreviation}, ${championTeam.abbreviation})`,
      champion_team_slug: championTeam.slug,
      championship_name: leagueChampionship.name,
      start_date: seasons.startDate,
      end_date: seasons.endDate,
      teams_count: seasons.teamsCount,
      games_count: seasons.gamesCount,
      regular_season_games: seasons.regularSeasonGames,
      playoffs_format: seasons.playoffsFormat,
      notes: seasons.notes,
    })
    .from(seasons)
    .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(levels, eq(leagues.levelId, levels.id))
    .leftJoinLateral(leagueChampionship, sql`true`)
    .leftJoinLateral(champion, sql`true`)
    .leftJoin(championTeam, eq(champion.teamId, championTeam.id))
    .leftJoinLateral(championName, sql`true`);
  return { query, champion, status };
}

type SeasonSelection = Awaited<ReturnType<ReturnType<typeof seasonsFrom>["query"]["execute"]>>[number];

function toSeason(row: SeasonSelection) {
  const { total: _total, champion_team_name, champion_team_city, champion_team_abbreviation, champion_team_slug, ...season } = row;
  return {
    id: season.id,
    slug: seasonSlug(season.league.slug, season.sport.slug, season.start_year),
    name: season.name,
    start_year: season.start_year,
    end_year: season.end_year,
    sport: season.sport,
    league: season.league,
    level: season.level,
    is_active: season.is_active,
    status: season.status,
    result: season.result,
    result_note: season.result_note,
    // A season in which no title was awarded has a champions row without a team.
    champion:
      champion_team_name === null
        ? null
        : teamRefOf(
            { name: champion_team_name, city: champion_team_city, abbreviation: champion_team_abbreviation, slug: champion_team_slug },
            season.sport.name,
          ),
    championship_name: season.championship_name,
    start_date: season.start_date,
    end_date: season.end_date,
    teams_count: season.teams_count,
    games_count: season.games_count,
    regular_season_games: season.regular_season_games,
    playoffs_format: season.playoffs_format,
    notes: season.notes,
  };
}

export type SeasonRow = ReturnType<typeof toSeason>;

async function selectSeasons(db: Database, filters: SeasonFilters, page: PageRequest, ordering: readonly OrderBy[]) {
  const { query, champion, status } = seasonsFrom(db);
  const where: SQL | undefined = and(
    filters.id !== undefined ? byKey(filters.id, seasons.id) : undefined,
    filters.sportSlug ? eq(sports.slug, filters.sportSlug) : undefined,
    filters.levelSlug ? eq(levels.slug, filters.levelSlug) : undefined,
    filters.leagueSlug ? eq(leagues.slug, filters.leagueSlug) : undefined,
    filters.startYear !== undefined ? eq(seasons.startYear, filters.startYear) : undefined,
    filters.status ? sql`${status} = ${filters.status}` : undefined,
    searchAny(filters.search, [seasons.name, sports.name, leagues.name, champion.teamName, champion.teamCity]),
  );
  // Newest season first unless the client orders.
  const order =
    ordering.length > 0
      ? orderBy(ordering, { start_year: seasons.startYear, name: seasons.name }, [leagues.name, seasons.id])
      : [desc(seasons.startYear), asc(leagues.name), asc(seasons.id)];
  return query
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export async function listSeasons(
  db: Database,
  filters: SeasonFilters,
  page: PageRequest,
  ordering: readonly OrderBy[],
): Promise<Page<SeasonRow>> {
  const rows = await selectSeasons(db, filters, page, ordering);
  return { count: rows[0]?.total ?? 0, results: rows.map(toSeason) };
}

/** The row a detail key names, with its league's id and its champions row's: by id, or by slug ('mlb-1927', 'nhl-1993-94'). */
export async function findSeason(
  db: Database,
  key: DetailKey,
): Promise<{ season: SeasonRow; leagueId: number; championRowId: number | null } | undefined> {
  let filters: SeasonFilters = { id: key };
  if (typeof key === "string") {
    const parsed = parseSeasonSlug(key);
    if (!parsed) return undefined;
    filters = { leagueSlug: parsed.leagueSlug, startYear: parsed.startYear };
  }
  const [row] = await selectSeasons(db, filters, { limit: 1, offset: 0 }, []);
  if (!row) return undefined;
  const season = toSeason(row);
  // "nba-1995" names no season: the label must be the sport's ("nba-1995-96").
  if (typeof key === "string" && season.slug !== key) return undefined;
  return { season, leagueId: row.league_id, championRowId: row.champion_row_id };
}

/** One season by its id or slug. */
export async function getSeason(db: Database, key: DetailKey): Promise<SeasonRow | undefined> {
  return (await findSeason(db, key))?.season;
}
