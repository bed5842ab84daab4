// The seeded database against the curated facts: counts (one row per season, no gaps or
// duplicates), integrity (every champion linked to a team and a season) and computed totals.
import { listTeams } from "@tl/db/queries/teams";
import * as schema from "@tl/db/schema";
import { and, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CHAMPIONS } from "../curated/champions/index";
import { CHAMPIONSHIPS } from "../curated/championships";
import { TEAMS } from "../curated/teams/index";
import { latestStartedSeason, seasonInProgress, seasonName } from "../shared/seasons";
import { teamNameIn, teamNameRows } from "../shared/team-names";
import { seededDatabase, TEST_TODAY } from "../test/seeded";
import { gameScore, seedIfEmpty } from "./index";

const today = TEST_TODAY;
const seeded = seededDatabase();

describe("champions", () => {
  it.each(CHAMPIONSHIPS.map((championship) => [championship.slug, championship] as const))(
    "%s: one row per season from its first year, none missing, none twice",
    async (slug, championship) => {
      const rows = await seeded.handle.db
        .select({ year: schema.seasons.startYear, teamId: schema.champions.teamId, notes: schema.champions.notes })
        .from(schema.champions)
        .innerJoin(schema.seasons, eq(schema.champions.seasonId, schema.seasons.id))
        .innerJoin(schema.championships, eq(schema.champions.championshipId, schema.championships.id))
        .where(eq(schema.championships.slug, slug));
      const years = rows.map((row) => row.year).sort((a, b) => a - b);
      expect(new Set(years).size).toBe(years.length);
      expect(years[0]).toBe(championship.firstSeason);
      const last = years.at(-1) ?? championship.firstSeason;
      expect(years).toEqual(Array.from({ length: last - championship.firstSeason + 1 }, (_, i) => championship.firstSeason + i));
      expect(rows).toHaveLength((CHAMPIONS[slug] ?? []).length);
      for (const row of rows.filter((r) => r.teamId === null))
        expect(row.notes, `${slug} ${String(row.year)} has no champion and no note`).toBeTruthy();
    },
  );

  it("links every awarded title to a team and a season", async () => {
    const orphans = await seeded.handle.db
      .select({ id: schema.champions.id })
      .from(schema.champions)
      .leftJoin(schema.teams, eq(schema.champions.teamId, schema.teams.id))
      .where(and(isNull(schema.teams.id), isNull(schema.champions.notes)));
    expect(orphans).toEqual([]);
  });

  it("computes each team's championships_won from the titles, never typed by hand, a vacated title not counted", async () => {
    const page = await listTeams(seeded.handle.db, {}, { limit: 10_000, offset: 0 }, []);
    const titles = new Map<string, number>();
    for (const facts of Object.values(CHAMPIONS))
      for (const fact of facts) if (fact.champion && !fact.vacated) titles.set(fact.champion, (titles.get(fact.champion) ?? 0) + 1);
    expect(page.count).toBe(TEAMS.length);
    for (const team of page.results) expect(team.championships_won, team.slug).toBe(titles.get(team.slug) ?? 0);
  });

  it("labels each team's latest title by its season, as the histories do (a vacated title is none)", async () => {
    const page = await listTeams(seeded.handle.db, {}, { limit: 10_000, offset: 0 }, []);
    const latest = new Map<string, number>();
    for (const facts of Object.values(CHAMPIONS))
      for (const fact of facts)
        if (fact.champion && !fact.vacated) latest.set(fact.champion, Math.max(fact.season, latest.get(fact.champion) ?? -Infinity));
    for (const team of page.results) expect(team.last_championship_year, team.slug).toBe(latest.get(team.slug) ?? null);
    const label = (slug: string) => page.results.find((team) => team.slug === slug)?.last_championship_season;
    // Alabama's last title is the 2020 season's (the title game was played in January 2021).
    expect([label("alabama-crimson-tide-football"), label("new-york-rangers"), label("philadelphia-eagles")]).toEqual([
      "2020",
      "1993-94",
      "2024",
    ]);
  });
});

