// The Home page's recent-champions table (spec §1: a static table). Every row is a real
// result; "year" is the calendar year the title was decided. Keyed by championship slug
// (packages/site-config). Add a row at the top when a title is decided.

export interface RecentChampion {
  year: number;
  team: string;
  championship: string;
  /** Final score of a single-game final, or games won in a series. */
  score: string;
  format: "game" | "series";
  opponent: string;
  league: string;
}

type Row = Omit<RecentChampion, "championship" | "league" | "format">;

const rows = (championship: string, league: string, format: RecentChampion["format"], list: Row[]): RecentChampion[] =>
  list.map((row) => ({ ...row, championship, league, format }));

export const RECENT_CHAMPIONS: Record<string, RecentChampion[]> = {
  "super-bowl": [
    { year: 2025, team: "Philadelphia Eagles", championship: "Super Bowl LIX", score: "40–22", opponent: "Kansas City Chiefs" },
    { year: 2024, team: "Kansas City Chiefs", championship: "Super Bowl LVIII", score: "25–22 (OT)", opponent: "San Francisco 49ers" },
    { year: 2023, team: "Kansas City Chiefs", championship: "Super Bowl LVII", score: "38–35", opponent: "Philadelphia Eagles" },
    { year: 2022, team: "Los Angeles Rams", championship: "Super Bowl LVI", score: "23–20", opponent: "Cincinnati Bengals" },
    { year: 2021, team: "Tampa Bay Buccaneers", championship: "Super Bowl LV", score: "31–9", opponent: "Kansas City Chiefs" },
  ].map((row) => ({ ...row, league: "NFL", format: "game" as const })),
  "nba-finals": rows("NBA Finals", "NBA", "series", [
    { year: 2025, team: "Oklahoma City Thunder", score: "4–3", opponent: "Indiana Pacers" },
    { year: 2024, team: "Boston Celtics", score: "4–1", opponent: "Dallas Mavericks" },
    { year: 2023, team: "Denver Nuggets", score: "4–1", opponent: "Miami Heat" },
    { year: 2022, team: "Golden State Warriors", score: "4–2", opponent: "Boston Celtics" },
    { year: 2021, team: "Milwaukee Bucks", score: "4–2", opponent: "Phoenix Suns" },
  ]),
  "world-series": rows("World Series", "MLB", "series", [
    { year: 2024, team: "Los Angeles Dodgers", score: "4–1", opponent: "New York Yankees" },
    { year: 2023, team: "Texas Rangers", score: "4–1", opponent: "Arizona Diamondbacks" },
    { year: 2022, team: "Houston Astros", score: "4–2", opponent: "Philadelphia Phillies" },
    { year: 2021, team: "Atlanta Braves", score: "4–2", opponent: "Houston Astros" },
    { year: 2020, team: "Los Angeles Dodgers", score: "4–2", opponent: "Tampa Bay Rays" },
  ]),
  "stanley-cup-final": rows("Stanley Cup Final", "NHL", "series", [
    { year: 2025, team: "Florida Panthers", score: "4–2", opponent: "Edmonton Oilers" },
    { year: 2024, team: "Florida Panthers", score: "4–3", opponent: "Edmonton Oilers" },
    { year: 2023, team: "Vegas Golden Knights", score: "4–1", opponent: "Florida Panthers" },
    { year: 2022, team: "Colorado Avalanche", score: "4–2", opponent: "Tampa Bay Lightning" },
    { year: 2021, team: "Tampa Bay Lightning", score: "4–1", opponent: "Montreal Canadiens" },
  ]),
  "college-football-national-championship": rows("CFP National Championship", "NCAA FBS", "game", [
    { year: 2025, team: "Ohio State", score: "34–23", opponent: "Notre Dame" },
    { year: 2024, team: "Michigan", score: "34–13", opponent: "Washington" },
    { year: 2023, team: "Georgia", score: "65–7", opponent: "TCU" },
    { year: 2022, team: "Georgia", score: "33–18", opponent: "Alabama" },
    { year: 2021, team: "Alabama", score: "52–24", opponent: "Ohio State" },
  ]),
  "ncaa-mens-basketball-tournament": rows("NCAA Tournament", "NCAA Division I", "game", [
    { year: 2025, team: "Florida", score: "65–63", opponent: "Houston" },
    { year: 2024, team: "UConn", score: "75–60", opponent: "Purdue" },
    { year: 2023, team: "UConn", score: "76–59", opponent: "San Diego State" },
    { year: 2022, team: "Kansas", score: "72–69", opponent: "North Carolina" },
    { year: 2021, team: "Baylor", score: "86–70", opponent: "Gonzaga" },
  ]),
  "mens-college-world-series": rows("Men's College World Series", "NCAA Division I", "series", [
    { year: 2025, team: "LSU", score: "2–0", opponent: "Coastal Carolina" },
    { year: 2024, team: "Tennessee", score: "2–1", opponent: "Texas A&M" },
    { year: 2023, team: "LSU", score: "2–1", opponent: "Florida" },
    { year: 2022, team: "Ole Miss", score: "2–0", opponent: "Oklahoma" },
    { year: 2021, team: "Mississippi State", score: "2–1", opponent: "Vanderbilt" },
  ]),
  "frozen-four": rows("Frozen Four", "NCAA Division I", "game", [
    { year: 2025, team: "Western Michigan", score: "6–2", opponent: "Boston University" },
    { year: 2024, team: "Denver", score: "2–0", opponent: "Boston College" },
    { year: 2023, team: "Quinnipiac", score: "3–2 (OT)", opponent: "Minnesota" },
    { year: 2022, team: "Denver", score: "5–1", opponent: "Minnesota State" },
    { year: 2021, team: "UMass", score: "5–0", opponent: "St. Cloud State" },
  ]),
};

/** A sport site shows its own title's last five; the hub shows the latest of every title. */
export function recentChampionsFor(championshipSlug: string | null): RecentChampion[] {
  if (championshipSlug) return RECENT_CHAMPIONS[championshipSlug] ?? [];
  return Object.values(RECENT_CHAMPIONS)
    .flatMap((list) => list.slice(0, 1))
    .sort((a, b) => b.year - a.year);
}
