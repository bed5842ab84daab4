// Real rows as the API answers them, the rows the data tests normalise.
import type { RawChampion } from "../raw-champion";

// Rows as the API answered them before each side became a team reference (issue #14 item 8:
// the flat team_slug, runner_up_city and runner_up_name, which the client still reads), Super
// Bowl LIX and the 1994 World Series.
export const eagles = {
  id: 1,
  team_city: "Philadelphia",
  team_name: "Eagles",
  team_slug: "philadelphia-eagles",
  championship_name: "Super Bowl",
  championship_slug: "super-bowl",
  season_name: "2024 NFL season",
  season_start_year: 2024,
  season: { slug: "nfl-2024", name: "2024 NFL season", label: "2024", start_year: 2024 },
  runner_up_city: "Kansas City",
  runner_up_name: "Chiefs",
  result: "40–22",
  result_type: "game",
  overtime: null,
  record: "14–3",
  coach: "Nick Sirianni", coach_person: { slug: "nick-sirianni", full_name: "Nick Sirianni" },
  mvp: "Jalen Hurts", mvp_person: { slug: "jalen-hurts", full_name: "Jalen Hurts" }, mvp_people: [{ slug: "jalen-hurts", full_name: "Jalen Hurts" }],
  venue: "Caesars Superdome, New Orleans",
  game_date: "2025-02-09",
  notes: "Super Bowl LIX",
  sport: { name: "Football", slug: "football", abbreviation: "FB" },
} satisfies RawChampion;

export const notPlayed1994: RawChampion = {
  id: 169,
  team_city: null,
  team_name: null,
  team_slug: null,
  championship_name: "World Series",
  season_name: "1994 MLB season",
  season_start_year: 1994,
  result: null,
  result_type: null,
  record: null,
  coach: null,
  mvp: null,
  notes: "Not played: the 1994 season was ended by a players' strike.",
};

/** Louisville's 2013 NCAA title, vacated by the NCAA in 2018, as the API answers it with the full data (GET /api/championships/champions/?team__slug=louisville-cardinals-basketball&season__start_year=2012). */
export const louisville2012 = {
  id: 470,
  team_city: "Louisville",
  team_name: "Cardinals",
  team: { name: "Cardinals", city: "Louisville", abbreviation: "LOU", sport_name: "Basketball", slug: "louisville-cardinals-basketball" },
  championship_name: "NCAA Men's Basketball Tournament",
  championship_slug: "ncaa-mens-basketball-tournament",
  season_name: "2012-13 men's college basketball season",
  season_start_year: 2012,
  season: { slug: "ncaa-d1-mbb-2012-13", name: "2012-13 men's college basketball season", label: "2012-13", start_year: 2012 },
  runner_up: { name: "Wolverines", city: "Michigan", abbreviation: "MICH", sport_name: "Basketball", slug: "michigan-wolverines-basketball" },
  result: "82–76",
  result_type: "game",
  overtime: null,
  record: "35–5",
  coach: "Rick Pitino", coach_person: { slug: "rick-pitino", full_name: "Rick Pitino" },
  mvp: "Luke Hancock", mvp_person: { slug: "luke-hancock", full_name: "Luke Hancock" }, mvp_people: [{ slug: "luke-hancock", full_name: "Luke Hancock" }],
  venue: "Georgia Dome, Atlanta",
  game_date: "2013-04-08",
  notes: "Louisville's title was vacated by the NCAA in 2018.",
  vacated: true,
  sport: { name: "Basketball", slug: "basketball", abbreviation: "BB" },
} satisfies RawChampion;
