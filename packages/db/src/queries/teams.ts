// Teams (spec §3 Team; §7 /api/teams/teams/). championships_won and last_championship_year
// are counted from the champions table, never stored.
import type { TeamFirstsAndBests, TeamTitle } from "@tl/contract/teams";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { seasonLabel } from "@tl/site-config/season-label";
import type { Database } from "../client";
import { champions, leagues, levels, seasons, sports, teams } from "../schema/index";
import { byKey, orderBy, toPage, totalCount, type DetailKey, type OrderBy, type Page, type PageRequest, type Selected } from "./common";
import { teamHistory, type TeamName } from "./team-history";
import { teamSearch } from "./team-match";

export interface TeamFilters {
  sportSlug?: string | undefined;
  levelSlug?: string | undefined;
  /** One league of the sport (issue #15): MLB or a Negro League, never both in one list. */
  leagueSlug?: string | undefined;
  conference?: string | undefined;
  division?: string | undefined;
  search?: string | undefined;
}

// A vacated title (champions.vacated: the NCAA took it away) is shown on its champion row but is
// never the team's: neither counted nor its latest title.
const championshipsWon =
  sql<number>`(select count(*) from ${champions} where ${champions.teamId} = ${teams.id} and not ${champions.vacated})`.mapWith(Number);
/** The season of the team's latest title, by its start year (the 2020 college football season, whose title game was in January 2021, is 2020). */
const lastChampionshipYear = sql<
  number | null
>`(select max(${seasons.startYear}) from ${champions} join ${seasons} on ${seasons.id} = ${champions.seasonId} where ${champions.teamId} = ${teams.id} and not ${champions.vacated})`;

function teamsFrom(db: Database) {
  return db
    .select({
      total: totalCount,
      id: teams.id,
      slug: teams.slug,
      name: teams.name,
      city: teams.city,
      abbreviation: teams.abbreviation,
      short_name: teams.shortName,
      sport_name: sports.name,
      level_name: levels.name,
      league_name: leagues.name,
      division: teams.division,
      conference: teams.conference,
      state: teams.state,
      country: teams.country,
      stadium: teams.stadium,
      founded_year: teams.foundedYear,
      is_active: teams.isActive,
      championships_won: championshipsWon,
      last_championship_year: lastChampionshipYear,
      sport: { name: sports.name, slug: sports.slug, abbreviation: sports.abbreviation },
    })
    .from(teams)
    .innerJoin(leagues, eq(teams.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(levels, eq(leagues.levelId, levels.id));
}

/** The latest title's season as every screen labels it ("2020", "1993-94"): the one season-label rule. */
function withSeasonLabel<T extends { last_championship_year: number | null; sport: { slug: string } }>(row: T) {
  const year = row.last_championship_year;
  return { ...row, last_championship_season: year === null ? null : seasonLabel(row.sport.slug, year) };
}

export type TeamRow = ReturnType<typeof withSeasonLabel<Selected<typeof teamsFrom>>>;

function teamWhere(filters: TeamFilters): SQL | undefined {
  return and(
    filters.sportSlug ? eq(sports.slug, filters.sportSlug) : undefined,
    filters.levelSlug ? eq(levels.slug, filters.levelSlug) : undefined,
    filters.leagueSlug ? eq(leagues.slug, filters.leagueSlug) : undefined,
    filters.conference ? eq(teams.conference, filters.conference) : undefined,
    filters.division ? eq(teams.division, filters.division) : undefined,
    teamSearch(filters.search),
  );
}

export async function listTeams(
  db: Database,
  filters: TeamFilters,
  page: PageRequest,
  ordering: readonly OrderBy[],
): Promise<Page<TeamRow>> {
  const rows = await teamsFrom(db)
    .where(teamWhere(filters))
    .orderBy(
      ...orderBy(
        ordering,
        {
          name: teams.name,
          city: teams.city,
          founded_year: teams.foundedYear,
          championships_won: championshipsWon,
          last_championship_year: lastChampionshipYear,
        },
        [teams.city, teams.name, teams.id],
      ),
    )
    .limit(page.limit)
    .offset(page.offset);
  return toPage(rows.map(withSeasonLabel));
}

export type TeamDetailRow = TeamRow & { names: TeamName[]; titles: TeamTitle[]; firsts_and_bests: TeamFirstsAndBests };

/** By slug or id, with its names, its titles and its firsts and bests (issue #16). */
export async function getTeam(db: Database, key: DetailKey): Promise<TeamDetailRow | undefined> {
  const team = toPage((await teamsFrom(db).where(byKey(key, teams.id, teams.slug))).map(withSeasonLabel)).results[0];
  if (!team) return undefined;
  const { names, titles, firsts_and_bests } = await teamHistory(db, {
    id: team.id,
    sportSlug: team.sport.slug,
    sportName: team.sport.name,
  });
  return { ...team, names, titles, firsts_and_bests };
}
