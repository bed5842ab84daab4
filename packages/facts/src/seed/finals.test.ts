// The deciding games of series finals in the seeded database, as an API client reads them: one
// game per curated fact, the sides as they were (home and away), the score, date, venue and
// round, the season's team names; a changed fact reaches a database seeded before it.
import { listGames } from "@tl/db/queries/games";
import * as schema from "@tl/db/schema";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CHAMPIONS } from "../curated/champions/index";
import { DECIDING_GAMES } from "../curated/deciding-games/index";
import { seededDatabase } from "../test/seeded";
import { decidingGameSlug, gameScore } from "./finals";
import { seedIfEmpty } from "./index";

const seeded = seededDatabase();

const ALL = { limit: 10_000, offset: 0 };
const everyDecider = Object.entries(DECIDING_GAMES).flatMap(([championship, facts]) => facts.map((fact) => ({ championship, fact })));

describe("deciding games of series finals", () => {
  it.each(Object.keys(DECIDING_GAMES))(
    "%s: every curated deciding game is one game, with its sides, score, date and venue",
    async (championship) => {
      const facts = DECIDING_GAMES[championship] ?? [];
      const all = await listGames(seeded.handle.db, { kind: "championship" }, { championshipSlug: championship }, ALL, []);
      // The College World Series' single-game finals (1988-2002) are games too; deciders end "-game-N".
      const results = all.results.filter((game) => /-game-\d+$/.test(game.slug));
      expect(results).toHaveLength(facts.length);
      const bySlug = new Map(results.map((game) => [game.slug, game]));
      for (const fact of facts) {
        const title = CHAMPIONS[championship]?.find((entry) => entry.season === fact.season);
        const game = bySlug.get(decidingGameSlug(championship, fact.season, fact.game));
        const [winner, loser] = gameScore(fact.score) ?? [];
        const championHome = (fact.home ?? "champion") === "champion";
        expect(game, `${championship} ${String(fact.season)}`).toMatchObject({
          status: "final",
          game_date: fact.date,
          venue: fact.venue ?? null,
          neutral_site: fact.neutralSite ?? false,
          overtime: fact.overtime ?? null,
          round: expect.stringMatching(new RegExp(` Game ${String(fact.game)}$`)) as unknown,
          home_team: { slug: championHome ? title?.champion : title?.runnerUp },
          away_team: { slug: championHome ? title?.runnerUp : title?.champion },
          home_score: championHome ? winner : loser,
          away_score: championHome ? loser : winner,
          championship: { slug: championship },
          season: { start_year: fact.season },
        });
      }
    },
  );

  it("shows each side under its name that season: the 2016 World Series was won at the Cleveland Indians' park", async () => {
    const { results } = await listGames(seeded.handle.db, { kind: "all" }, { date: "2016-11-02" }, ALL, []);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      slug: "world-series-2016-game-7",
      round: "World Series Game 7",
      home_team: { slug: "cleveland-guardians", city: "Cleveland", name: "Indians" },
      away_team: { slug: "chicago-cubs", name: "Cubs" },
      home_score: 7,
      away_score: 8,
      overtime: "10 innings",
      venue: "Progressive Field, Cleveland",
      neutral_site: false,
    });
  });

  it("lists a Scores day with a decider among the games of that date, and a team's games include its deciders", async () => {
    const { results } = await listGames(seeded.handle.db, { kind: "all" }, { sportSlug: "baseball", levelSlug: "professional" }, ALL, []);
    expect(results.map((game) => game.slug)).toContain("world-series-2024-game-5");
    // Newest first, as the Scores screen lists them.
    expect(results[0]?.slug).toBe("world-series-2024-game-5");
    const cubs = await listGames(seeded.handle.db, { kind: "all" }, { teamSlug: "chicago-cubs" }, ALL, []);
    expect(cubs.results.map((game) => game.slug)).toContain("world-series-2016-game-7");
  });

  it("ends each season on the day its title was decided", async () => {
    const endOf = async (league: string, year: number) =>
      (
        await seeded.handle.db
          .select({ end: schema.seasons.endDate })
          .from(schema.seasons)
          .innerJoin(schema.leagues, eq(schema.seasons.leagueId, schema.leagues.id))
          .where(and(eq(schema.leagues.slug, league), eq(schema.seasons.startYear, year)))
      )[0]?.end;
    expect(await endOf("nfl", 2024)).toBe("2025-02-09"); // Super Bowl LIX
    expect(await endOf("mlb", 2016)).toBe("2016-11-02"); // World Series Game 7
    expect(await endOf("nhl", 2023)).toBe("2024-06-24"); // Stanley Cup Final Game 7
    expect(await endOf("mlb", 1950)).toBeNull(); // no deciding game stored: no end date invented
  });

  it("writes one game per fact and nothing twice", async () => {
    const rows = await seeded.handle.db.select({ slug: schema.games.slug }).from(schema.games);
    const deciders = rows.filter((row) => /-game-\d+$/.test(row.slug));
    expect(deciders).toHaveLength(everyDecider.length);
    expect(new Set(deciders.map((row) => row.slug)).size).toBe(everyDecider.length);
  });

  it("corrects a stored game whose facts changed on the next start, and leaves an unchanged database alone", async () => {
    const slug = "stanley-cup-final-2023-game-7";
    const version = async () =>
      (await seeded.handle.db.select({ version: schema.dataVersion.version }).from(schema.dataVersion))[0]?.version;
    await seeded.handle.db.update(schema.games).set({ homeScore: 1, venue: "Somewhere else" }).where(eq(schema.games.slug, slug));
    const before = await version();
    expect(await seedIfEmpty(seeded.handle)).toBe(false);
    const [game] = await seeded.handle.db.select().from(schema.games).where(eq(schema.games.slug, slug));
    expect(game).toMatchObject({ homeScore: 2, awayScore: 1, venue: "Amerant Bank Arena, Sunrise", gameDate: "2024-06-24" });
    const after = await version();
    expect(after).not.toBe(before);
    await seedIfEmpty(seeded.handle);
    expect(await version()).toBe(after);
  });
});
