// Issue #16, the player and coach pages' API: /api/people/players/{slug}/ and …/seasons/,
// /api/people/coaches/{slug}/ and …/seasons/, over real rows (person-pages-rows.ts: Babe Ruth's
// Lahman rows, Patrick Roy's and Scotty Bowman's Hockey Databank rows), and the champions'
// season references.
import { champion } from "@tl/contract/champions";
import { coachSeason } from "@tl/contract/coach-seasons";
import { coach, coachDetail } from "@tl/contract/coaches";
import { page } from "@tl/contract/paging";
import { playerSeason, type PlayerSeason } from "@tl/contract/player-seasons";
import { playerDetail } from "@tl/contract/players";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, seededApp, type ApiTestContext } from "../test/api-app";
import { insertPersonPagesFixture } from "../test/person-pages-fixture";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
  await insertPersonPagesFixture(ctx.database.db);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173", ...headers } });

async function ok(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return json(response.body);
}

const playerSeasons = async (slug: string, query = "") =>
  page(playerSeason).parse(await ok(`/api/people/players/${slug}/seasons/${query}`));
const coachSeasons = async (slug: string) => page(coachSeason).parse(await ok(`/api/people/coaches/${slug}/seasons/`));
const years = (rows: PlayerSeason[]) => [...new Set(rows.map((row) => row.season?.start_year))];
const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

