// The season page as the running API answers it (issue #16), copied from its full data:
// GET /api/championships/seasons/mlb-1927/ (the Yankees 110-44 and the Pirates 94-60 atop the two
// leagues, the World Series 4-0 over the Pirates, Babe Ruth's 60 home runs; Lahman's Teams,
// SeriesPost and Batting agree) and the four World Series games with their scores, as
// /api/games/games/?league__slug=mlb&season__start_year=1927&date__gte=1927-10-05&date__lte=1927-10-08
// answers them (newest first).
import type { Game } from "@tl/contract/games";
import type { SeasonDetail } from "@tl/contract/seasons";

export const mlb1927Detail = {
  id: 167,
  slug: "mlb-1927",
  name: "1927 MLB season",
  start_year: 1927,
  end_year: 1927,
  sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" },
  league: { name: "Major League Baseball", slug: "mlb", abbreviation: "MLB" },
  level: { name: "Professional", slug: "professional" },
  is_active: false,
  status: "completed",
  result: "champion",
  result_note: null,
  champion: { name: "Yankees", city: "New York", abbreviation: "NYY", sport_name: "Baseball", slug: "new-york-yankees" },
  championship_name: "World Series",
  start_date: "1927-04-12",
  end_date: "1927-10-08",
  teams_count: 16,
  games_count: 1240,
  regular_season_games: null,
  playoffs_format: null,
  notes: null,
  runner_up: { name: "Pirates", city: "Pittsburgh", abbreviation: "PIT", sport_name: "Baseball", slug: "pittsburgh-pirates" },
  standings: [
    {
      conference: "American League",
      division: null,
      teams: [
        { team: { name: "Yankees", city: "New York", abbreviation: "NYY", sport_name: "Baseball", slug: "new-york-yankees" }, rank: 1, games_behind: 0, wins: 110, losses: 44, ties: null, overtime_losses: null, win_percentage: 0.714, games_played: 155, playoff_result: "champion", playoff_round: "World Series" },
        { team: { name: "Athletics", city: "Philadelphia", abbreviation: "ATH", sport_name: "Baseball", slug: "athletics" }, rank: 2, games_behind: 19, wins: 91, losses: 63, ties: null, overtime_losses: null, win_percentage: 0.591, games_played: 155, playoff_result: "missed", playoff_round: null },
        { team: { name: "Senators", city: "Washington", abbreviation: "MIN", sport_name: "Baseball", slug: "minnesota-twins" }, rank: 3, games_behind: 25, wins: 85, losses: 69, ties: null, overtime_losses: null, win_percentage: 0.552, games_played: 157, playoff_result: "missed", playoff_round: null },
        { team: { name: "Tigers", city: "Detroit", abbreviation: "DET", sport_name: "Baseball", slug: "detroit-tigers" }, rank: 4, games_behind: 27.5, wins: 82, losses: 71, ties: null, overtime_losses: null, win_percentage: 0.536, games_played: 156, playoff_result: "missed", playoff_round: null },
        { team: { name: "White Sox", city: "Chicago", abbreviation: "CWS", sport_name: "Baseball", slug: "chicago-white-sox" }, rank: 5, games_behind: 39.5, wins: 70, losses: 83, ties: null, overtime_losses: null, win_percentage: 0.458, games_played: 153, playoff_result: "missed", playoff_round: null },
        { team: { name: "Indians", city: "Cleveland", abbreviation: "CLE", sport_name: "Baseball", slug: "cleveland-guardians" }, rank: 6, games_behind: 43.5, wins: 66, losses: 87, ties: null, overtime_losses: null, win_percentage: 0.431, games_played: 153, playoff_result: "missed", playoff_round: null },
        { team: { name: "Browns", city: "St. Louis", abbreviation: "BAL", sport_name: "Baseball", slug: "baltimore-orioles" }, rank: 7, games_behind: 50.5, wins: 59, losses: 94, ties: null, overtime_losses: null, win_percentage: 0.386, games_played: 155, playoff_result: "missed", playoff_round: null },
        { team: { name: "Red Sox", city: "Boston", abbreviation: "BOS", sport_name: "Baseball", slug: "boston-red-sox" }, rank: 8, games_behind: 59, wins: 51, losses: 103, ties: null, overtime_losses: null, win_percentage: 0.331, games_played: 154, playoff_result: "missed", playoff_round: null },
      ],
    },
    {
      conference: "National League",
      division: null,
      teams: [
        { team: { name: "Pirates", city: "Pittsburgh", abbreviation: "PIT", sport_name: "Baseball", slug: "pittsburgh-pirates" }, rank: 1, games_behind: 0, wins: 94, losses: 60, ties: null, overtime_losses: null, win_percentage: 0.61, games_played: 156, playoff_result: "lost_final", playoff_round: "World Series" },
        { team: { name: "Cardinals", city: "St. Louis", abbreviation: "STL", sport_name: "Baseball", slug: "st-louis-cardinals" }, rank: 2, games_behind: 1.5, wins: 92, losses: 61, ties: null, overtime_losses: null, win_percentage: 0.601, games_played: 153, playoff_result: "missed", playoff_round: null },
        { team: { name: "Giants", city: "New York", abbreviation: "SF", sport_name: "Baseball", slug: "san-francisco-giants" }, rank: 3, games_behind: 2, wins: 92, losses: 62, ties: null, overtime_losses: null, win_percentage: 0.597, games_played: 155, playoff_result: "missed", playoff_round: null },
        { team: { name: "Cubs", city: "Chicago", abbreviation: "CHC", sport_name: "Baseball", slug: "chicago-cubs" }, rank: 4, games_behind: 8.5, wins: 85, losses: 68, ties: null, overtime_losses: null, win_percentage: 0.556, games_played: 153, playoff_result: "missed", playoff_round: null },
        { team: { name: "Reds", city: "Cincinnati", abbreviation: "CIN", sport_name: "Baseball", slug: "cincinnati-reds" }, rank: 5, games_behind: 18.5, wins: 75, losses: 78, ties: null, overtime_losses: null, win_percentage: 0.49, games_played: 153, playoff_result: "missed", playoff_round: null },
        { team: { name: "Robins", city: "Brooklyn", abbreviation: "LAD", sport_name: "Baseball", slug: "los-angeles-dodgers" }, rank: 6, games_behind: 28.5, wins: 65, losses: 88, ties: null, overtime_losses: null, win_percentage: 0.425, games_played: 154, playoff_result: "missed", playoff_round: null },
        { team: { name: "Braves", city: "Boston", abbreviation: "ATL", sport_name: "Baseball", slug: "atlanta-braves" }, rank: 7, games_behind: 34, wins: 60, losses: 94, ties: null, overtime_losses: null, win_percentage: 0.39, games_played: 155, playoff_result: "missed", playoff_round: null },
        { team: { name: "Phillies", city: "Philadelphia", abbreviation: "PHI", sport_name: "Baseball", slug: "philadelphia-phillies" }, rank: 8, games_behind: 43, wins: 51, losses: 103, ties: null, overtime_losses: null, win_percentage: 0.331, games_played: 155, playoff_result: "missed", playoff_round: null },
      ],
    },
  ],
  series: [
    {
      id: 39,
      round: "WS",
      winner: { name: "Yankees", city: "New York", abbreviation: "NYY", sport_name: "Baseball", slug: "new-york-yankees" },
      loser: { name: "Pirates", city: "Pittsburgh", abbreviation: "PIT", sport_name: "Baseball", slug: "pittsburgh-pirates" },
      winner_wins: 4,
      loser_wins: 0,
      ties: 0,
      games: [
        { id: 250873, slug: "world-series-1927-game-1", game_date: "1927-10-05" },
        { id: 250874, slug: "world-series-1927-game-2", game_date: "1927-10-06" },
        { id: 250875, slug: "world-series-1927-game-3", game_date: "1927-10-07" },
        { id: 250876, slug: "world-series-1927-game-4", game_date: "1927-10-08" },
      ],
    },
  ],
  leaders: [
    {
      kind: "batting",
      stat: "home_runs",
      leaders: [
        { rank: 1, person: { slug: "babe-ruth", full_name: "Babe Ruth" }, team: { name: "Yankees", city: "New York", abbreviation: "NYY", sport_name: "Baseball", slug: "new-york-yankees" }, value: 60 },
        { rank: 2, person: { slug: "lou-gehrig", full_name: "Lou Gehrig" }, team: { name: "Yankees", city: "New York", abbreviation: "NYY", sport_name: "Baseball", slug: "new-york-yankees" }, value: 47 },
        { rank: 3, person: { slug: "cy-williams", full_name: "Cy Williams" }, team: { name: "Phillies", city: "Philadelphia", abbreviation: "PHI", sport_name: "Baseball", slug: "philadelphia-phillies" }, value: 30 },
        { rank: 3, person: { slug: "hack-wilson", full_name: "Hack Wilson" }, team: { name: "Cubs", city: "Chicago", abbreviation: "CHC", sport_name: "Baseball", slug: "chicago-cubs" }, value: 30 },
        { rank: 5, person: { slug: "rogers-hornsby", full_name: "Rogers Hornsby" }, team: { name: "Giants", city: "New York", abbreviation: "SF", sport_name: "Baseball", slug: "san-francisco-giants" }, value: 26 },
      ],
    },
    {
      kind: "batting",
      stat: "rbi",
      leaders: [
        { rank: 1, person: { slug: "lou-gehrig", full_name: "Lou Gehrig" }, team: { name: "Yankees", city: "New York", abbreviation: "NYY", sport_name: "Baseball", slug: "new-york-yankees" }, value: 175 },
        { rank: 2, person: { slug: "babe-ruth", full_name: "Babe Ruth" }, team: { name: "Yankees", city: "New York", abbreviation: "NYY", sport_name: "Baseball", slug: "new-york-yankees" }, value: 164 },
        { rank: 3, person: { slug: "paul-waner", full_name: "Paul Waner" }, team: { name: "Pirates", city: "Pittsburgh", abbreviation: "PIT", sport_name: "Baseball", slug: "pittsburgh-pirates" }, value: 131 },
        { rank: 4, person: { slug: "hack-wilson", full_name: "Hack Wilson" }, team: { name: "Cubs", city: "Chicago", abbreviation: "CHC", sport_name: "Baseball", slug: "chicago-cubs" }, value: 129 },
        { rank: 5, person: { slug: "rogers-hornsby", full_name: "Rogers Hornsby" }, team: { name: "Giants", city: "New York", abbreviation: "SF", sport_name: "Baseball", slug: "san-francisco-giants" }, value: 125 },
      ],
    },
    {
      kind: "batting",
      stat: "hits",
      leaders: [
        { rank: 1, person: { slug: "paul-waner", full_name: "Paul Waner" }, team: { name: "Pirates", city: "Pittsburgh", abbreviation: "PIT", sport_name: "Baseball", slug: "pittsburgh-pirates" }, value: 237 },
        { rank: 2, person: { slug: "earle-combs", full_name: "Earle Combs" }, team: { name: "Yankees", city: "New York", abbreviation: "NYY", sport_name: "Baseball", slug: "new-york-yankees" }, value: 231 },
        { rank: 3, person: { slug: "lloyd-waner", full_name: "Lloyd Waner" }, team: { name: "Pirates", city: "Pittsburgh", abbreviation: "PIT", sport_name: "Baseball", slug: "pittsburgh-pirates" }, value: 223 },
        { rank: 4, person: { slug: "lou-gehrig", full_name: "Lou Gehrig" }, team: { name: "Yankees", city: "New York", abbreviation: "NYY", sport_name: "Baseball", slug: "new-york-yankees" }, value: 218 },
        { rank: 5, person: { slug: "frankie-frisch", full_name: "Frankie Frisch" }, team: { name: "Cardinals", city: "St. Louis", abbreviation: "STL", sport_name: "Baseball", slug: "st-louis-cardinals" }, value: 208 },
      ],
    },
    {
      kind: "batting",
      stat: "stolen_bases",
      leaders: [
        { rank: 1, person: { slug: "frankie-frisch", full_name: "Frankie Frisch" }, team: { name: "Cardinals", city: "St. Louis", abbreviation: "STL", sport_name: "Baseball", slug: "st-louis-cardinals" }, value: 48 },
        { rank: 2, person: { slug: "max-carey", full_name: "Max Carey" }, team: { name: "Robins", city: "Brooklyn", abbreviation: "LAD", sport_name: "Baseball", slug: "los-angeles-dodgers" }, value: 32 },
        { rank: 3, person: { slug: "harvey-hendrick", full_name: "Harvey Hendrick" }, team: { name: "Robins", city: "Brooklyn", abbreviation: "LAD", sport_name: "Baseball", slug: "los-angeles-dodgers" }, value: 29 },
        { rank: 4, person: { slug: "george-sisler", full_name: "George Sisler" }, team: { name: "Browns", city: "St. Louis", abbreviation: "BAL", sport_name: "Baseball", slug: "baltimore-orioles" }, value: 27 },
        { rank: 5, person: { slug: "sparky-adams", full_name: "Sparky Adams" }, team: { name: "Cubs", city: "Chicago", abbreviation: "CHC", sport_name: "Baseball", slug: "chicago-cubs" }, value: 26 },
      ],
    },
    {
      kind: "pitching",
      stat: "wins",
      leaders: [
        { rank: 1, person: { slug: "charlie-root", full_name: "Charlie Root" }, team: { name: "Cubs", city: "Chicago", abbreviation: "CHC", sport_name: "Baseball", slug: "chicago-cubs" }, value: 26 },
        { rank: 2, person: { slug: "jesse-haines", full_name: "Jesse Haines" }, team: { name: "Cardinals", city: "St. Louis", abbreviation: "STL", sport_name: "Baseball", slug: "st-louis-cardinals" }, value: 24 },
        { rank: 3, person: { slug: "carmen-hill", full_name: "Carmen Hill" }, team: { name: "Pirates", city: "Pittsburgh", abbreviation: "PIT", sport_name: "Baseball", slug: "pittsburgh-pirates" }, value: 22 },
        { rank: 3, person: { slug: "ted-lyons", full_name: "Ted Lyons" }, team: { name: "White Sox", city: "Chicago", abbreviation: "CWS", sport_name: "Baseball", slug: "chicago-white-sox" }, value: 22 },
        { rank: 3, person: { slug: "waite-hoyt", full_name: "Waite Hoyt" }, team: { name: "Yankees", city: "New York", abbreviation: "NYY", sport_name: "Baseball", slug: "new-york-yankees" }, value: 22 },
      ],
    },
    {
      kind: "pitching",
      stat: "pitching_strikeouts",
      leaders: [
        { rank: 1, person: { slug: "dazzy-vance", full_name: "Dazzy Vance" }, team: { name: "Robins", city: "Brooklyn", abbreviation: "LAD", sport_name: "Baseball", slug: "los-angeles-dodgers" }, value: 184 },
        { rank: 2, person: { slug: "lefty-grove", full_name: "Lefty Grove" }, team: { name: "Athletics", city: "Philadelphia", abbreviation: "ATH", sport_name: "Baseball", slug: "athletics" }, value: 174 },
        { rank: 3, person: { slug: "charlie-root", full_name: "Charlie Root" }, team: { name: "Cubs", city: "Chicago", abbreviation: "CHC", sport_name: "Baseball", slug: "chicago-cubs" }, value: 145 },
        { rank: 4, person: { slug: "rube-walberg", full_name: "Rube Walberg" }, team: { name: "Athletics", city: "Philadelphia", abbreviation: "ATH", sport_name: "Baseball", slug: "athletics" }, value: 136 },
        { rank: 5, person: { slug: "jakie-may", full_name: "Jakie May" }, team: { name: "Reds", city: "Cincinnati", abbreviation: "CIN", sport_name: "Baseball", slug: "cincinnati-reds" }, value: 121 },
      ],
    },
    {
      kind: "pitching",
      stat: "saves",
      leaders: [
        { rank: 1, person: { slug: "garland-braxton", full_name: "Garland Braxton" }, team: { name: "Senators", city: "Washington", abbreviation: "MIN", sport_name: "Baseball", slug: "minnesota-twins" }, value: 13 },
        { rank: 1, person: { slug: "wilcy-moore", full_name: "Wilcy Moore" }, team: { name: "Yankees", city: "New York", abbreviation: "NYY", sport_name: "Baseball", slug: "new-york-yankees" }, value: 13 },
        { rank: 3, person: { slug: "firpo-marberry", full_name: "Firpo Marberry" }, team: { name: "Senators", city: "Washington", abbreviation: "MIN", sport_name: "Baseball", slug: "minnesota-twins" }, value: 9 },
        { rank: 3, person: { slug: "lefty-grove", full_name: "Lefty Grove" }, team: { name: "Athletics", city: "Philadelphia", abbreviation: "ATH", sport_name: "Baseball", slug: "athletics" }, value: 9 },
        { rank: 5, person: { slug: "bill-sherdel", full_name: "Bill Sherdel" }, team: { name: "Cardinals", city: "St. Louis", abbreviation: "STL", sport_name: "Baseball", slug: "st-louis-cardinals" }, value: 6 },
      ],
    },
  ],
  previous: { slug: "mlb-1926", name: "1926 MLB season", label: "1926", start_year: 1926 },
  next: { slug: "mlb-1928", name: "1928 MLB season", label: "1928", start_year: 1928 },
} satisfies SeasonDetail;

