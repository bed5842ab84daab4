// Issue #19: each chart of /analytics as the database aggregates it, one championship at a time
// (a site's own, or the one picked on the hub). Franchises are team references under their current
// name (/teams/{slug}); seasons are season references (/seasons/{slug}).
import { z } from "zod/mini";
import { param, siteScope } from "./params";
import { championshipRef, described, leagueRef, levelRef, seasonRef, sportRef, startYear, teamRef } from "./refs";

export const analyticsPaths = {
  titles: "/api/analytics/titles/",
  dynasties: "/api/analytics/dynasties/",
  droughts: "/api/analytics/droughts/",
  parity: "/api/analytics/parity/",
  finals: "/api/analytics/finals/",
  geography: "/api/analytics/geography/",
} as const;
export type AnalyticsChart = keyof typeof analyticsPaths;

/** The window lengths of the dynasties chart, in seasons. */
export const DYNASTY_WINDOWS = [5, 10] as const;
/** Franchises listed per dynasty window. */
export const DYNASTY_LIMIT = 10;

/**
 * Every chart takes the same parameters: the championship (its slug, from
 * /api/championships/championships/), or the site's sport and level where they name exactly one.
 */
export const analyticsFilters = z.object({
  championship: described(
    param.slug(),
    "The championship's slug ('world-series', 'stanley-cup-final'; the choices: /api/championships/championships/). Required unless sport__slug and level__slug name exactly one championship.",
  ),
  ...siteScope(),
});
export type AnalyticsFilters = z.output<typeof analyticsFilters>;

/** What every answer is about. */
const scope = {
  championship: championshipRef,
  league: leagueRef,
  sport: sportRef,
  level: levelRef,
};

const franchise = described(teamRef, "The franchise under its current name; its page is /teams/{slug}.");

/** A franchise's titles in a set of seasons. */
export const franchiseTitles = z.strictObject({ team: franchise, titles: z.int() });

// Titles over time: cumulative step lines.
export const titleStep = z.strictObject({
  season: seasonRef,
  titles: described(z.int(), "The franchise's titles up to and including this season."),
  name: described(z.string(), "The champion's city and name that season: 'Brooklyn Dodgers'."),
});

export const titlesAnswer = z.strictObject({
  ...scope,
  first_season: described(z.nullable(seasonRef), "The championship's first season held (the x axis starts there); null before any."),
  last_season: described(z.nullable(seasonRef), "Its latest season held."),
  titles: described(z.int(), "Titles awarded (vacated titles and seasons without a champion not counted)."),
  franchises: described(
    z.array(z.strictObject({ team: franchise, titles: z.int(), steps: described(z.array(titleStep), "One per title, in season order.") })),
    "Every franchise with a title: most titles first, then the earliest first title.",
  ),
});

// Dynasties: most titles in any window of 5 or 10 seasons.
export const dynasty = z.strictObject({
  team: franchise,
  titles: described(z.int(), "Titles within the window."),
  first: described(seasonRef, "The window's first title."),
  last: described(seasonRef, "The window's last title."),
  seasons: described(z.array(seasonRef), "Each title season within the window."),
});

export const dynastiesAnswer = z.strictObject({
  ...scope,
  windows: z.array(
    z.strictObject({
      seasons: described(z.int(), "The window's length: titles won in seasons starting within this many consecutive years."),
      dynasties: described(
        z.array(dynasty),
        `Each franchise's best window (its earliest where several tie), at least two titles, most titles first, then earliest; at most ${String(DYNASTY_LIMIT)} (all those tied with the last).`,
      ),
    }),
  ),
});

// Droughts: seasons since each active franchise's last title, or since it began.
export const drought = z.strictObject({
  team: franchise,
  titles: described(z.int(), "The franchise's titles in this championship."),
  last_title: described(z.nullable(seasonRef), "Its latest title; null for a franchise that never won."),
  since_start_year: described(startYear(), "The latest title's season, or for one that never won, its first season in the league."),
  seasons: described(
    z.int(),
    "The championship's seasons after since_start_year up to latest_season (a never-won franchise's first season counted).",
  ),
});

