// Real players as the API answers them, the rows the data tests normalise.
import type { RawPlayer } from "../raw-player";

// Trimmed from the real API (http://127.0.0.1:4400/api/people/players/?search=…).
export const babeRuth = {
  id: 16251,
  slug: "babe-ruth",
  person: { first_name: "Babe", last_name: "Ruth", full_name: "Babe Ruth", age: null, birth_date: "1895-02-06", birth_place: "Baltimore, MD, USA", death_date: "1948-08-16" },
  jersey_number: null,
  // His last club, the 1935 Boston Braves (today's Atlanta Braves), under its name then; we hold no abbreviation for it then.
  current_team: { name: "Braves", city: "Boston", abbreviation: null, sport_name: "Baseball", slug: "atlanta-braves", season: 1935, season_label: "1935" },
  height: "6-2",
  weight: 215,
  years_pro: 22,
  college: null,
  draft_year: null,
  draft_round: null,
  draft_pick: null,
  awards: ["Baseball Magazine All-Star (1932)", "Baseball Magazine All-Star (1931)", "TSN All-Star (1931)", "Most Valuable Player (1923)"],
  championships_won: 7,
  all_star_selections: 2,
  is_active: false,
  status: "inactive",
  contract_end_year: null,
  sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" },
  league: { name: "Major League Baseball", slug: "mlb", abbreviation: "MLB" },
  position: "Outfield",
  primary_position: { name: "Outfield" },
  // In the order the API's jsonb answers them.
  career_stats: { era: 2.28, rbi: 2217, hits: 2873, runs: 2174, wins: 94, games: 2503, saves: 4, walks: 2062, losses: 46, at_bats: 8398, doubles: 506, triples: 136, home_runs: 714, strikeouts: 1330, stolen_bases: 123, batting_average: 0.342, innings_pitched: 1221.1, pitching_strikeouts: 488 },
} satisfies RawPlayer;

export const mikeTrout = {
  id: 18898,
  slug: "mike-trout",
  person: { first_name: "Mike", last_name: "Trout", full_name: "Mike Trout", age: 35, birth_date: "1991-08-07", birth_place: "Vineland, NJ, USA", death_date: null },
  current_team: { name: "Angels", city: "Los Angeles", abbreviation: "LAA", sport_name: "Baseball", slug: "los-angeles-angels", season: null, season_label: null },
  years_pro: 12,
  awards: ["Silver Slugger (2022)", "TSN All-Star (2022)", "All-Star Game MVP (2015)"],
  championships_won: 0,
  all_star_selections: 11,
  is_active: true,
  status: "active",
  sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" },
  position: "Outfield",
  primary_position: { name: "Outfield" },
  career_stats: { rbi: 940, hits: 1624, runs: 1106, games: 1489, walks: 964, at_bats: 5402, doubles: 310, triples: 52, home_runs: 368, strikeouts: 1458, stolen_bases: 206, batting_average: 0.301 },
} satisfies RawPlayer;

// Hockey Databank: his last club, the 1998-99 New York Rangers; no All-Star data for the NHL;
// award seasons labelled by the season-label rule (the Conn Smythe of 1984-85 and 1987-88).
export const wayneGretzky = {
  id: 22961,
  slug: "wayne-gretzky",
  person: { first_name: "Wayne", last_name: "Gretzky", full_name: "Wayne Gretzky", age: 65, birth_date: "1961-01-26", birth_place: "Brantford, ON, Canada", death_date: null },
  current_team: { name: "Rangers", city: "New York", abbreviation: "NYR", sport_name: "Hockey", slug: "new-york-rangers", season: 1998, season_label: "1998-99" },
  years_pro: 20,
  awards: ["Lady Byng (1998-99)", "Second Team All-Star (1997-98)", "Hart (1988-89)", "Conn Smythe (1987-88)", "Conn Smythe (1984-85)"],
  championships_won: 4,
  all_star_selections: null,
  is_active: false,
  status: "inactive",
  sport: { name: "Hockey", slug: "hockey", abbreviation: "HKY" },
  position: "Center",
} satisfies RawPlayer;

// Known only as an MVP of our curated titles: no career, so the club of his latest title, and neither his titles nor his All-Star games counted.
export const michaelJordan = {
  slug: "michael-jordan",
  person: { first_name: "Michael", last_name: "Jordan", full_name: "Michael Jordan", age: null, birth_date: null, birth_place: null, death_date: null },
  current_team: { name: "Bulls", city: "Chicago", abbreviation: "CHI", sport_name: "Basketball", slug: "chicago-bulls", season: 1997, season_label: "1997-98" },
  awards: [],
  championships_won: null,
  all_star_selections: null,
  is_active: false,
  status: "inactive",
  sport: { name: "Basketball", slug: "basketball", abbreviation: "BB" },
} satisfies RawPlayer;