describe("championships", () => {
  it("give as first year the calendar year of the first title, one after the first season's start when the season spans two years", async () => {
    const rows = await seeded.handle.db
      .select({ slug: schema.championships.slug, firstYear: schema.championships.firstYear })
      .from(schema.championships);
    expect(Object.fromEntries(rows.map((row) => [row.slug, row.firstYear]))).toEqual({
      "super-bowl": 1967, // Super Bowl I, January 15, 1967, closed the 1966 season
      "nba-finals": 1947, // the BAA's 1946-47 Finals, April 1947
      "world-series": 1903,
      "stanley-cup-final": 1893, // the first Stanley Cup, 1892-93 (the NHL's first season was 1917-18)
      "college-football-national-championship": 1936, // the first AP poll champion
      "ncaa-mens-basketball-tournament": 1939,
      "mens-college-world-series": 1947,
      "frozen-four": 1948,
    });
    // Where our facts date the first final, it fell in that year.
    for (const championship of CHAMPIONSHIPS) {
      const first = CHAMPIONS[championship.slug]?.find((fact) => fact.season === championship.firstSeason);
      if (first?.date) expect(Number(first.date.slice(0, 4)), championship.slug).toBe(championship.firstYear);
      expect([championship.firstSeason, championship.firstSeason + 1], championship.slug).toContain(championship.firstYear);
    }
  });

  it("are brought up to date on the next start of a database seeded with older facts", async () => {
    await seeded.handle.db
      .update(schema.championships)
      .set({ firstYear: 1966, description: "older" })
      .where(eq(schema.championships.slug, "super-bowl"));
    expect(await seedIfEmpty(seeded.handle, { today })).toBe(false);
    const [superBowl] = await seeded.handle.db.select().from(schema.championships).where(eq(schema.championships.slug, "super-bowl"));
    expect(superBowl).toMatchObject({ firstYear: 1967, description: CHAMPIONSHIPS.find((c) => c.slug === "super-bowl")?.description });
  });
});

describe("seasons", () => {
  it("are renamed by the season-label rule on the next start of a database seeded with older names", async () => {
    const nfl2024 = and(eq(schema.seasons.startYear, 2024), sql`${schema.seasons.leagueId} = (select id from leagues where slug = 'nfl')`);
    await seeded.handle.db.update(schema.seasons).set({ name: "2024-25 NFL season" }).where(nfl2024);
    expect(await seedIfEmpty(seeded.handle, { today })).toBe(false);
    const [season] = await seeded.handle.db.select({ name: schema.seasons.name }).from(schema.seasons).where(nfl2024);
    expect(season?.name).toBe("2024 NFL season");
  });

  it("covers each league from its championship's first year (after its earlier leagues') to the season in progress, which alone is active", async () => {
    for (const championship of CHAMPIONSHIPS) {
      const rows = await seeded.handle.db
        .select({ year: schema.seasons.startYear, active: schema.seasons.isActive, name: schema.seasons.name })
        .from(schema.seasons)
        .innerJoin(schema.leagues, eq(schema.seasons.leagueId, schema.leagues.id))
        .where(eq(schema.leagues.slug, championship.league));
      const years = rows.map((row) => row.year).sort((a, b) => a - b);
      const earlier = championship.earlierLeagues?.at(-1)?.lastSeason;
      expect(years[0]).toBe(earlier === undefined ? championship.firstSeason : earlier + 1);
      expect(years.at(-1)).toBe(latestStartedSeason(championship.league, today));
      const active = rows.filter((row) => row.active).map((row) => row.year);
      const inProgress = seasonInProgress(championship.league, today);
      expect(active).toEqual(inProgress === null ? [] : [inProgress]);
    }
  });

  it("puts the NBA's first three seasons in the BAA, each holding its BAA Finals champion, with no NBA season before 1949-50", async () => {
    const rows = await seeded.handle.db
      .select({
        name: schema.seasons.name,
        league: schema.leagues.slug,
        champion: schema.champions.teamName,
        city: schema.champions.teamCity,
      })
      .from(schema.seasons)
      .innerJoin(schema.leagues, eq(schema.seasons.leagueId, schema.leagues.id))
      .leftJoin(schema.champions, eq(schema.champions.seasonId, schema.seasons.id))
      .where(and(sql`${schema.leagues.slug} in ('baa', 'nba')`, sql`${schema.seasons.startYear} <= 1949`))
      .orderBy(schema.seasons.startYear);
    expect(rows).toEqual([
      // The BAA Finals: Philadelphia Warriors 1947, Baltimore Bullets 1948, Minneapolis Lakers 1949.
      { name: "1946-47 BAA season", league: "baa", champion: "Warriors", city: "Philadelphia" },
      { name: "1947-48 BAA season", league: "baa", champion: "Bullets", city: "Baltimore" },
      { name: "1948-49 BAA season", league: "baa", champion: "Lakers", city: "Minneapolis" },
      { name: "1949-50 NBA season", league: "nba", champion: "Lakers", city: "Minneapolis" },
    ]);
  });

  it("moves the earlier league's seasons, champions and games out of the NBA on the next start of a database seeded before", async () => {
    const baa = sql`(select id from leagues where slug = 'baa')`;
    const nba = sql`(select id from leagues where slug = 'nba')`;
    const season1947 = and(eq(schema.seasons.startYear, 1947), sql`${schema.seasons.leagueId} = ${baa}`);
    const [moved] = await seeded.handle.db.select({ id: schema.seasons.id }).from(schema.seasons).where(season1947);
    if (!moved) throw new Error("no 1947-48 BAA season");
    // As an older seed wrote it: the 1947-48 season in the NBA, under its NBA name, with a game of its own.
    await seeded.handle.db
      .update(schema.seasons)
      .set({ leagueId: sql`${nba}`, name: "1947-48 NBA season" })
      .where(eq(schema.seasons.id, moved.id));
    await seeded.handle.db.insert(schema.games).values({
      slug: "earlier-league-test-game",
      leagueId: sql`${nba}`,
      seasonId: moved.id,
      gameDate: "1948-04-21",
      status: "final",
    });
    expect(await seedIfEmpty(seeded.handle, { today })).toBe(false);
    const [season] = await seeded.handle.db
      .select({ id: schema.seasons.id, name: schema.seasons.name })
      .from(schema.seasons)
      .where(season1947);
    expect(season).toEqual({ id: moved.id, name: "1947-48 BAA season" });
    const [game] = await seeded.handle.db
      .select({ league: schema.leagues.slug })
      .from(schema.games)
      .innerJoin(schema.leagues, eq(schema.games.leagueId, schema.leagues.id))
      .where(eq(schema.games.slug, "earlier-league-test-game"));
    expect(game?.league).toBe("baa");
    await seeded.handle.db.delete(schema.games).where(eq(schema.games.slug, "earlier-league-test-game"));
  });

  it.each([
    ["nba", 2024, "2024-25 NBA season"],
    ["nhl", 1993, "1993-94 NHL season"],
    ["mlb", 2024, "2024 MLB season"],
    // Football seasons run into the next year but are named by the year they start in.
    ["nfl", 2024, "2024 NFL season"],
    ["ncaa-fbs", 2020, "2020 college football season"],
    ["ncaa-d1-mih", 1999, "1999-00 men's college hockey season"],
  ] as const)("names %s %i '%s'", (league, year, name) => {
    expect(seasonName(league, year)).toBe(name);
  });

  it.each([
    ["nfl", "2026-11-21", 2026],
    ["nfl", "2027-01-20", 2026],
    ["nfl", "2026-07-01", null],
    ["mlb", "2026-11-21", null],
    ["mlb", "2026-06-01", 2026],
    ["nba", "2026-11-21", 2026],
    ["ncaa-d1-baseball", "2026-11-21", null],
  ] as const)("%s on %s: season in progress %s", (league, date, expected) => {
    expect(seasonInProgress(league, new Date(`${date}T12:00:00Z`))).toBe(expected);
  });
});

