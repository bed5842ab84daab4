// The API over the whole test slice of the curated facts (champions from 2022 on), with the
// seed's people, every single-game final and the curated series deciders — which the other API
// suites leave out to keep to their own fixtures (API_TEST_SEED): the college finals as
// championship games on neutral sites, the games that decided the series,
// and the MVPs and coaches as players and coaches with the titles linked to them.
import { champion as championSchema } from "@tl/contract/champions";
import { coach as coachSchema, coachDetail as coachDetailSchema } from "@tl/contract/coaches";
import { game as gameSchema } from "@tl/contract/games";
import { page } from "@tl/contract/paging";
import { playerDetail as playerDetailSchema, player as playerSchema } from "@tl/contract/players";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, seededApp, TEST_CHAMPIONS_SINCE, type ApiTestContext } from "../test/api-app";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp({}, { championsSince: TEST_CHAMPIONS_SINCE });
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173" } });
  expect(response.statusCode, url).toBe(200);
  return json(response.body);
};

describe("/api/championships/championship-games/ with the college finals and the series deciders", () => {
  it("lists every dated single-game final and every curated series decider of the slice, oldest first", async () => {
    const body = page(gameSchema).parse(await get("/api/championships/championship-games/?ordering=game_date&page_size=100"));
    const dates = body.results.map((game) => game.game_date);
    expect(dates).toEqual([...dates].sort());
    const isDecider = (slug: string) => /-game-\d+$/.test(slug);
    const finals = body.results.filter((game) => !isDecider(game.slug));
    expect(finals.map((game) => game.slug)).toEqual([
      "college-football-national-championship-2022",
      "super-bowl-2022",
      "ncaa-mens-basketball-tournament-2022",
      "frozen-four-2022",
      "college-football-national-championship-2023",
      "super-bowl-2023",
      "ncaa-mens-basketball-tournament-2023",
      "frozen-four-2023",
      "college-football-national-championship-2024",
      "super-bowl-2024",
      "ncaa-mens-basketball-tournament-2024",
      "frozen-four-2024",
      "college-football-national-championship-2025",
    ]);
    expect(finals.every((game) => game.neutral_site === true && game.status === "final")).toBe(true);
    const deciders = body.results.filter((game) => isDecider(game.slug));
    expect(deciders.map((game) => game.slug).sort()).toEqual([
      "mens-college-world-series-2022-game-2",
      "mens-college-world-series-2023-game-3",
      "mens-college-world-series-2024-game-3",
      "mens-college-world-series-2025-game-2",
      "nba-finals-2022-game-5",
      "nba-finals-2023-game-5",
      "nba-finals-2024-game-7",
      "stanley-cup-final-2022-game-5",
      "stanley-cup-final-2023-game-7",
      "stanley-cup-final-2024-game-6",
      "world-series-2022-game-6",
      "world-series-2023-game-5",
      "world-series-2024-game-5",
    ]);
    expect(deciders.every((game) => game.status === "final")).toBe(true);
  });

  it("gives a series decider its home team, score, round and venue: the Dodgers won the 2024 World Series at Yankee Stadium", async () => {
    const body = page(gameSchema).parse(
      await get("/api/championships/championship-games/?championship__slug=world-series&season__start_year=2024"),
    );
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({
      slug: "world-series-2024-game-5",
      home_team: { slug: "new-york-yankees", name: "Yankees" },
      away_team: { slug: "los-angeles-dodgers", name: "Dodgers" },
      home_score: 6,
      away_score: 7,
      game_date: "2024-10-30",
      venue: "Yankee Stadium, New York",
      neutral_site: false,
      round: "World Series Game 5",
      overtime: null,
      sport: { slug: "baseball" },
    });
  });

  it("lists the winner first where no designated home team is known, with score, date, venue and overtime", async () => {
    const body = page(gameSchema).parse(
      await get("/api/championships/championship-games/?championship__slug=frozen-four&season__start_year=2022"),
    );
    expect(body.results).toEqual([
      {
        id: expect.any(Number) as number,
        slug: "frozen-four-2022",
        home_team: {
          name: "Bobcats",
          city: "Quinnipiac",
          abbreviation: expect.any(String) as string,
          sport_name: "Hockey",
          slug: "quinnipiac-bobcats-hockey",
        },
        away_team: {
          name: "Golden Gophers",
          city: "Minnesota",
          abbreviation: expect.any(String) as string,
          sport_name: "Hockey",
          slug: "minnesota-golden-gophers-hockey",
        },
        home_score: 3,
        away_score: 2,
        status: "final",
        game_date: "2023-04-08",
        game_time: null,
        period: null,
        time_remaining: null,
        championship: { name: "Frozen Four", slug: "frozen-four" },
        season: { name: "2022-23 men's college hockey season", start_year: 2022, slug: "ncaa-d1-mih-2022-23" },
        venue: "Amalie Arena, Tampa",
        neutral_site: true,
        round: "Frozen Four",
        overtime: "OT",
        home_line_score: null,
        away_line_score: null,
        attendance: null,
        notes: null,
        sport: { name: "Hockey", slug: "hockey", abbreviation: "HKY" },
        level: { name: "NCAA Division I", slug: "ncaa-division-i" },
      },
    ]);
    // The Super Bowl keeps its designated home team: the NFC's Eagles in the odd-numbered LIX.
    const [superBowl] = page(gameSchema).parse(
      await get("/api/championships/championship-games/?championship__slug=super-bowl&season__start_year=2024"),
    ).results;
    expect(superBowl).toMatchObject({ home_team: { slug: "philadelphia-eagles" }, home_score: 40, away_score: 22, neutral_site: true });
  });
});