describe("/api/people/players/{slug}/seasons/", () => {
  it("answers every season of Babe Ruth's career, each kind followed by its career row: 714 home runs", async () => {
    const { count, next, results } = await playerSeasons("babe-ruth");
    expect(count).toBe(34);
    expect(next).toBeNull();
    const batting = results.filter((row) => row.kind === "batting" && !row.career);
    expect(years(batting)).toEqual(range(1914, 1935));
    expect(results.map((row) => `${row.kind}${row.career ? " career" : ""}`).filter((label) => label.includes("career"))).toEqual([
      "batting career",
      "pitching career",
    ]);
    const career = results.find((row) => row.kind === "batting" && row.career);
    expect(career).toMatchObject({ season: null, team: null, stint: null, seasons: 22, first_year: 1914, last_year: 1935 });
    expect(career?.stats).toMatchObject({ home_runs: 714, hits: 2873, at_bats: 8398, rbi: 2217, batting_average: 0.342 });
    expect(batting.reduce((sum, row) => sum + (row.stats.home_runs ?? 0), 0)).toBe(714);
  });

  it("links each row's season and franchise, the club under its name that year", async () => {
    const { results } = await playerSeasons("babe-ruth", "?kind=batting");
    expect(results[0]).toEqual({
      kind: "batting",
      career: false,
      season: { slug: "mlb-1914", name: "1914 MLB season", label: "1914", start_year: 1914 },
      league: { name: "Major League Baseball", slug: "mlb", abbreviation: "MLB" },
      team: { name: "Red Sox", city: "Boston", abbreviation: "BOS", sport_name: "Baseball", slug: "boston-red-sox" },
      stint: 1,
      seasons: null,
      first_year: null,
      last_year: null,
      stats: {
        games: 5,
        at_bats: 10,
        runs: 1,
        hits: 2,
        doubles: 1,
        triples: 0,
        home_runs: 0,
        rbi: 2,
        stolen_bases: 0,
        walks: 0,
        strikeouts: 4,
        batting_average: 0.2,
      },
    });
    const last = results.find((row) => row.season?.start_year === 1935);
    expect(last?.team).toMatchObject({ city: "Boston", name: "Braves", slug: "atlanta-braves" });
    expect(results.find((row) => row.season?.start_year === 1927)?.stats.home_runs).toBe(60);
  });

  it("recomputes rates from the career's totals: his pitching ERA and innings", async () => {
    const { results } = await playerSeasons("babe-ruth", "?kind=pitching");
    expect(results.every((row) => row.kind === "pitching")).toBe(true);
    expect(results.at(-1)).toMatchObject({ career: true, seasons: 10 });
    expect(results.at(-1)?.stats).toMatchObject({
      wins: 94,
      losses: 46,
      era: 2.28,
      innings_pitched: 1221.1,
      pitching_strikeouts: 488,
      saves: 4,
    });
  });

  it("answers a goalie's rows: Patrick Roy's 20 goalie rows and their career", async () => {
    const { results } = await playerSeasons("patrick-roy", "?kind=goalie");
    const seasons = results.filter((row) => !row.career);
    expect(seasons).toHaveLength(20);
    expect(seasons[0]).toMatchObject({ season: { slug: "nhl-1984-85", label: "1984-85" }, team: { slug: "montreal-canadiens" } });
    // His first season had no playoff games: the source's playoff columns are empty, so absent.
    expect(Object.keys(seasons[0]?.stats ?? {})).not.toContain("playoff_games");
    expect(seasons.find((row) => row.season?.slug === "nhl-1985-86")?.stats).toMatchObject({
      wins: 23,
      playoff_wins: 15,
      goals_against_average: 3.35,
    });
    expect(results.at(-1)).toMatchObject({ career: true, seasons: 19, first_year: 1984, last_year: 2002 });
    expect(results.at(-1)?.stats).toMatchObject({
      games_played: 1029,
      wins: 551,
      losses: 315,
      shutouts: 66,
      goals_against_average: 2.54,
      save_percentage: 0.91,
    });
  });

  it("pages like every list, and answers CSV with a column per field", async () => {
    const first = await playerSeasons("babe-ruth", "?page_size=30");
    expect(first.results).toHaveLength(30);
    expect(first.next).toBe("http://localhost:4173/api/people/players/babe-ruth/seasons/?page_size=30&page=2");
    expect((await playerSeasons("babe-ruth", "?page_size=30&page=2")).results).toHaveLength(4);
    const csv = await get("/api/people/players/babe-ruth/seasons/?kind=batting&format=csv");
    const [header, firstRow, ...rest] = csv.body.trim().split("\r\n");
    expect(header).toBe(
      "kind,career,season.slug,season.name,season.label,season.start_year,league.name,league.slug,league.abbreviation,team.name,team.city,team.abbreviation,team.sport_name,team.slug,stint,seasons,first_year,last_year,stats",
    );
    expect(firstRow?.startsWith("batting,false,mlb-1914,1914 MLB season,1914,1914,")).toBe(true);
    expect(rest).toHaveLength(22);
  });

  it.each([
    ["/api/people/players/no-such-player/seasons/", 404],
    ["/api/people/players/scotty-bowman/seasons/", 404],
    ["/api/people/players/Babe_Ruth/seasons/", 404],
    ["/api/people/players/babe-ruth/seasons/?kind=bowling", 400],
    ["/api/people/players/babe-ruth/seasons/?ordering=season", 400],
    ["/api/people/players/babe-ruth/seasons/?page=3", 404],
    ["/api/people/coaches/babe-ruth/seasons/", 404],
  ])("%s answers %i", async (url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    if (url.includes("no-such")) expect(json(response.body)).toEqual({ detail: "Not found." });
  });

  it("sends an ETag and answers 304 to it", async () => {
    const first = await get("/api/people/players/patrick-roy/seasons/");
    const etag = first.headers.etag;
    expect(typeof etag).toBe("string");
    expect((await get("/api/people/players/patrick-roy/seasons/", { "if-none-match": String(etag) })).statusCode).toBe(304);
  });
});

