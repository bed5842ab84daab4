// The Players and Coaches screens' tiles (/api/people/…/summary/): counts and sums over every
// filter, as the list filters (roleWhere), with championships summing the list's own
// championships_won (championshipsOf); their dropdown options from role-facets.ts.
import type { CoachSummary } from "@tl/contract/coaches";
import type { PlayerSummary } from "@tl/contract/players";
import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { coaches, players } from "../schema/index";
import { allStarsOf, championshipsOf } from "./person-counts";
import { roleWhere, type PersonRoleFilters } from "./person-filters";
import { joinRole, roleFacets } from "./role-facets";
import { countWhere, knownTotal, total } from "./summary-sql";

/** Over the players listPlayers would list for `filters`; facets as roleFacets. */
export async function summarizePlayers(db: Database, filters: PersonRoleFilters): Promise<PlayerSummary> {
  const [totals, facets] = await Promise.all([
    joinRole(
      db
        .select({
          count: count(),
          active: countWhere(eq(players.isActive, true)),
          championships: knownTotal(championshipsOf.players),
          all_star_selections: knownTotal(allStarsOf),
        })
        .from(players)
        .$dynamic(),
      players,
      Boolean(filters.search),
    ).where(roleWhere(players, filters)),
    roleFacets(db, players, filters),
  ]);
  return { count: 0, active: 0, championships: 0, all_star_selections: 0, ...totals[0], ...facets };
}

/** Over the coaches listCoaches would list for `filters`; facets as roleFacets. */
export async function summarizeCoaches(db: Database, filters: PersonRoleFilters): Promise<CoachSummary> {
  const [totals, facets] = await Promise.all([
    joinRole(
      db
        .select({
          count: count(),
          active: countWhere(eq(coaches.isActive, true)),
          championships: total(championshipsOf.coaches),
          average_years_coaching: sql<number | null>`round(avg(${coaches.yearsCoaching}), 1)::float8`,
        })
        .from(coaches)
        .$dynamic(),
      coaches,
      Boolean(filters.search),
    ).where(roleWhere(coaches, filters)),
    roleFacets(db, coaches, filters),
  ]);
  return { count: 0, active: 0, championships: 0, average_years_coaching: null, ...totals[0], ...facets };
}