describe("people of the titles", () => {
  const coaches = async (query: string) => page(coachSchema).parse(await get(`/api/people/coaches/?${query}`));
  const players = async (query: string) => page(playerSchema).parse(await get(`/api/people/players/?${query}`));

  it("lists each MVP as a player and each winning coach as a coach, none active", async () => {
    const [allPlayers, allCoaches] = [await players("page_size=500"), await coaches("page_size=500")];
    // One MVP a title of the slice (Mahomes twice; none named for the college football and Frozen Four titles).
    expect(allPlayers.count).toBe(17);
    expect(allCoaches.count).toBe(22); // with Curt Cignetti, the 2025 college football title's coach
    expect([...allPlayers.results, ...allCoaches.results].filter((person) => person.is_active)).toEqual([]);
  });

  it("counts a coach's titles and gives the team of the latest", async () => {
    const [reid] = (await coaches("search=andy reid")).results;
    expect(reid).toMatchObject({
      slug: "andy-reid",
      championships_won: 2,
      current_team: { slug: "kansas-city-chiefs" },
      position: "Head Coach",
      status: "inactive",
    });
    const [hurley] = (await coaches("search=hurley")).results;
    expect(hurley).toMatchObject({
      championships_won: 2,
      current_team: { slug: "uconn-huskies-basketball" },
      league: { slug: "ncaa-d1-mbb" },
    });
    // The 2024 and 2025 World Series.
    const [roberts] = (await coaches("search=roberts")).results;
    expect(roberts).toMatchObject({ position: "Manager", championships_won: 2 });
    expect((await coaches("ordering=-championships_won&page_size=3")).results.map((c) => [c.slug, c.championships_won])).toEqual([
      ["dan-hurley", 2],
      ["jay-johnson", 2],
      ["paul-maurice", 2],
    ]);
  });

  it("links each title's coach and MVP to their pages (issue #16), every coach and sole MVP the slice names", async () => {
    const titles = page(championSchema).parse(await get("/api/championships/champions/?page_size=100")).results;
    const people = (season: number, championship: string) => {
      const title = titles.find((row) => row.season_start_year === season && row.championship_slug === championship);
      return [title?.coach, title?.coach_person?.slug, title?.mvp, title?.mvp_person?.slug];
    };
    expect(people(2022, "world-series")).toEqual(["Dusty Baker", "dusty-baker", "Jeremy Peña", "jeremy-pena"]);
    expect(people(2022, "stanley-cup-final")).toEqual(["Bruce Cassidy", "bruce-cassidy", "Jonathan Marchessault", "jonathan-marchessault"]);
    expect(people(2022, "nba-finals")).toEqual(["Michael Malone", "michael-malone", "Nikola Jokić", "nikola-jokic"]);
    expect(people(2022, "super-bowl")).toEqual(["Andy Reid", "andy-reid", "Patrick Mahomes", "patrick-mahomes"]);
    // Each link names the person as the row does, and leads to his coach's or player's page.
    for (const title of titles) {
      if (title.coach_person) expect(title.coach_person.full_name).toBe(title.coach);
      if (title.mvp_person) expect(title.mvp_person.full_name).toBe(title.mvp);
      // Every MVP as a list too (co-MVPs each): a sole MVP's is his link alone.
      expect(title.mvp_people).toEqual(title.mvp_person ? [title.mvp_person] : []);
    }
    expect(titles.filter((title) => title.coach !== null && title.coach_person === null)).toEqual([]);
    const [coach, mvp] = [people(2022, "world-series")[1], people(2022, "world-series")[3]];
    expect(coachDetailSchema.parse(await get(`/api/people/coaches/${String(coach)}/`))).toMatchObject({
      person: { full_name: "Dusty Baker" },
    });
    expect(playerDetailSchema.parse(await get(`/api/people/players/${String(mvp)}/`))).toMatchObject({
      person: { full_name: "Jeremy Peña" },
    });
  });

  it("counts no titles for a player no dataset holds, and knows McDavid played for the losing Oilers", async () => {
    const [mahomes] = (await players("search=mahomes")).results;
    // No dataset holds their careers: titles and All-Star games not counted (null), the club of the latest title with its season.
    expect(mahomes).toMatchObject({
      person: { full_name: "Patrick Mahomes", first_name: "Patrick", last_name: "Mahomes", birth_date: null },
      championships_won: null,
      all_star_selections: null,
      position: null,
      current_team: { slug: "kansas-city-chiefs", season: 2023, season_label: "2023" },
    });
    const [mcdavid] = (await players("search=mcdavid")).results;
    expect(mcdavid).toMatchObject({ championships_won: null, current_team: { slug: "edmonton-oilers", season_label: "2023-24" } });
    // A college Most Outstanding Player: no team, no title claimed.
    const [skenes] = (await players("search=skenes")).results;
    expect(skenes).toMatchObject({ championships_won: null, current_team: null, league: { slug: "ncaa-d1-baseball" } });
  });
});
