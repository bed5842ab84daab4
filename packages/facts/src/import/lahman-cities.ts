// The city names a Lahman team name can start with ("St. Louis Brown Stockings").
import { TEAMS } from "../curated/teams/index";
import type { CsvRow } from "../datasets/csv";

/** Cities Parks.csv lacks: the Resolutes' park is listed under Waverly, the 1884 St. Paul club has no park. */
const CITIES_NOT_IN_PARKS = ["Elizabeth", "St. Paul"];

/** Known city names: Parks.csv, our curated MLB cities (current and past) and CITIES_NOT_IN_PARKS. */
export function knownCities(parks: CsvRow[]): Set<string> {
  const cities = new Set([...parks.map((row) => row.city ?? ""), ...CITIES_NOT_IN_PARKS]);
  for (const team of TEAMS.filter((t) => t.league === "mlb")) for (const entry of [team, ...(team.history ?? [])]) cities.add(entry.city);
  cities.delete("");
  return cities;
}
