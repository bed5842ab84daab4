// The filters and name ordering every players and coaches list shares (spec §5).
import { and, eq, ilike, sql, type SQL } from "drizzle-orm";
import { type coaches, leagues, levels, people, type players, sports, teams } from "../schema/index";
import { everyWord, likePattern, orderBy, type OrderBy } from "./common";

export interface PersonRoleFilters {
  sportSlug?: string | undefined;
  levelSlug?: string | undefined;
  /** One league of the sport (issue #15): MLB or a Negro League, never both in one list. */
  leagueSlug?: string | undefined;
  /** Case-insensitive substring (spec §5). */
  position?: string | undefined;
  teamSlug?: string | undefined;
  /** From the status filter. */
  isActive?: boolean | undefined;
  /** The active/ views: ANDed with isActive, so active/?status=retired is empty. */
  activeOnly?: boolean | undefined;
  /** A status no row can have (injured, interim …): answer nothing. */
  none?: boolean | undefined;
  search?: string | undefined;
}

export function roleWhere(role: typeof players | typeof coaches, filters: PersonRoleFilters): SQL | undefined {
  return and(
    filters.none ? sql`false` : undefined,
    filters.sportSlug ? eq(sports.slug, filters.sportSlug) : undefined,
    filters.levelSlug ? eq(levels.slug, filters.levelSlug) : undefined,
    filters.leagueSlug ? eq(leagues.slug, filters.leagueSlug) : undefined,
    filters.position ? ilike(role.position, likePattern(filters.position)) : undefined,
    filters.teamSlug ? eq(teams.slug, filters.teamSlug) : undefined,
    filters.isActive !== undefined ? eq(role.isActive, filters.isActive) : undefined,
    filters.activeOnly ? eq(role.isActive, true) : undefined,
    everyWord(filters.search, (pattern) => searchedText(role, pattern)),
  );
}

/**
 * The matching rule (common.ts's searchAny) over the full, first and last name, the team's city
 * and name and the position, folded when the row was written (migration 0008's search columns:
 * each the folded fields joined by a line break, which no search word holds).
 */
const searchedText = (role: typeof players | typeof coaches, pattern: SQL) =>
  sql`(${people}.search_text like ${pattern} or ${teams}.search_text like ${pattern} or ${role}.search_position like ${pattern})`;

export const nameOrder = (
  ordering: readonly OrderBy[],
  columns: Parameters<typeof orderBy>[1],
  id: typeof players.id | typeof coaches.id,
) => orderBy(ordering, { last_name: people.lastName, full_name: people.fullName, ...columns }, [people.lastName, people.firstName, id]);