export const droughtsAnswer = z.strictObject({
  ...scope,
  latest_season: described(z.nullable(seasonRef), "The latest season with a recorded result: droughts are counted to it."),
  droughts: described(
    z.array(drought),
    "Every active franchise of the league with a title, or whose first season we know (its founding year, else its first season in our standings; a college program that never won is left out): longest drought first, then city and name.",
  ),
});

// Parity: distinct champions per decade.
export const parityDecade = z.strictObject({
  decade: described(z.int(), "The decade's first start year: 1990 holds 1990 to 1999."),
  titles: described(z.int(), "Titles awarded in the decade's seasons."),
  champions: described(z.int(), "Distinct franchises among them."),
  franchises: described(z.array(franchiseTitles), "Most titles first, then name."),
});

export const parityAnswer = z.strictObject({
  ...scope,
  decades: described(z.array(parityDecade), "Oldest first; decades without a title left out."),
});

// Finals: series lengths and the home side of deciding games.
export const seriesLength = z.strictObject({
  games: described(z.int(), "Games played, ties included."),
  series: z.int(),
  seasons: z.array(seasonRef),
});

export const decidingGame = z.strictObject({
  season: seasonRef,
  slug: described(z.string(), "The game's page: /api/games/games/{slug}/."),
  game_date: described(z.string(), "YYYY-MM-DD."),
  home: teamRef,
  away: teamRef,
  home_score: z.int(),
  away_score: z.int(),
  home_won: z.boolean(),
});

export const finalsAnswer = z.strictObject({
  ...scope,
  series: described(z.int(), "Titles decided by a series whose result we hold in games (4–3, 5–3)."),
  lengths: described(
    z.array(seriesLength),
    "How many of those series lasted each number of games, fewest games first; empty where titles are decided by one game or a poll.",
  ),
  deciders: described(
    z.strictObject({
      series: described(z.int(), "Series that went the distance: the last game played with both sides one win from the title (4–3, 5–4)."),
      held: described(z.int(), "Those whose deciding game we hold with its score, played at a side's home (a neutral site left out)."),
      home_wins: described(z.int(), "Deciding games held that the home side won."),
      games: described(z.array(decidingGame), "Each deciding game held, in season order."),
    }),
    "Deciding games of series finals; all zero and empty where the championship has none.",
  ),
});

// Geography: titles by state or province.
export const region = z.strictObject({
  code: described(z.string(), "The state's or province's postal code: 'NY', 'ON'."),
  country: described(z.string(), "'USA' or 'Canada'."),
  titles: z.int(),
  franchises: described(z.array(franchiseTitles), "Its champions' titles won there, most first, then name."),
});

export const geographyAnswer = z.strictObject({
  ...scope,
  titles: described(z.int(), "Titles awarded (vacated not counted)."),
  regions: described(
    z.array(region),
    "Where each title was won: the champion's home city that season (Brooklyn's titles in New York, not California). Most titles first, then code.",
  ),
  unlocated: described(z.int(), "Titles whose champion's home that season we cannot place in a state or province."),
});

export type FranchiseTitles = z.infer<typeof franchiseTitles>;
export type TitleStep = z.infer<typeof titleStep>;
export type TitlesAnswer = z.infer<typeof titlesAnswer>;
export type Dynasty = z.infer<typeof dynasty>;
export type DynastiesAnswer = z.infer<typeof dynastiesAnswer>;
export type Drought = z.infer<typeof drought>;
export type DroughtsAnswer = z.infer<typeof droughtsAnswer>;
export type ParityDecade = z.infer<typeof parityDecade>;
export type ParityAnswer = z.infer<typeof parityAnswer>;
export type SeriesLength = z.infer<typeof seriesLength>;
export type DecidingGame = z.infer<typeof decidingGame>;
export type FinalsAnswer = z.infer<typeof finalsAnswer>;
export type Region = z.infer<typeof region>;
export type GeographyAnswer = z.infer<typeof geographyAnswer>;
