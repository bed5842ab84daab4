// A game's park as "Park, City" under the name it had that season. Lahman's Parks.csv names each
// park id by its latest name (HOU03 is "Daikin Park" for every season), so where the park is the
// home club's main park that season (the most home games in HomeGames.csv) the name is the one
// Teams.csv gives that club-season ("Minute Maid Park" in 2009); any other park (a neutral site,
// a second home) keeps Parks.csv's name. The older Lahman release spells the columns without dots.
import { join } from "node:path";
import { readCsv, type CsvRow } from "../datasets/csv";

/** Lahman's files for venues, beside Teams.csv. */
export const VENUE_FILES = ["Parks.csv", "HomeGames.csv"] as const;

const cell = (row: CsvRow, dotted: string) => row[dotted] ?? row[dotted.replace(".", "")] ?? "";

/** `home`: the home club's Lahman teamID that year, when known. */
export type VenueOf = (park: string, home?: { year: number; teamID: string }) => string | null;

export function readVenues(folderPath: string, teamRows: readonly CsvRow[]): VenueOf {
  const parks = new Map<string, { name: string; city: string }>();
  for (const row of readCsv(join(folderPath, "Parks.csv")))
    parks.set(cell(row, "park.key"), { name: cell(row, "park.name").trim(), city: row.city?.trim() ?? "" });
  const mainPark = new Map<string, { park: string; games: number }>();
  for (const row of readCsv(join(folderPath, "HomeGames.csv"))) {
    const key = `${cell(row, "year.key")}:${cell(row, "team.key")}`;
    const games = Number(row.games) || 0;
    if (games > (mainPark.get(key)?.games ?? 0)) mainPark.set(key, { park: cell(row, "park.key"), games });
  }
  const seasonName = new Map(teamRows.map((row) => [`${row.yearID ?? ""}:${row.teamID ?? ""}`, row.park?.trim() ?? ""]));
  return (park, home) => {
    const known = parks.get(park);
    if (!known) return null;
    const key = home ? `${String(home.year)}:${home.teamID}` : "";
    const name = (mainPark.get(key)?.park === park && seasonName.get(key)) || known.name;
    return [name, known.city].filter(Boolean).join(", ") || null;
  };
}