describe("/api/people/players/{slug}/ (the player page)", () => {
  it("adds his titles, awards by year, All-Star years and teams to the card's fields", async () => {
    const ruth = playerDetail.parse(await ok("/api/people/players/babe-ruth/"));
    expect(ruth).toMatchObject({
      championships_won: 7,
      all_star_selections: 2,
      debut_year: 1914,
      final_year: 1935,
      career_stats: { home_runs: 714 },
    });
    expect(ruth.titles?.map((title) => `${title.season.slug} ${title.championship.slug} ${title.team.slug}`)).toEqual([
      "mlb-1915 world-series boston-red-sox",
      "mlb-1916 world-series boston-red-sox",
      "mlb-1918 world-series boston-red-sox",
      "mlb-1923 world-series new-york-yankees",
      "mlb-1927 world-series new-york-yankees",
      "mlb-1928 world-series new-york-yankees",
      "mlb-1932 world-series new-york-yankees",
    ]);
    expect(ruth.all_star_years?.map((year) => [year.season?.slug, year.games])).toEqual([
      ["mlb-1933", 1],
      ["mlb-1934", 1],
    ]);
    expect(ruth.awards_by_year).toContainEqual({
      name: "Most Valuable Player",
      start_year: 1923,
      label: "1923",
      season: { slug: "mlb-1923", name: "1923 MLB season", label: "1923", start_year: 1923 },
    });
    expect(
      ruth.teams_played_for.map((team) => [team.team.city, team.team.name, team.team.slug, team.first_year, team.last_year, team.seasons]),
    ).toEqual([
      ["Boston", "Red Sox", "boston-red-sox", 1914, 1919, 6],
      ["New York", "Yankees", "new-york-yankees", 1920, 1934, 15],
      ["Boston", "Braves", "atlanta-braves", 1935, 1935, 1],
    ]);
  });

  it("answers null All-Star years where the league's data counts none (the NHL), and the hockey titles", async () => {
    const roy = playerDetail.parse(await ok("/api/people/players/patrick-roy/"));
    expect(roy.all_star_selections).toBeNull();
    expect(roy.all_star_years).toBeNull();
    expect(roy.titles?.map((title) => title.season.label)).toEqual(["1985-86", "1992-93", "1995-96", "2000-01"]);
    expect(roy.awards_by_year.filter((award) => award.name === "Conn Smythe").map((award) => award.season?.slug)).toEqual([
      "nhl-1985-86",
      "nhl-1992-93",
      "nhl-2000-01",
    ]);
  });

  it("answers 404 for a slug that names no player", async () => {
    const response = await get("/api/people/players/scotty-bowman/");
    expect(response.statusCode).toBe(404);
    expect(json(response.body)).toEqual({ detail: "Not found." });
  });
});

describe("/api/people/coaches/{slug}/ and …/seasons/ (the coach page)", () => {
  it("answers Scotty Bowman's seasons team by team, and a career row totalling his record", async () => {
    const { count, results } = await coachSeasons("scotty-bowman");
    expect(count).toBe(32);
    expect(results[0]).toEqual({
      career: false,
      season: { slug: "nhl-1967-68", name: "1967-68 NHL season", label: "1967-68", start_year: 1967 },
      league: { name: "National Hockey League", slug: "nhl", abbreviation: "NHL" },
      team: { name: "Blues", city: "St. Louis", abbreviation: "STL", sport_name: "Hockey", slug: "st-louis-blues" },
      stint: 2,
      seasons: null,
      first_year: null,
      last_year: null,
      games: 58,
      wins: 23,
      losses: 21,
      ties: 14,
      overtime_losses: null,
      win_percentage: 0.523,
      rank: null,
      playoff_games: 18,
      playoff_wins: 8,
      playoff_losses: 10,
      playoff_ties: null,
    });
    expect(results.at(-1)).toMatchObject({
      career: true,
      team: null,
      seasons: 30,
      first_year: 1967,
      last_year: 2001,
      wins: 1244,
      losses: 573,
      ties: 314,
      win_percentage: 0.685,
      playoff_wins: 223,
      playoff_losses: 130,
    });
  });

  it("adds his titles, awards by year and career totals to the card's fields", async () => {
    const bowman = coachDetail.parse(await ok("/api/people/coaches/scotty-bowman/"));
    expect(bowman.championships_won).toBe(9);
    expect(bowman.titles?.map((title) => `${title.season.slug} ${title.team.slug}`)).toEqual([
      "nhl-1972-73 montreal-canadiens",
      "nhl-1975-76 montreal-canadiens",
      "nhl-1976-77 montreal-canadiens",
      "nhl-1977-78 montreal-canadiens",
      "nhl-1978-79 montreal-canadiens",
      "nhl-1991-92 pittsburgh-penguins",
      "nhl-1996-97 detroit-red-wings",
      "nhl-1997-98 detroit-red-wings",
      "nhl-2001-02 detroit-red-wings",
    ]);
    expect(bowman.awards_by_year.map((award) => `${award.name} ${award.label}`)).toContain("Jack Adams 1976-77");
    const { results } = await coachSeasons("scotty-bowman");
    expect(bowman.career_totals).toEqual([results.at(-1)]);
  });
});

