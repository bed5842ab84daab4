// Rows the recorded contract needs beyond the seed and the people fixture: games (the seed's
// Super Bowls plus real 2024 NFL playoff games, and test-only live and scheduled rows on the
// pinned "today") and standings (the real final NFC East tables of 2023 and 2024, and the
// 2023-24 Boston Celtics), copied from games.test.ts and standings.test.ts. Every date is
// fixed, so the answers do not depend on the day the suite runs.
import { announceDataChange, type Database } from "@tl/db/client";
import * as schema from "@tl/db/schema";
import { and, eq, inArray } from "drizzle-orm";
import { nflEastTeams } from "../../test/nfl-east-teams";

/**
 * The date the contract is recorded on: the seed's today and the games' clock. The database
 * also reads its own date in two places: a season counts as started once its start year has
 * come (every seeded season starts in 2026 or before, so this holds from 2026 on), and a
 * person's age (normalised in record.ts).
 */
export const CONTRACT_TODAY = "2026-11-21";
const TOMORROW = "2026-11-22";

function lookup<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`contract fixture: no ${key}`);
  return value;
}

type Row = [
  team: string,
  city: string,
  name: string,
  wins: number,
  losses: number,
  rank: number,
  gamesBehind: number,
  playoff: "champion" | "playoffs" | "eliminated",
];

const NFC_EAST: Record<number, Row[]> = {
  2024: [
    ["philadelphia-eagles", "Philadelphia", "Eagles", 14, 3, 1, 0, "champion"],
    ["washington-commanders", "Washington", "Commanders", 12, 5, 2, 2, "playoffs"],
    ["dallas-cowboys", "Dallas", "Cowboys", 7, 10, 3, 7, "eliminated"],
    ["new-york-giants", "New York", "Giants", 3, 14, 4, 11, "eliminated"],
  ],
  2023: [
    ["dallas-cowboys", "Dallas", "Cowboys", 12, 5, 1, 0, "playoffs"],
    ["philadelphia-eagles", "Philadelphia", "Eagles", 11, 6, 2, 1, "playoffs"],
    ["new-york-giants", "New York", "Giants", 6, 11, 3, 6, "eliminated"],
    ["washington-commanders", "Washington", "Commanders", 4, 13, 4, 8, "eliminated"],
  ],
};

export async function insertContractFixture(db: Database): Promise<void> {
  const leagueIds = new Map(
    (await db.select({ id: schema.leagues.id, slug: schema.leagues.slug }).from(schema.leagues)).map((row) => [row.slug, row.id]),
  );
  const nfl = lookup(leagueIds, "nfl");
  const seasonId = async (league: string, startYear: number) => {
    const [row] = await db
      .select({ id: schema.seasons.id })
      .from(schema.seasons)
      .where(and(eq(schema.seasons.leagueId, lookup(leagueIds, league)), eq(schema.seasons.startYear, startYear)));
    if (!row) throw new Error(`contract fixture: no ${league} ${String(startYear)} season`);
    return row.id;
  };
  await db.insert(schema.teams).values(nflEastTeams(nfl)).onConflictDoNothing();
  const slugs = [
    "washington-commanders",
    "buffalo-bills",
    "dallas-cowboys",
    "new-york-giants",
    "philadelphia-eagles",
    "kansas-city-chiefs",
    "boston-celtics",
  ];
  const team = new Map(
    (await db.select({ id: schema.teams.id, slug: schema.teams.slug }).from(schema.teams).where(inArray(schema.teams.slug, slugs))).map(
      (row) => [row.slug, row.id],
    ),
  );
  const id = (slug: string) => lookup(team, slug);

  const washington = id("washington-commanders");
  await db.insert(schema.teamNames).values([
    { teamId: washington, firstYear: 1937, lastYear: 2019, city: "Washington", name: "Redskins" },
    { teamId: washington, firstYear: 2020, lastYear: 2021, city: "Washington", name: "Football Team" },
    { teamId: washington, firstYear: 2022, lastYear: null, city: "Washington", name: "Commanders" },
  ]);

  const season2024 = await seasonId("nfl", 2024);
  const final = { leagueId: nfl, status: "final" as const, seasonId: season2024 };
  await db.insert(schema.games).values([
    {
      ...final,
      slug: "2024-nfc-championship",
      homeTeamId: id("philadelphia-eagles"),
      awayTeamId: washington,
      homeScore: 55,
      awayScore: 23,
      gameDate: "2025-01-26",
      venue: "Lincoln Financial Field, Philadelphia",
      round: "NFC Championship",
    },
    {
      ...final,
      slug: "2024-afc-championship",
      homeTeamId: id("kansas-city-chiefs"),
      awayTeamId: id("buffalo-bills"),
      homeScore: 32,
      awayScore: 29,
      gameDate: "2025-01-26",
      venue: "GEHA Field at Arrowhead Stadium, Kansas City",
      round: "AFC Championship",
    },
    // Test-only: no season, no result.
    {
      leagueId: nfl,
      slug: "test-live-commanders-eagles",
      status: "live",
      homeTeamId: id("philadelphia-eagles"),
      awayTeamId: washington,
      gameDate: CONTRACT_TODAY,
    },
    {
      leagueId: nfl,
      slug: "test-scheduled-giants-cowboys",
      status: "scheduled",
      homeTeamId: id("dallas-cowboys"),
      awayTeamId: id("new-york-giants"),
      gameDate: CONTRACT_TODAY,
    },
    {
      leagueId: nfl,
      slug: "test-scheduled-chiefs-bills",
      status: "scheduled",
      homeTeamId: id("buffalo-bills"),
      awayTeamId: id("kansas-city-chiefs"),
      gameDate: TOMORROW,
    },
  ]);

  // The day after the last regular-season games of 2024 (2025-01-05): pinned, as the column defaults to now().
  const lastUpdated = new Date("2025-01-06T00:00:00Z");
  for (const [year, rows] of Object.entries(NFC_EAST)) {
    const season = await seasonId("nfl", Number(year));
    await db.insert(schema.standings).values(
      rows.map(([slug, city, name, wins, losses, rank, gamesBehind, playoffPosition]) => ({
        seasonId: season,
        teamId: id(slug),
        teamCity: city,
        teamName: name,
        teamAbbreviation: slug === "washington-commanders" ? "WAS" : null,
        rank,
        wins,
        losses,
        gamesBehind,
        division: "NFC East",
        conference: "NFC",
        playoffPosition,
        lastUpdated,
      })),
    );
  }
  await db.insert(schema.standings).values({
    seasonId: await seasonId("nba", 2023),
    teamId: id("boston-celtics"),
    teamCity: "Boston",
    teamName: "Celtics",
    teamAbbreviation: "BOS",
    rank: 1,
    wins: 64,
    losses: 18,
    gamesPlayed: 82,
    gamesBehind: 0,
    winPercentage: 0.78,
    division: "Atlantic",
    conference: "Eastern",
    playoffPosition: "champion",
    lastUpdated: new Date("2024-04-15T00:00:00Z"),
  });
  await announceDataChange(db);
}
