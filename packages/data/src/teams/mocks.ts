// Real rows as the API answers them, shared by the tests (and later by stories).
import type { Team as ContractTeam } from "@tl/contract/teams";
import type { Team } from "./team";

// Real rows of the running API (full data).
export const eagles = {
  id: 19,
  slug: "philadelphia-eagles",
  name: "Eagles",
  city: "Philadelphia",
  abbreviation: "PHI",
  short_name: "Eagles",
  sport_name: "Football",
  level_name: "Professional",
  league_name: "National Football League",
  division: "NFC East",
  conference: "NFC",
  state: "PA",
  country: "USA",
  stadium: "Lincoln Financial Field",
  founded_year: 1933,
  is_active: true,
  championships_won: 2,
  // Super Bowl LIX, February 2025, closed the 2024 season.
  last_championship_year: 2024,
  last_championship_season: "2024",
  sport: { name: "Football", slug: "football", abbreviation: "FB" },
} satisfies ContractTeam;

export const eaglesCard: Team = {
  key: "19",
  slug: "philadelphia-eagles",
  name: "Eagles",
  city: "Philadelphia",
  fullName: "Philadelphia Eagles",
  abbreviation: "PHI",
  sportName: "Football",
  levelName: "Professional",
  division: "NFC East",
  conference: "NFC",
  stadium: "Lincoln Financial Field",
  location: "Philadelphia, PA",
  foundedYear: "1933",
  championshipsWon: 2,
  lastChampionship: "2024",
};
