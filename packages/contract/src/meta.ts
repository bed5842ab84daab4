// Provenance, coverage and Home's figures (/api/meta/…): where the data comes from, under which
// licence, how much of each league the database holds, and the figures Home shows for a site.
import { z } from "zod/mini";
import { dataVersionPath } from "./data-version";
import { siteScope } from "./params";
import { described, leagueRef, levelRef, nullableInt, nullableText, sportRef } from "./refs";

export const metaPaths = {
  sources: "/api/meta/sources/",
  source: "/api/meta/sources/{slug}/",
  coverage: "/api/meta/coverage/",
  figures: "/api/meta/figures/",
  version: dataVersionPath,
} as const;

export const SOURCE_ORDERING = ["name", "imported_at"] as const;
export const COVERAGE_ORDERING = ["league", "first_season", "last_season", "champions", "teams", "games", "players", "coaches"] as const;

export const sourceFilters = z.object({});
export const coverageFilters = z.object(siteScope());
export const figuresFilters = z.object(siteScope());

export const dataSource = z.strictObject({
  slug: z.string(),
  name: z.string(),
  url: nullableText(),
  licence: z.string(),
  licence_url: nullableText(),
  attribution: described(z.string(), "Credit line the licence asks for."),
  coverage: z.array(z.strictObject({ league: z.string(), first_year: z.int(), last_year: z.int() })),
  rows_loaded: z.int(),
  rows_rejected: z.int(),
  imported_at: described(nullableText(), "ISO 8601 time of the last import."),
  notes: nullableText(),
});

export const leagueCoverage = z.strictObject({
  league: leagueRef,
  sport: sportRef,
  level: levelRef,
  first_season: described(nullableInt(), "Start year of the earliest season held; null when none."),
  last_season: nullableInt(),
  champions: described(z.int(), "Titles awarded (seasons with a champion), a vacated title not counted."),
  teams: z.int(),
  games: z.int(),
  players: z.int(),
  coaches: z.int(),
});

export const siteFigures = z.strictObject({
  championships: z.int(),
  titles: described(z.int(), "Titles awarded: seasons with a champion, a vacated title not counted."),
  seasons: described(z.int(), "League seasons held, from each league's first."),
  first_season: described(nullableInt(), "Start year of the earliest season held."),
  teams: z.int(),
  games: z.int(),
  people: described(z.int(), "Players and coaches, each person once."),
  data_points: described(
    z.int(),
    "Rows of facts held: championships, champions, MVPs, seasons, teams and their names, games, standings, series, players, coaches, awards and people.",
  ),
  updated_at: described(nullableText(), "ISO 8601 time of the latest import of any source."),
});

export type DataSource = z.infer<typeof dataSource>;
export type LeagueCoverage = z.infer<typeof leagueCoverage>;
export type SiteFigures = z.infer<typeof siteFigures>;
export { dataVersion, versionFilters, type DataVersion } from "./data-version";