describe("team names by season", () => {
  it("gives a franchise the name of the season asked for", () => {
    const rams = TEAMS.find((team) => team.slug === "los-angeles-rams");
    if (!rams) throw new Error("no Rams");
    expect(teamNameIn(rams, 1945)).toEqual({ city: "Cleveland", name: "Rams" });
    expect(teamNameIn(rams, 1999)).toEqual({ city: "St. Louis", name: "Rams" });
    expect(teamNameIn(rams, 2021)).toEqual({ city: "Los Angeles", name: "Rams" });
    expect(teamNameRows(rams).at(-1)).toEqual({ firstYear: 2016, lastYear: null, city: "Los Angeles", name: "Rams" });
  });

  it("stores Super Bowl LVIII as an overtime win by the Chiefs over the 49ers, and as a game", async () => {
    const [row] = await seeded.handle.db
      .select()
      .from(schema.champions)
      .innerJoin(schema.seasons, eq(schema.champions.seasonId, schema.seasons.id))
      .innerJoin(schema.championships, eq(schema.champions.championshipId, schema.championships.id))
      .where(and(eq(schema.championships.slug, "super-bowl"), eq(schema.seasons.startYear, 2023)));
    expect(row?.champions).toMatchObject({
      teamCity: "Kansas City",
      teamName: "Chiefs",
      runnerUpName: "49ers",
      result: "25–22",
      overtime: "OT",
    });
    const [game] = await seeded.handle.db.select().from(schema.games).where(eq(schema.games.slug, "super-bowl-2023"));
    // Even-numbered Super Bowls: the AFC champion is the designated home team.
    expect(game).toMatchObject({ homeScore: 25, awayScore: 22, status: "final", gameDate: "2024-02-11", overtime: "OT" });
  });

  it.each([
    ["40–22", [40, 22]],
    ["4–3", [4, 3]],
    ["40-22", undefined],
    [null, undefined],
  ] as const)("reads the score %s", (result, score) => {
    expect(gameScore(result)).toEqual(score);
  });
});
