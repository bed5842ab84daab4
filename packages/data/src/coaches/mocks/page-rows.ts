// A coach's page in the contract's shape (issue #16: CoachDetail, CoachSeason): Scotty Bowman.
// His Hockey Databank Coaches rows (/work/shared/datasets/hockey-databank/Coaches.csv) in the
// shape and with the career rules of contract coach-seasons.ts; checked equal to the full-data
// API's answers for the detail and every season row.
import type { CoachSeason } from "@tl/contract/coach-seasons";
import type { CoachDetail } from "@tl/contract/coaches";
import type { PersonTitle } from "@tl/contract/person-pages";

const nhl = { name: "National Hockey League", slug: "nhl", abbreviation: "NHL" };
const hockeyLabel = (year: number) => `${String(year)}-${String(year + 1).slice(2)}`;
const nhlSeason = (year: number) => ({
  slug: `nhl-${hockeyLabel(year)}`,
  name: `${hockeyLabel(year)} NHL season`,
  label: hockeyLabel(year),
  start_year: year,
});

const TEAMS = {
  STL: { name: "Blues", city: "St. Louis", abbreviation: "STL", sport_name: "Hockey", slug: "st-louis-blues" },
  MTL: { name: "Canadiens", city: "Montreal", abbreviation: "MTL", sport_name: "Hockey", slug: "montreal-canadiens" },
  BUF: { name: "Sabres", city: "Buffalo", abbreviation: "BUF", sport_name: "Hockey", slug: "buffalo-sabres" },
  PIT: { name: "Penguins", city: "Pittsburgh", abbreviation: "PIT", sport_name: "Hockey", slug: "pittsburgh-penguins" },
  DET: { name: "Red Wings", city: "Detroit", abbreviation: "DET", sport_name: "Hockey", slug: "detroit-red-wings" },
};
type Team = keyof typeof TEAMS;
type Line = [year: number, team: Team, stint: number, games: number, wins: number, losses: number, ties: number, otl: number | null, ...playoffs: (number | null)[]];

// Coaches.csv: year, team, stint, g, w, l, t, otl, postg, postw, postl.
const BOWMAN: Line[] = [
  [1967, "STL", 2, 58, 23, 21, 14, null, 18, 8, 10],
  [1968, "STL", 1, 76, 37, 25, 14, null, 12, 8, 4],
  [1969, "STL", 1, 76, 37, 27, 12, null, 16, 8, 8],
  [1970, "STL", 2, 28, 13, 10, 5, null, 6, 2, 4],
  [1971, "MTL", 1, 78, 46, 16, 16, null, 6, 2, 4],
  [1972, "MTL", 1, 78, 52, 10, 16, null, 17, 12, 5],
  [1973, "MTL", 1, 78, 45, 24, 9, null, 6, 2, 4],
  [1974, "MTL", 1, 80, 47, 14, 19, null, 11, 6, 5],
  [1975, "MTL", 1, 80, 58, 11, 11, null, 13, 12, 1],
  [1976, "MTL", 1, 80, 60, 8, 12, null, 14, 12, 2],
  [1977, "MTL", 1, 80, 59, 10, 11, null, 15, 12, 3],
  [1978, "MTL", 1, 80, 52, 17, 11, null, 16, 12, 4],
  [1979, "BUF", 1, 80, 47, 17, 16, null, 14, 9, 5],
  [1981, "BUF", 1, 26, 14, 5, 7, null, null, null, null],
  [1981, "BUF", 3, 9, 4, 5, 0, null, 4, 1, 3],
  [1982, "BUF", 1, 80, 38, 29, 13, null, 10, 6, 4],
  [1983, "BUF", 1, 80, 48, 25, 7, null, 3, 0, 3],
  [1984, "BUF", 1, 80, 38, 28, 14, null, 5, 2, 3],
  [1985, "BUF", 2, 37, 18, 18, 1, null, null, null, null],
  [1986, "BUF", 1, 12, 3, 7, 2, null, null, null, null],
  [1991, "PIT", 1, 80, 39, 32, 9, null, 21, 16, 5],
  [1992, "PIT", 1, 84, 56, 21, 7, null, 12, 7, 5],
  [1993, "DET", 1, 84, 46, 30, 8, null, 7, 3, 4],
  [1994, "DET", 1, 48, 33, 11, 4, null, 18, 12, 6],
  [1995, "DET", 1, 82, 62, 13, 7, null, 19, 10, 9],
  [1996, "DET", 1, 82, 38, 26, 18, null, 20, 16, 4],
  [1997, "DET", 1, 82, 44, 23, 15, null, 22, 16, 6],
  [1998, "DET", 2, 77, 39, 31, 7, null, 10, 6, 4],
  [1999, "DET", 1, 82, 48, 22, 10, 2, 9, 5, 4],
  [2000, "DET", 1, 82, 49, 20, 9, 4, 6, 2, 4],
  [2001, "DET", 1, 82, 51, 17, 10, 4, 23, 16, 7],
];

