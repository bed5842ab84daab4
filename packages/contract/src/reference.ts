// Sports, levels of play and leagues (/api/meta/sports/, levels/, leagues/): the values of the
// sport__slug and level__slug filters and of the league every season, team and game belongs to.
import { z } from "zod/mini";
import { siteScope } from "./params";
import { described, leagueRef, levelRef, nullableInt, sportRef } from "./refs";

export const referencePaths = {
  sports: "/api/meta/sports/",
  sport: "/api/meta/sports/{slug}/",
  levels: "/api/meta/levels/",
  level: "/api/meta/levels/{slug}/",
  leagues: "/api/meta/leagues/",
  league: "/api/meta/leagues/{slug}/",
} as const;

export const REFERENCE_ORDERING = ["name", "slug"] as const;

export const sportFilters = z.object({});
export const levelFilters = z.object({});
export const leagueFilters = z.object(siteScope());

/** A league with whose sport and level it is. */
export const league = z.extend(leagueRef, {
  sport: sportRef,
  level: levelRef,
  founded_year: described(nullableInt(), "Year the league was founded, where we hold it."),
});

export type League = z.infer<typeof league>;
