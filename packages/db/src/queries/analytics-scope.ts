// Which championship an analytics chart (issue #19) is about, with what its answers name it by:
// by its slug, or the one championship of a site's sport and level.
import type { ChampionshipRef, LeagueRef, LevelRef, SportRef } from "@tl/contract/refs";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { championships, leagues, levels, sports } from "../schema/index";

export interface AnalyticsScope {
  /** The championship's and its league's ids, for the chart's statement. */
  id: number;
  leagueId: number;
  championship: ChampionshipRef;
  league: LeagueRef;
  sport: SportRef;
  level: LevelRef;
}

export interface ScopeFilters {
  championshipSlug?: string | undefined;
  sportSlug?: string | undefined;
  levelSlug?: string | undefined;
}

/** Every championship the filters name, by slug (the caller answers exactly one, else says which). */
export async function analyticsScopes(db: Database, filters: ScopeFilters): Promise<AnalyticsScope[]> {
  return db
    .select({
      id: championships.id,
      leagueId: championships.leagueId,
      championship: { slug: championships.slug, name: championships.name },
      league: { name: leagues.name, slug: leagues.slug, abbreviation: leagues.abbreviation },
      sport: { name: sports.name, slug: sports.slug, abbreviation: sports.abbreviation },
      level: { name: levels.name, slug: levels.slug },
    })
    .from(championships)
    .innerJoin(leagues, eq(championships.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(levels, eq(leagues.levelId, levels.id))
    .where(
      and(
        filters.championshipSlug ? eq(championships.slug, filters.championshipSlug) : undefined,
        filters.sportSlug ? eq(sports.slug, filters.sportSlug) : undefined,
        filters.levelSlug ? eq(levels.slug, filters.levelSlug) : undefined,
      ),
    )
    .orderBy(asc(championships.slug));
}
