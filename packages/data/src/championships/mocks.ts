// Real rows as the API answers them, shared by the tests (and later by stories).
import type { Championship as ContractChampionship } from "@tl/contract/championships";
import type { Championship } from "./championship";

// As the API answers it (GET /api/championships/championships/world-series/).
export const worldSeries = {
  id: 3,
  slug: "world-series",
  name: "World Series",
  official_name: "World Series",
  description: "The championship series of Major League Baseball between the American and National League pennant winners, first played in 1903.",
  trophy_name: "Commissioner's Trophy",
  first_year: 1903,
  first_season_start_year: 1903,
  last_season_start_year: 2024,
  sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" },
  level: { name: "Professional", slug: "professional" },
  league: { name: "Major League Baseball", slug: "mlb", abbreviation: "MLB" },
} satisfies ContractChampionship;

export const normalisedWorldSeries: Championship = {
  key: "3",
  slug: "world-series",
  name: "World Series",
  officialName: "World Series",
  description: worldSeries.description,
  trophyName: "Commissioner's Trophy",
  firstYear: 1903,
  firstSeasonStartYear: 1903,
  lastSeasonStartYear: 2024,
  sportName: "Baseball",
  sportSlug: "baseball",
  sportAbbreviation: "BSB",
  levelName: "Professional",
  levelSlug: "professional",
  leagueName: "Major League Baseball",
};
