// Real rows as the API answers them, the rows the data tests normalise.
import type { RawCoach } from "../raw-coach";

// Scotty Bowman as the API answers him (Hockey Databank), trimmed to what is asserted.
export const bowman: RawCoach = {
  id: 786,
  slug: "scotty-bowman",
  person: { first_name: "Scotty", last_name: "Bowman", full_name: "Scotty Bowman", age: 93, birth_date: "1933-09-18", birth_place: "Montreal, QC, Canada", death_date: null },
  current_team: { name: "Red Wings", city: "Detroit", abbreviation: "DET", sport_name: "Hockey", slug: "detroit-red-wings" },
  previous_team_refs: [
    { name: "Blues", city: "St. Louis", abbreviation: "STL", sport_name: "Hockey", slug: "st-louis-blues" },
    { name: "Canadiens", city: "Montreal", abbreviation: "MTL", sport_name: "Hockey", slug: "montreal-canadiens" },
    { name: "Sabres", city: "Buffalo", abbreviation: "BUF", sport_name: "Hockey", slug: "buffalo-sabres" },
    { name: "Penguins", city: "Pittsburgh", abbreviation: "PIT", sport_name: "Hockey", slug: "pittsburgh-penguins" },
  ],
  position: "Head Coach",
  coaching_experience_years: 30,
  years_coaching: 30,
  career_record: { wins: 1244, losses: 573, ties: 314, win_percentage: 0.685, playoff_appearances: 28, playoff_wins: 223, playoff_losses: 130 },
  championships_won: 9,
  awards: ["Jack Adams (1995-96)", "Jack Adams (1976-77)"],
  specialties: null,
  is_active: false,
  status: "inactive",
  sport: { name: "Hockey", slug: "hockey", abbreviation: "HKY" },
  league: { name: "National Hockey League", slug: "nhl", abbreviation: "NHL" },
};