describe("a coach's former teams as references (issue #16)", () => {
  it("lists Scotty Bowman's clubs before his last, by his first season with each, each a franchise page", async () => {
    const body = page(coach).parse(await ok("/api/people/coaches/?search=scotty%20bowman"));
    const [bowman] = body.results;
    expect(bowman?.current_team?.slug).toBe("detroit-red-wings");
    expect(bowman?.previous_team_refs.map((team) => team.slug)).toEqual([
      "st-louis-blues",
      "montreal-canadiens",
      "buffalo-sabres",
      "pittsburgh-penguins",
    ]);
    expect(bowman?.previous_team_refs[0]).toEqual({
      name: "Blues",
      city: "St. Louis",
      abbreviation: "STL",
      sport_name: "Hockey",
      slug: "st-louis-blues",
    });
    for (const team of bowman?.previous_team_refs ?? [])
      expect((await get(`/api/teams/teams/${team.slug}/`)).statusCode, team.slug).toBe(200);
    // The coach page's answer carries them too.
    expect(coachDetail.parse(await ok("/api/people/coaches/scotty-bowman/")).previous_team_refs).toEqual(bowman?.previous_team_refs);
  });
});

describe("champions' season references", () => {
  it("links each title to its league season's page", async () => {
    const body = await ok("/api/championships/championships/world-series/champions/?season__start_year=1927");
    expect(body).toMatchObject({
      results: [
        { team: { slug: "new-york-yankees" }, season: { slug: "mlb-1927", name: "1927 MLB season", label: "1927", start_year: 1927 } },
      ],
    });
    const cup = await ok("/api/championships/champions/?season__start_year=2001&sport__slug=hockey");
    expect(cup).toMatchObject({ results: [{ season: { slug: "nhl-2001-02", label: "2001-02" } }] });
    expect((await get("/api/championships/seasons/nhl-2001-02/")).statusCode).toBe(200);
  });

  it("links a Cup's coach to his page where we hold him (issue #16): Scotty Bowman's Cups, not Jean Perron's", async () => {
    const body = page(champion).parse(await ok("/api/championships/championships/stanley-cup-final/champions/?page_size=100"));
    const coachOf = (year: number) => body.results.find((row) => row.season_start_year === year);
    const bowman = body.results.filter((row) => row.coach_person?.slug === "scotty-bowman").map((row) => row.season_start_year);
    expect(bowman).toEqual([2001, 1997, 1996, 1991, 1978, 1977, 1976, 1975, 1972]);
    expect(coachOf(1996)).toMatchObject({ coach: "Scotty Bowman", coach_person: { slug: "scotty-bowman", full_name: "Scotty Bowman" } });
    // The 1985-86 Canadiens' coach is no person of this fixture: his name stays text.
    expect(coachOf(1985)).toMatchObject({ coach: "Jean Perron", coach_person: null });
  });
});
