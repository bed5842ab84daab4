// Filters on a game's league, season, team and championship written over the games table's own
// keys (league_id in (…), season_id in (…)), so the planner reaches the matching games through
// the games indexes instead of joining all 328,000 games first and filtering after. The keys are
// looked up first and written as values: behind a subquery the planner guessed one season's games
// at a few hundred and walked the date index from the newest game back (1.5 s for a 1909 page).
import { and, eq, inArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../client";
import { championships, games, leagues, levels, seasons, sports, teamNames, teams } from "../schema/index";
import { everyWord, fieldMatches } from "./common";

/** The ids of the leagues of this sport, level and league (each optional), or undefined for all. */
function leagueIds(db: Database, sportSlug?: string, levelSlug?: string, leagueSlug?: string) {
  if (!sportSlug && !levelSlug && !leagueSlug) return undefined;
  return db
    .select({ id: leagues.id })
    .from(leagues)
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(levels, eq(leagues.levelId, levels.id))
    .where(
      and(
        sportSlug ? eq(sports.slug, sportSlug) : undefined,
        levelSlug ? eq(levels.slug, levelSlug) : undefined,
        leagueSlug ? eq(leagues.slug, leagueSlug) : undefined,
      ),
    );
}

export interface LeagueScope {
  sportSlug?: string | undefined;
  levelSlug?: string | undefined;
  leagueSlug?: string | undefined;
}

/**
 * Games of the scope's leagues and, when given, of the season starting `year`: a season names its
 * league, so the season's ids carry both conditions and the planner goes through the season index.
 * `inline`: the keys as subqueries of the caller's statement, not looked up first (a statement
 * less), for a caller that gathers the matching games apart from their order (listGames' season
 * and day lists), where the planner has no order index to walk instead.
 */
export async function inScope(
  db: Database,
  { sportSlug, levelSlug, leagueSlug }: LeagueScope,
  year?: number,
  inline = false,
): Promise<SQL | undefined> {
  const ids = leagueIds(db, sportSlug, levelSlug, leagueSlug);
  if (year === undefined) return ids ? (inline ? anyOf(games.leagueId, ids) : inArray(games.leagueId, valuesOf(await ids))) : undefined;
  const seasonIds = db
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(eq(seasons.startYear, year), ids ? inArray(seasons.leagueId, ids) : undefined));
  return inline ? anyOf(games.seasonId, seasonIds) : inArray(games.seasonId, valuesOf(await seasonIds));
}

/**
 * `column = any(array(subquery))`: the ids are gathered once, before the games, and the planner,
 * which sees a list of unknown length, reads the games through the column's index as it does for
 * a list of values. (`in (subquery)` let it hash a year's seasons and scan all 328,000 games.)
 */
const anyOf = (column: SQLWrapper, ids: SQLWrapper) => sql`${column} = any(array(${ids}))`;

const valuesOf = (rows: { id: number }[]) => rows.map((row) => row.id);

export async function ofChampionship(db: Database, slug: string) {
  const ids = await db.select({ id: championships.id }).from(championships).where(eq(championships.slug, slug));
  return inArray(games.championshipId, valuesOf(ids));
}

/** Games either of whose sides is one of these teams. */
function eitherSide(teamIds: number[] | SQLWrapper) {
  return or(inArray(games.homeTeamId, teamIds), inArray(games.awayTeamId, teamIds));
}

const idsOf = (db: Database, where: SQL | undefined) => db.select({ id: teams.id }).from(teams).where(where);

export const withTeam = async (db: Database, slug: string) => eitherSide(valuesOf(await idsOf(db, eq(teams.slug, slug))));

/**
 * Games where every word of `text` is in a name (today's or a former one) of one of its sides:
 * the candidates a search can match. The exact rule (the names the sides had that season) is
 * checked on them after.
 */
export function withTeamNamed(db: Database, text: string): SQL | undefined {
  return everyWord(text, (pattern) => {
    const former = db
      .select({ id: teamNames.teamId })
      .from(teamNames)
      .where(or(fieldMatches(teamNames.name, pattern), fieldMatches(teamNames.city, pattern)));
    return eitherSide(idsOf(db, or(fieldMatches(teams.name, pattern), fieldMatches(teams.city, pattern), inArray(teams.id, former))));
  });
}
