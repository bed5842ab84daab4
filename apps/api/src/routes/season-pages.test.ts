// Issue #16, the season page's API: /api/championships/seasons/{slug}/ over the seed (every
// season, champions from 2022 on) and the reference-pages fixture (the 2023 MLB season's AL
// West, AL East and NL West, its postseason series and World Series games, home-run totals).
import { seasonDetail } from "@tl/contract/seasons";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, seededApp, type ApiTestContext } from "../test/api-app";
import { insertReferencePagesFixture } from "../test/reference-pages-fixture";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
  await insertReferencePagesFixture(ctx.database.db);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173" } });

async function season(key: string) {
  const response = await get(`/api/championships/seasons/${key}/`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return seasonDetail.parse(json(response.body));
}

const team = (slug: string, city: string, name: string, abbreviation: string) => ({
  name,
  city,
  abbreviation,
  sport_name: "Baseball",
  slug,
});

describe("/api/championships/seasons/{slug}/", () => {
  it("answers the season with its champion, runner-up and neighbours", async () => {
    const mlb = await season("mlb-2023");
    expect(mlb).toMatchObject({
      slug: "mlb-2023",
      name: "2023 MLB season",
      start_year: 2023,
      result: "champion",
      champion: team("texas-rangers", "Texas", "Rangers", "TEX"),
      runner_up: team("arizona-diamondbacks", "Arizona", "Diamondbacks", "ARI"),
      previous: { slug: "mlb-2022", name: "2022 MLB season", label: "2022", start_year: 2022 },
      next: { slug: "mlb-2024", name: "2024 MLB season", label: "2024", start_year: 2024 },
    });
  });

  it("groups the standings by conference and division, each by rank, with each team's playoff result", async () => {
    const { standings } = await season("mlb-2023");
    expect(
      standings.map((group) => [
        group.conference,
        group.division,
        group.teams.map((row) => [row.team.slug, row.rank, row.games_behind, row.playoff_result, row.playoff_round]),
      ]),
    ).toEqual([
      [
        "American League",
        "AL East",
        [
          ["baltimore-orioles", 1, 0, "lost_round", "ALDS1"],
          ["tampa-bay-rays", 2, 2, "lost_round", "ALWC2"],
        ],
      ],
      [
        "American League",
        "AL West",
        [
          ["houston-astros", 1, 0, "lost_round", "ALCS"],
          ["texas-rangers", 2, 0, "champion", "World Series"],
          ["seattle-mariners", 3, 2, "missed", null],
          ["los-angeles-angels", 4, 17, "missed", null],
          ["oakland-athletics", 5, 40, "missed", null],
        ],
      ],
      [
        "National League",
        "NL West",
        [
          ["los-angeles-dodgers", 1, 0, "lost_round", "NLDS1"],
          ["arizona-diamondbacks", 2, 16, "lost_final", "World Series"],
        ],
      ],
    ]);
    expect(standings[1]?.teams[1]).toEqual({
      team: team("texas-rangers", "Texas", "Rangers", "TEX"),
      rank: 2,
      games_behind: 0,
      wins: 90,
      losses: 72,
      ties: null,
      overtime_losses: null,
      win_percentage: 0.556,
      games_played: 162,
      playoff_result: "champion",
      playoff_round: "World Series",
    });
  });

  it("lists every postseason series with its games", async () => {
    const { series } = await season("mlb-2023");
    // The World Series has games (by their first date); the others follow by id.
    expect(series.map((entry) => [entry.round, entry.winner.slug, entry.loser.slug, entry.winner_wins, entry.loser_wins])).toEqual([
      ["WS", "texas-rangers", "arizona-diamondbacks", 4, 1],
      ["ALWC2", "texas-rangers", "tampa-bay-rays", 2, 0],
      ["ALDS1", "texas-rangers", "baltimore-orioles", 3, 0],
      ["NLDS1", "arizona-diamondbacks", "los-angeles-dodgers", 3, 0],
      ["ALCS", "texas-rangers", "houston-astros", 4, 3],
    ]);
    expect(series[0]?.games.map((game) => [game.slug, game.game_date])).toEqual([
      ["test-world-series-2023-game-1", "2023-10-27"],
      ["test-world-series-2023-game-2", "2023-10-28"],
      ["test-world-series-2023-game-3", "2023-10-30"],
      ["test-world-series-2023-game-4", "2023-10-31"],
      ["test-world-series-2023-game-5", "2023-11-01"],
    ]);
    expect(series[1]?.games).toEqual([]);
  });

  it("ranks the leaders of each statistic the player seasons hold, ties sharing a rank", async () => {
    const { leaders } = await season("mlb-2023");
    expect(leaders).toEqual([
      {
        kind: "batting",
        stat: "home_runs",
        leaders: [
          {
            rank: 1,
            person: { slug: "adolis-garcia", full_name: "Adolis García" },
            team: team("texas-rangers", "Texas", "Rangers", "TEX"),
            value: 39,
          },
          {
            rank: 1,
            person: { slug: "mookie-betts", full_name: "Mookie Betts" },
            team: team("los-angeles-dodgers", "Los Angeles", "Dodgers", "LAD"),
            value: 39,
          },
          {
            rank: 3,
            person: { slug: "christian-walker", full_name: "Christian Walker" },
            team: team("arizona-diamondbacks", "Arizona", "Diamondbacks", "ARI"),
            value: 33,
          },
          {
            rank: 3,
            person: { slug: "corey-seager", full_name: "Corey Seager" },
            team: team("texas-rangers", "Texas", "Rangers", "TEX"),
            value: 33,
          },
          {
            rank: 5,
            person: { slug: "yordan-alvarez", full_name: "Yordan Alvarez" },
            team: team("houston-astros", "Houston", "Astros", "HOU"),
            value: 31,
          },
        ],
      },
    ]);
  });

  it("answers a season we hold nothing more of with empty parts, and names split-year seasons by both years", async () => {
    const nba = await season("nba-2023-24");
    expect(nba).toMatchObject({ slug: "nba-2023-24", name: "2023-24 NBA season", standings: [], series: [], leaders: [] });
    expect(nba.previous?.slug).toBe("nba-2022-23");
  });

  it("finds the season by its id as by its slug", async () => {
    const bySlug = await season("mlb-2023");
    expect(await season(String(bySlug.id))).toEqual(bySlug);
  });

  it.each(["mlb-2023-24", "nba-2023", "nba-2023-25", "no-such-league-2023", "mlb-1800", "MLB-2023", "mlb", "mlb-2023-"])(
    "answers 404 for %s",
    async (slug) => {
      const response = await get(`/api/championships/seasons/${slug}/`);
      expect(response.statusCode).toBe(404);
      expect(json(response.body)).toEqual({ detail: "Not found." });
    },
  );

  it("carries the slug on the seasons list, leading to the detail", async () => {
    const response = await get("/api/championships/seasons/?season__start_year=1993&league__slug=nhl");
    const [nhl] = (json(response.body) as { results: { slug: string }[] }).results;
    expect(nhl?.slug).toBe("nhl-1993-94");
    expect((await season("nhl-1993-94")).name).toBe("1993-94 NHL season");
  });
});