const winPercentage = (wins: number, losses: number) => (wins + losses === 0 ? null : Math.round((wins / (wins + losses)) * 1000) / 1000);
const total = (at: number) => BOWMAN.reduce((sum, line) => sum + Number(line[at] ?? 0), 0);

/** Every row of /api/people/coaches/scotty-bowman/seasons/: 31 stints in 30 seasons, then his NHL career row. */
export const bowmanSeasons = [
  ...BOWMAN.map(([year, team, stint, games, wins, losses, ties, otl, postGames = null, postWins = null, postLosses = null]) => ({
    career: false,
    season: nhlSeason(year),
    league: nhl,
    team: TEAMS[team],
    stint,
    seasons: null,
    first_year: null,
    last_year: null,
    games,
    wins,
    losses,
    ties,
    overtime_losses: otl,
    win_percentage: winPercentage(wins, losses),
    // Hockey Databank Coaches holds no finish (Lahman Managers does).
    rank: null,
    playoff_games: postGames,
    playoff_wins: postWins,
    playoff_losses: postLosses,
    playoff_ties: null,
  })),
  {
    career: true,
    season: null,
    league: nhl,
    team: null,
    stint: null,
    seasons: 30,
    first_year: 1967,
    last_year: 2001,
    games: total(3),
    wins: total(4),
    losses: total(5),
    ties: total(6),
    overtime_losses: total(7),
    win_percentage: winPercentage(total(4), total(5)),
    rank: null,
    playoff_games: total(8),
    playoff_wins: total(9),
    playoff_losses: total(10),
    playoff_ties: null,
  },
] satisfies CoachSeason[];

const stanleyCup = { slug: "stanley-cup-final", name: "Stanley Cup Final" };
const BOWMAN_TITLES: [id: number, year: number, team: Team][] = [
  [314, 1972, "MTL"],
  [311, 1975, "MTL"],
  [310, 1976, "MTL"],
  [309, 1977, "MTL"],
  [308, 1978, "MTL"],
  [295, 1991, "PIT"],
  [290, 1996, "DET"],
  [289, 1997, "DET"],
  [285, 2001, "DET"],
];

/** GET /api/people/coaches/scotty-bowman/: the card's fields and the page's parts. */
export const bowmanDetail = {
  id: 169,
  slug: "scotty-bowman",
  person: {
    first_name: "Scotty",
    last_name: "Bowman",
    full_name: "Scotty Bowman",
    age: 93,
    birth_date: "1933-09-18",
    birth_place: "Montreal, QC, Canada",
    death_date: null,
  },
  position: "Head Coach",
  years_with_current_team: null,
  career_record: { wins: 1244, losses: 573, ties: 314, win_percentage: 0.685, playoff_appearances: 28, playoff_wins: 223, playoff_losses: 130 },
  championships_won: 9,
  specialties: null,
  coaching_philosophy: null,
  contract_end_year: null,
  is_active: false,
  status: "inactive",
  hire_date: null,
  sport: { name: "Hockey", slug: "hockey", abbreviation: "HKY" },
  league: nhl,
  current_team: { ...TEAMS.DET, season: 2001, season_label: "2001-02" },
  awards: ["Jack Adams (1995-96)", "Jack Adams (1976-77)"],
  coaching_experience_years: 30,
  years_coaching: 30,
  previous_teams: [],
  previous_team_refs: [TEAMS.STL, TEAMS.MTL, TEAMS.BUF, TEAMS.PIT],
  college: null,
  alma_mater: null,
  playing_experience: null,
  titles: BOWMAN_TITLES.map(
    ([id, year, team]): PersonTitle => ({ id, season: nhlSeason(year), championship: stanleyCup, team: TEAMS[team], vacated: false }),
  ),
  awards_by_year: [1976, 1995].map((year) => ({ name: "Jack Adams", start_year: year, label: hockeyLabel(year), season: nhlSeason(year) })),
  career_totals: bowmanSeasons.filter((row) => row.career),
} satisfies CoachDetail;
