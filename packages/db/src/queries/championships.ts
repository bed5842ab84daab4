// Championships and their champions (spec §3 Championship, Champion; §7 /api/championships/…).
import type { PersonLink } from "@tl/contract/refs";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { championships, champions, leagues, levels, people, seasons, sports, teams } from "../schema/index";
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
import { teamNameInSeason } from "./game-sides";
import { seasonRefOf } from "./season-slug";
import { teamRefOf } from "./team-ref";

export interface ChampionshipFilters {
  sportSlug?: string | undefined;
  levelSlug?: string | undefined;
  /** One league of the sport (issue #15): MLB or a Negro League, never both in one list. */
  leagueSlug?: string | undefined;
  search?: string | undefined;
}

/**
 * The start years of the first and latest seasons a championship holds a row for (a season
 * with no title awarded counts: it is a row with a note), so a client can offer every season
 * without reading every champion. null for a championship with no row yet.
 */
const seasonStartYear = (aggregate: "min" | "max") =>
  sql<
    number | null
  >`(select ${sql.raw(aggregate)}(${seasons.startYear}) from ${champions} join ${seasons} on ${seasons.id} = ${champions.seasonId} where ${champions.championshipId} = ${championships.id})`;

const championshipFields = {
  id: championships.id,
  slug: championships.slug,
  name: championships.name,
  official_name: championships.officialName,
  description: championships.description,
  trophy_name: championships.trophyName,
  first_year: championships.firstYear,
  first_season_start_year: seasonStartYear("min"),
  last_season_start_year: seasonStartYear("max"),
  sport: { name: sports.name, slug: sports.slug, abbreviation: sports.abbreviation },
  level: { name: levels.name, slug: levels.slug },
  league: { name: leagues.name, slug: leagues.slug, abbreviation: leagues.abbreviation },
};