export const worldSeries1927Games = [
  { id: 250876, slug: "world-series-1927-game-4", home_team: { name: "Yankees", city: "New York", abbreviation: "NYY", sport_name: "Baseball", slug: "new-york-yankees" }, away_team: { name: "Pirates", city: "Pittsburgh", abbreviation: "PIT", sport_name: "Baseball", slug: "pittsburgh-pirates" }, home_score: 4, away_score: 3, status: "final", game_date: "1927-10-08", game_time: null, period: null, time_remaining: null, championship: { name: "World Series", slug: "world-series" }, season: { name: "1927 MLB season", start_year: 1927, slug: "mlb-1927" }, venue: "Yankee Stadium I, New York", neutral_site: null, round: "World Series Game 4", overtime: null, home_line_score: "100020001", away_line_score: "100000200", attendance: 57909, notes: null, sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" }, level: { name: "Professional", slug: "professional" }},
  { id: 250875, slug: "world-series-1927-game-3", home_team: { name: "Yankees", city: "New York", abbreviation: "NYY", sport_name: "Baseball", slug: "new-york-yankees" }, away_team: { name: "Pirates", city: "Pittsburgh", abbreviation: "PIT", sport_name: "Baseball", slug: "pittsburgh-pirates" }, home_score: 8, away_score: 1, status: "final", game_date: "1927-10-07", game_time: null, period: null, time_remaining: null, championship: { name: "World Series", slug: "world-series" }, season: { name: "1927 MLB season", start_year: 1927, slug: "mlb-1927" }, venue: "Yankee Stadium I, New York", neutral_site: null, round: "World Series Game 3", overtime: null, home_line_score: "20000060x", away_line_score: "000000010", attendance: 60695, notes: null, sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" }, level: { name: "Professional", slug: "professional" }},
  { id: 250874, slug: "world-series-1927-game-2", home_team: { name: "Pirates", city: "Pittsburgh", abbreviation: "PIT", sport_name: "Baseball", slug: "pittsburgh-pirates" }, away_team: { name: "Yankees", city: "New York", abbreviation: "NYY", sport_name: "Baseball", slug: "new-york-yankees" }, home_score: 2, away_score: 6, status: "final", game_date: "1927-10-06", game_time: null, period: null, time_remaining: null, championship: { name: "World Series", slug: "world-series" }, season: { name: "1927 MLB season", start_year: 1927, slug: "mlb-1927" }, venue: "Forbes Field, Pittsburgh", neutral_site: null, round: "World Series Game 2", overtime: null, home_line_score: "100000010", away_line_score: "003000030", attendance: 41634, notes: null, sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" }, level: { name: "Professional", slug: "professional" }},
  { id: 250873, slug: "world-series-1927-game-1", home_team: { name: "Pirates", city: "Pittsburgh", abbreviation: "PIT", sport_name: "Baseball", slug: "pittsburgh-pirates" }, away_team: { name: "Yankees", city: "New York", abbreviation: "NYY", sport_name: "Baseball", slug: "new-york-yankees" }, home_score: 4, away_score: 5, status: "final", game_date: "1927-10-05", game_time: null, period: null, time_remaining: null, championship: { name: "World Series", slug: "world-series" }, season: { name: "1927 MLB season", start_year: 1927, slug: "mlb-1927" }, venue: "Forbes Field, Pittsburgh", neutral_site: null, round: "World Series Game 1", overtime: null, home_line_score: "101010010", away_line_score: "103010000", attendance: 41467, notes: null, sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" }, level: { name: "Professional", slug: "professional" }},
] satisfies Game[];
