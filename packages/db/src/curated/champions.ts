// Champions of the starter seed: the three most recent titles of each championship decided
// by mid-2025. Season is the start year (2024-25 is 2024). Fields we are not certain of are
// left null and show as 'N/A'. The data issue extends this to every season of each history.

export interface ChampionFacts {
  season: number;
  champion: string;
  runnerUp: string;
  result: string;
  resultType: "game" | "series" | "poll";
  overtime?: string;
  record?: string;
  mvp?: string;
  coach?: string;
  venue?: string;
  date?: string;
  notes?: string;
}

export const CHAMPIONS: Record<string, ChampionFacts[]> = {
  "super-bowl": [
    { season: 2024, champion: "philadelphia-eagles", runnerUp: "kansas-city-chiefs", result: "40–22", resultType: "game", record: "14–3", mvp: "Jalen Hurts", coach: "Nick Sirianni", venue: "Caesars Superdome, New Orleans", date: "2025-02-09", notes: "Super Bowl LIX" },
    { season: 2023, champion: "kansas-city-chiefs", runnerUp: "san-francisco-49ers", result: "25–22", resultType: "game", overtime: "OT", record: "11–6", mvp: "Patrick Mahomes", coach: "Andy Reid", venue: "Allegiant Stadium, Las Vegas", date: "2024-02-11", notes: "Super Bowl LVIII" },
    { season: 2022, champion: "kansas-city-chiefs", runnerUp: "philadelphia-eagles", result: "38–35", resultType: "game", record: "14–3", mvp: "Patrick Mahomes", coach: "Andy Reid", venue: "State Farm Stadium, Glendale, Arizona", date: "2023-02-12", notes: "Super Bowl LVII" },
  ],
  "nba-finals": [
    { season: 2024, champion: "oklahoma-city-thunder", runnerUp: "indiana-pacers", result: "4–3", resultType: "series", record: "68–14", mvp: "Shai Gilgeous-Alexander", coach: "Mark Daigneault" },
    { season: 2023, champion: "boston-celtics", runnerUp: "dallas-mavericks", result: "4–1", resultType: "series", record: "64–18", mvp: "Jaylen Brown", coach: "Joe Mazzulla" },
    { season: 2022, champion: "denver-nuggets", runnerUp: "miami-heat", result: "4–1", resultType: "series", record: "53–29", mvp: "Nikola Jokić", coach: "Michael Malone" },
  ],
  "world-series": [
    { season: 2024, champion: "los-angeles-dodgers", runnerUp: "new-york-yankees", result: "4–1", resultType: "series", record: "98–64", mvp: "Freddie Freeman", coach: "Dave Roberts" },
    { season: 2023, champion: "texas-rangers", runnerUp: "arizona-diamondbacks", result: "4–1", resultType: "series", record: "90–72", mvp: "Corey Seager", coach: "Bruce Bochy" },
    { season: 2022, champion: "houston-astros", runnerUp: "philadelphia-phillies", result: "4–2", resultType: "series", record: "106–56", mvp: "Jeremy Peña", coach: "Dusty Baker" },
  ],
  "stanley-cup-final": [
    { season: 2024, champion: "florida-panthers", runnerUp: "edmonton-oilers", result: "4–2", resultType: "series", record: "47–31–4", mvp: "Sam Bennett", coach: "Paul Maurice" },
    { season: 2023, champion: "florida-panthers", runnerUp: "edmonton-oilers", result: "4–3", resultType: "series", record: "52–24–6", mvp: "Connor McDavid", coach: "Paul Maurice", notes: "Conn Smythe Trophy awarded to a player of the losing team." },
    { season: 2022, champion: "vegas-golden-knights", runnerUp: "florida-panthers", result: "4–1", resultType: "series", record: "51–22–9", mvp: "Jonathan Marchessault", coach: "Bruce Cassidy" },
  ],
  "college-football-national-championship": [
    { season: 2024, champion: "ohio-state-buckeyes-football", runnerUp: "notre-dame-fighting-irish-football", result: "34–23", resultType: "game", record: "14–2", coach: "Ryan Day", venue: "Mercedes-Benz Stadium, Atlanta", date: "2025-01-20", notes: "College Football Playoff National Championship" },
    { season: 2023, champion: "michigan-wolverines-football", runnerUp: "washington-huskies-football", result: "34–13", resultType: "game", record: "15–0", coach: "Jim Harbaugh", venue: "NRG Stadium, Houston", date: "2024-01-08", notes: "College Football Playoff National Championship" },
    { season: 2022, champion: "georgia-bulldogs-football", runnerUp: "tcu-horned-frogs-football", result: "65–7", resultType: "game", record: "15–0", coach: "Kirby Smart", venue: "SoFi Stadium, Inglewood, California", date: "2023-01-09", notes: "College Football Playoff National Championship" },
  ],
  "ncaa-mens-basketball-tournament": [
    { season: 2024, champion: "florida-gators-basketball", runnerUp: "houston-cougars-basketball", result: "65–63", resultType: "game", record: "36–4", mvp: "Walter Clayton Jr.", coach: "Todd Golden", venue: "Alamodome, San Antonio", date: "2025-04-07" },
    { season: 2023, champion: "uconn-huskies-basketball", runnerUp: "purdue-boilermakers-basketball", result: "75–60", resultType: "game", record: "37–3", mvp: "Tristen Newton", coach: "Dan Hurley", venue: "State Farm Stadium, Glendale, Arizona", date: "2024-04-08" },
    { season: 2022, champion: "uconn-huskies-basketball", runnerUp: "san-diego-state-aztecs-basketball", result: "76–59", resultType: "game", record: "31–8", mvp: "Adama Sanogo", coach: "Dan Hurley", venue: "NRG Stadium, Houston", date: "2023-04-03" },
  ],
  "mens-college-world-series": [
    { season: 2025, champion: "lsu-tigers-baseball", runnerUp: "coastal-carolina-chanticleers-baseball", result: "2–0", resultType: "series", coach: "Jay Johnson" },
    { season: 2024, champion: "tennessee-volunteers-baseball", runnerUp: "texas-am-aggies-baseball", result: "2–1", resultType: "series", record: "60–13", mvp: "Dylan Dreiling", coach: "Tony Vitello" },
    { season: 2023, champion: "lsu-tigers-baseball", runnerUp: "florida-gators-baseball", result: "2–1", resultType: "series", record: "54–17", mvp: "Paul Skenes", coach: "Jay Johnson" },
  ],
  "frozen-four": [
    { season: 2024, champion: "western-michigan-broncos-hockey", runnerUp: "boston-university-terriers-hockey", result: "6–2", resultType: "game", coach: "Pat Ferschweiler", venue: "Enterprise Center, St. Louis", date: "2025-04-12" },
    { season: 2023, champion: "denver-pioneers-hockey", runnerUp: "boston-college-eagles-hockey", result: "2–0", resultType: "game", coach: "David Carle", venue: "Xcel Energy Center, St. Paul, Minnesota", date: "2024-04-13" },
    { season: 2022, champion: "quinnipiac-bobcats-hockey", runnerUp: "minnesota-golden-gophers-hockey", result: "3–2", resultType: "game", overtime: "OT", coach: "Rand Pecknold", venue: "Amalie Arena, Tampa", date: "2023-04-08" },
  ],
};

/**
 * Super Bowls as games. The designated home team alternates: the AFC champion in
 * odd-numbered Super Bowls, the NFC champion in even-numbered ones.
 */
export const CHAMPIONSHIP_GAMES = [
  { championship: "super-bowl", season: 2024, slug: "super-bowl-lix", home: "kansas-city-chiefs", away: "philadelphia-eagles", homeScore: 22, awayScore: 40, date: "2025-02-09", venue: "Caesars Superdome, New Orleans", round: "Super Bowl LIX" },
  { championship: "super-bowl", season: 2023, slug: "super-bowl-lviii", home: "san-francisco-49ers", away: "kansas-city-chiefs", homeScore: 22, awayScore: 25, date: "2024-02-11", venue: "Allegiant Stadium, Las Vegas", round: "Super Bowl LVIII", overtime: "OT" },
  { championship: "super-bowl", season: 2022, slug: "super-bowl-lvii", home: "kansas-city-chiefs", away: "philadelphia-eagles", homeScore: 38, awayScore: 35, date: "2023-02-12", venue: "State Farm Stadium, Glendale, Arizona", round: "Super Bowl LVII" },
] as const;
