// Provenance and coverage (/api/meta/…): where the data comes from, under which licence, and
// how much of each league the database holds.
import { z } from "zod";
import { leagueRef, levelRef, nullableInt, nullableText, sportRef } from "./core";

export const dataSource = z.object({
  slug: z.string(),
  name: z.string(),
  url: nullableText,
  licence: z.string(),
  licence_url: nullableText,
  attribution: z.string().describe("Credit line the licence asks for."),
  coverage: z.array(z.object({ league: z.string(), first_year: z.number().int(), last_year: z.number().int() })),
  rows_loaded: z.number().int(),
  rows_rejected: z.number().int(),
  imported_at: nullableText.describe("ISO 8601 time of the last import."),
  notes: nullableText,
});

export const leagueCoverage = z.object({
  league: leagueRef,
  sport: sportRef,
  level: levelRef,
  first_season: nullableInt.describe("Start year of the earliest season held; null when none."),
  last_season: nullableInt,
  champions: z.number().int().describe("Titles awarded (seasons with a champion)."),
  teams: z.number().int(),
  games: z.number().int(),
  players: z.number().int(),
  coaches: z.number().int(),
});

export const siteFigures = z.object({
  championships: z.number().int(),
  titles: z.number().int().describe("Titles awarded: seasons with a champion."),
  seasons: z.number().int().describe("League seasons held, from each league's first."),
  first_season: nullableInt.describe("Start year of the earliest season held."),
  teams: z.number().int(),
  games: z.number().int(),
  people: z.number().int().describe("Players and coaches, each person once."),
  data_points: z.number().int().describe("Rows of facts held: championships, champions, MVPs, seasons, teams and their names, games, standings, series, players, coaches, awards and people."),
  updated_at: nullableText.describe("ISO 8601 time of the latest import of any source."),
});