function championshipsFrom(db: Database) {
  return db
    .select({ ...championshipFields, total: totalCount })
    .from(championships)
    .innerJoin(leagues, eq(championships.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(levels, eq(leagues.levelId, levels.id));
}

function championshipWhere(filters: ChampionshipFilters): SQL | undefined {
  return and(
    filters.sportSlug ? eq(sports.slug, filters.sportSlug) : undefined,
    filters.levelSlug ? eq(levels.slug, filters.levelSlug) : undefined,
    filters.leagueSlug ? eq(leagues.slug, filters.leagueSlug) : undefined,
    searchAny(filters.search, [championships.name, championships.officialName, sports.name]),
  );
}

export type ChampionshipRow = Selected<typeof championshipsFrom>;

export async function listChampionships(
  db: Database,
  filters: ChampionshipFilters,
  page: PageRequest,
  ordering: readonly OrderBy[],
): Promise<Page<ChampionshipRow>> {
  const rows = await championshipsFrom(db)
    .where(championshipWhere(filters))
    .orderBy(
      ...orderBy(ordering, { name: championships.name, first_year: championships.firstYear, sport: sports.name }, [
        championships.firstYear,
        championships.id,
      ]),
    )
    .limit(page.limit)
    .offset(page.offset);
  return toPage(rows);
}

/** By slug or id. */
export async function getChampionship(db: Database, key: DetailKey): Promise<ChampionshipRow | undefined> {
  return toPage(await championshipsFrom(db).where(byKey(key, championships.id, championships.slug))).results[0];
}

export interface ChampionFilters {
  championshipSlug?: string | undefined;
  seasonStartYear?: number | undefined;
  sportSlug?: string | undefined;
  levelSlug?: string | undefined;
  teamSlug?: string | undefined;
  search?: string | undefined;
}

const runnerUpTeam = alias(teams, "runner_up_team");
/**
 * The people a title names (issue #16): its coach and its sole MVP as the seed links them
 * (champions.coach_person_id, mvp_person_id: our curated person of the sport and name, which the
 * importers merge with their own, person-ids.ts), never guessed from the name at read time.
 */
const coachPerson = alias(people, "coach_person");
const mvpPerson = alias(people, "mvp_person");
/** The season's own league: the championship's, or before it another (the Stanley Cup's pre-NHL seasons). */
const seasonLeague = alias(leagues, "season_league");

function championsFrom(db: Database) {
  // Each side's abbreviation in the title's season, else its current one (as a game's sides).
  const teamName = teamNameInSeason(db, teams.id, seasons.startYear, "champion_name");
  const runnerUpName = teamNameInSeason(db, runnerUpTeam.id, seasons.startYear, "runner_up_name");
  return db
    .select({
      total: totalCount,
      id: champions.id,
      team_city: champions.teamCity,
      team_name: champions.teamName,
      team_ref: {
        name: champions.teamName,
        city: sql<string | null>`coalesce(${champions.teamCity}, ${teams.city})`,
        abbreviation: sql<string | null>`coalesce(${teamName.abbreviation}, ${teams.abbreviation})`,
        slug: teams.slug,
      },
      championship_name: championships.name,
      championship_slug: championships.slug,
      season_name: seasons.name,
      season_start_year: seasons.startYear,
      season_league_slug: seasonLeague.slug,
      runner_up_ref: {
        name: sql<string | null>`coalesce(${champions.runnerUpName}, ${runnerUpTeam.name})`,
        city: sql<string | null>`coalesce(${champions.runnerUpCity}, ${runnerUpTeam.city})`,
        abbreviation: sql<string | null>`coalesce(${runnerUpName.abbreviation}, ${runnerUpTeam.abbreviation})`,
        slug: runnerUpTeam.slug,
      },
      result: champions.result,
      result_type: champions.resultType,
      overtime: champions.overtime,
      record: champions.record,
      coach: champions.coachName,
      coach_person: { slug: coachPerson.slug, full_name: coachPerson.fullName },
      mvp: champions.mvpName,
      mvp_person: { slug: mvpPerson.slug, full_name: mvpPerson.fullName },
      // Every MVP we hold a person of (co-MVPs each), in the order the text names them.
      mvp_people: sql<PersonLink[]>`(select coalesce(json_agg(json_build_object('slug', p.slug, 'full_name', p.full_name)
        order by strpos(coalesce(${champions.mvpName}, ''), p.full_name), p.id), '[]'::json)
        from champion_mvps m join people p on p.id = m.person_id where m.champion_id = ${champions.id})`,
      venue: champions.venue,
      game_date: champions.gameDate,
      notes: champions.notes,
      vacated: champions.vacated,
      sport: { name: sports.name, slug: sports.slug, abbreviation: sports.abbreviation },
    })
    .from(champions)
    .innerJoin(championships, eq(champions.championshipId, championships.id))
    .innerJoin(seasons, eq(champions.seasonId, seasons.id))
    .innerJoin(seasonLeague, eq(seasons.leagueId, seasonLeague.id))
    .innerJoin(leagues, eq(championships.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(levels, eq(leagues.levelId, levels.id))
    .leftJoin(teams, eq(champions.teamId, teams.id))
    .leftJoin(runnerUpTeam, eq(champions.runnerUpTeamId, runnerUpTeam.id))
    .leftJoin(coachPerson, eq(champions.coachPersonId, coachPerson.id))
    .leftJoin(mvpPerson, eq(champions.mvpPersonId, mvpPerson.id))
    .leftJoinLateral(teamName, sql`true`)
    .leftJoinLateral(runnerUpName, sql`true`);
}

type ChampionSelection = Selected<typeof championsFrom>;

/** The row in the contract's order, each side as a team reference. */
function toChampion({ team_ref, runner_up_ref, coach_person, mvp_person, mvp_people, ...row }: ChampionSelection & { total?: number }) {
  const {
    total: _total,
    id,
    team_city,
    team_name,
    championship_name,
    championship_slug,
    season_name,
    season_start_year,
    season_league_slug,
    result,
    result_type,
    overtime,
    record,
    coach,
    mvp,
    ...rest
  } = row;
  const season = seasonRefOf({
    leagueSlug: season_league_slug,
    sportSlug: row.sport.slug,
    startYear: season_start_year,
    name: season_name,
  });
  return {
    id,
    team_city,
    team_name,
    // No title awarded: the row has no team.
    team: team_name === null ? null : teamRefOf(team_ref, row.sport.name),
    championship_name,
    championship_slug,
    season_name,
    season_start_year,
    season,
    runner_up: teamRefOf(runner_up_ref, row.sport.name),
    result,
    result_type,
    overtime,
    record,
    coach,
    coach_person: personLinkOf(coach_person),
    mvp,
    mvp_person: personLinkOf(mvp_person),
    mvp_people,
    ...rest,
  };
}

export type ChampionRow = ReturnType<typeof toChampion>;

/** A linked person, or null where the title names none we hold (a left join's empty side). */
const personLinkOf = (person: { slug: string | null; full_name: string | null } | null): PersonLink | null =>
  person?.slug && person.full_name ? { slug: person.slug, full_name: person.full_name } : null;

function championWhere(filters: ChampionFilters): SQL | undefined {
  return and(
    filters.championshipSlug ? eq(championships.slug, filters.championshipSlug) : undefined,
    filters.seasonStartYear !== undefined ? eq(seasons.startYear, filters.seasonStartYear) : undefined,
    filters.sportSlug ? eq(sports.slug, filters.sportSlug) : undefined,
    filters.levelSlug ? eq(levels.slug, filters.levelSlug) : undefined,
    filters.teamSlug ? eq(teams.slug, filters.teamSlug) : undefined,
    searchAny(filters.search, [champions.teamName, champions.teamCity, championships.name, champions.runnerUpName]),
  );
}

export async function listChampions(
  db: Database,
  filters: ChampionFilters,
  page: PageRequest,
  ordering: readonly OrderBy[],
): Promise<Page<ChampionRow>> {
  // Newest season first unless the client asks otherwise.
  const newestFirst = ordering.length > 0 ? [] : [sql`${seasons.startYear} desc`];
  const rows = await championsFrom(db)
    .where(championWhere(filters))
    .orderBy(
      ...newestFirst,
      ...orderBy(ordering, { season: seasons.startYear, championship: championships.name, team_name: champions.teamName }, [
        championships.name,
        champions.id,
      ]),
    )
    .limit(page.limit)
    .offset(page.offset);
  return { count: toPage(rows).count, results: rows.map(toChampion) };
}

/** One champion row by its id. */
export async function getChampion(db: Database, key: DetailKey): Promise<ChampionRow | undefined> {
  const [row] = await championsFrom(db).where(byKey(key, champions.id)).limit(1);
  return row && toChampion(row);
}
