// Issue #17: GET /api/search/ over real rows (search-fixture.ts): every example of the issue,
// accents both ways in each sport's names, word order, a team's city and name, former names,
// typos, ranking, a team's season, the filters and bad input; and the lists' `search`
// parameter under the same matching rule.
import { searchAnswer, type SearchAnswer, type SearchKind } from "@tl/contract/search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, seededApp, type ApiTestContext } from "../test/api-app";
import { insertSearchFixture } from "../test/search-fixture";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
  await insertSearchFixture(ctx.database.db);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173", ...headers } });

async function search(q: string, extra = ""): Promise<SearchAnswer> {
  const response = await get(`/api/search/?q=${encodeURIComponent(q)}${extra}`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return searchAnswer.parse(json(response.body));
}

const group = (answer: SearchAnswer, kind: SearchKind) => answer.groups.find((found) => found.kind === kind);
const slugs = (answer: SearchAnswer, kind: SearchKind) => group(answer, kind)?.results.map((result) => result.slug) ?? [];
const first = async (q: string, kind: SearchKind) => slugs(await search(q), kind)[0];

describe("/api/search/: the issue's examples", () => {
  it.each([
    ["Jágr", "jaromir-jagr"],
    ["Hašek", "dominik-hasek"],
    ["Lemieux Mario", "mario-lemieux"],
    ["babe ruth", "babe-ruth"],
    ["ruth babe", "babe-ruth"],
  ])("%s finds the player %s first", async (q, slug) => {
    expect(await first(q, "player")).toBe(slug);
  });

  it("Hernández and Hernandez find the same players, stored with the accent or without", async () => {
    const accented = await search("Hernández", "&kind=player&limit=50");
    const plain = await search("Hernandez", "&kind=player&limit=50");
    expect(group(accented, "player")?.count).toBe(5);
    expect(group(plain, "player")?.count).toBe(5);
    expect(slugs(accented, "player").sort()).toEqual(slugs(plain, "player").sort());
    expect(slugs(plain, "player")).toEqual(expect.arrayContaining(["livan-hernandez", "keith-hernandez"]));
  });

  it.each([
    ["New York Yankees", "new-york-yankees"],
    ["Toronto Maple Leafs", "toronto-maple-leafs"],
    ["montreal canadiens", "montreal-canadiens"],
    ["Highlanders", "new-york-yankees"],
    ["Expos", "washington-nationals"],
    ["Brooklyn Dodgers", "los-angeles-dodgers"],
  ])("%s finds the franchise %s first", async (q, slug) => {
    expect(await first(q, "team")).toBe(slug);
  });

  it("a former name says which: the Yankees as the New York Highlanders, the Nationals as the Montreal Expos", async () => {
    expect(group(await search("Highlanders"), "team")?.results[0]).toMatchObject({
      name: "New York Yankees",
      path: "/teams/new-york-yankees",
      detail: expect.stringContaining("as New York Highlanders") as string,
    });
    expect(group(await search("expos"), "team")?.results[0]?.detail).toContain("as Montreal Expos");
  });

  it("Brooklyn finds the Dodgers and the Nets", async () => {
    expect(slugs(await search("Brooklyn"), "team")).toEqual(expect.arrayContaining(["los-angeles-dodgers", "brooklyn-nets"]));
  });

  it("Scotty Bowman is found as a coach, leading to his coach page", async () => {
    const answer = await search("Scotty Bowman");
    expect(group(answer, "coach")?.results[0]).toMatchObject({
      kind: "coach",
      slug: "scotty-bowman",
      name: "Scotty Bowman",
      path: "/coaches/scotty-bowman",
      sport: { slug: "hockey", name: "Hockey" },
      level: { slug: "professional", name: "Professional" },
    });
    expect(group(answer, "player")).toBeUndefined();
  });

  it("Roy puts Patrick Roy in the top three players by prominence, and not Frank Abercrombie (who played for Troy)", async () => {
    const players = group(await search("Roy"), "player");
    expect(players?.results.slice(0, 3).map((result) => result.slug)).toContain("patrick-roy");
    expect(players?.results.map((result) => result.slug)).not.toContain("frank-abercrombie");
    expect(players?.results.find((result) => result.slug === "patrick-roy")).toMatchObject({
      detail: "Goalie · 1984-85 to 2002-03 · NHL",
      path: "/players/patrick-roy",
    });
  });

  it("a year and a team find that team's season, leading to the league season's page", async () => {
    for (const [q, name, path] of [
      ["yankees 1998", "1998 New York Yankees", "/seasons/mlb-1998"],
      ["1986 Mets", "1986 New York Mets", "/seasons/mlb-1986"],
    ] as const) {
      expect(group(await search(q), "season")?.results[0]).toMatchObject({
        kind: "season",
        name,
        path,
        detail: expect.stringMatching(/^\d+-\d+ · /) as string,
      });
    }
  });
});

describe("/api/search/: the matching rule", () => {
  it.each([
    ["hockey, stored with accents", "Jean Beliveau", "jean-beliveau", "player"],
    ["hockey, stored with accents", "lidstrom", "nicklas-lidstrom", "player"],
    ["hockey, typed with accents", "JÁGR jaromír", "jaromir-jagr", "player"],
    ["baseball, stored with accents", "Livan Hernandez", "livan-hernandez", "player"],
    ["baseball, typed with accents", "Kéith Hernández", "keith-hernandez", "player"],
    ["basketball, stored with accents", "jokic", "nikola-jokic", "player"],
    ["football, typed with accents", "Tóm Brädy", "tom-brady", "player"],
    ["a coach, stored with accents", "ozzie guillen", "ozzie-guillen", "coach"],
    ["a coach, typed with accents", "Lombárdi", "vince-lombardi", "coach"],
  ] as const)("%s: %s finds %s", async (_case, q, slug, kind) => {
    expect(slugs(await search(q), kind)).toContain(slug);
  });

  it.each([
    ["Wayne Gretzki", "wayne-gretzky"],
    ["Babe Rut", "babe-ruth"],
    ["Mario Lemeiux", "mario-lemieux"],
  ])("a typo, %s, still finds %s first", async (q, slug) => {
    expect(await first(q, "player")).toBe(slug);
  });

  it("%, _ and \\ are literal characters", async () => {
    for (const q of ["%", "_", "\\", "％"]) expect((await search(q)).groups).toEqual([]);
  });

  it("finds championships by name and their league", async () => {
    expect(group(await search("stanley cup"), "championship")?.results[0]).toMatchObject({
      slug: "stanley-cup-final",
      path: "/championships/stanley-cup-final",
    });
  });
});

describe("/api/search/: the answer", () => {
  it("groups in the fixed order, counts each kind in all and what it returns, paths by kind", async () => {
    const answer = await search("new york");
    const kinds = answer.groups.map((found) => found.kind);
    expect(kinds).toEqual(["team", "player", "coach", "championship", "season"].filter((kind) => kinds.includes(kind as SearchKind)));
    expect(answer.count).toBe(answer.groups.reduce((sum, found) => sum + found.results.length, 0));
    for (const found of answer.groups) {
      expect(found.results.length).toBeLessThanOrEqual(5);
      expect(found.count).toBeGreaterThanOrEqual(found.results.length);
    }
    expect(answer.query).toBe("new york");
  });

  it("limit, kind (one or a comma list) and sport__slug choose what comes back", async () => {
    const one = await search("roy", "&limit=1&kind=player");
    expect(one.groups.map((found) => [found.kind, found.results.length])).toEqual([["player", 1]]);
    const two = await search("new york", "&kind=season,team");
    expect(two.groups.map((found) => found.kind)).toEqual(
      ["team", "season"].filter((kind) => two.groups.some((found) => found.kind === kind)),
    );
    expect(slugs(await search("roy", "&sport__slug=hockey"), "player")).toEqual(["patrick-roy"]);
    expect((await search("roy", "&sport__slug=hockey&level__slug=ncaa-division-i")).groups).toEqual([]);
  });

  it("carries an ETag and answers 304 to it", async () => {
    const response = await get("/api/search/?q=roy");
    const etag = String(response.headers.etag);
    expect((await get("/api/search/?q=roy", { "if-none-match": etag })).statusCode).toBe(304);
  });

  it.each([
    ["", "q: This field is required."],
    ["?q=", "q: This field is required."],
    ["?q=%20%20", "q: This field is required."],
    [`?q=${"a".repeat(101)}`, "q: Ensure this value has at most 100 characters."],
    ["?q=roy%07", "q: Control characters are not allowed."],
    ["?q=roy%00", "q: Control characters are not allowed."],
    ["?q=roy&limit=0", "limit: Enter a whole number between 1 and 50."],
    ["?q=roy&limit=51", "limit: Enter a whole number between 1 and 50."],
    ["?q=roy&limit=five", "limit: Enter a whole number between 1 and 50."],
    ["?q=roy&kind=venue", "kind: Choose one or more of: team, player, coach, championship, season (comma-separated)."],
  ])("%s answers 400: %s", async (query, detail) => {
    const response = await get(`/api/search/${query}`);
    expect(response.statusCode).toBe(400);
    expect(json(response.body)).toMatchObject({ detail });
  });
});

describe("the lists' search parameter follows the same rule", () => {
  const list = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const body = json(response.body) as { count: number; results: { slug: string }[] };
    return { count: body.count, slugs: body.results.map((row) => row.slug) };
  };

  it("players: Jagr and Jágr, Hernandez and Hernández, ruth babe", async () => {
    expect(await list("/api/people/players/?search=J%C3%A1gr")).toEqual(await list("/api/people/players/?search=Jagr"));
    expect((await list("/api/people/players/?search=Jagr")).slugs).toContain("jaromir-jagr");
    expect(await list("/api/people/players/?search=Hern%C3%A1ndez")).toEqual(await list("/api/people/players/?search=Hernandez"));
    expect((await list("/api/people/players/?search=ruth%20babe")).slugs).toContain("babe-ruth");
  });

  it("teams: city and name, former names", async () => {
    expect((await list("/api/teams/teams/?search=New%20York%20Yankees")).slugs).toEqual(["new-york-yankees"]);
    expect((await list("/api/teams/teams/?search=toronto%20maple%20leafs")).slugs).toEqual(["toronto-maple-leafs"]);
    expect((await list("/api/teams/teams/?search=Highlanders")).slugs).toEqual(["new-york-yankees"]);
    expect((await list("/api/teams/teams/?search=Expos")).slugs).toEqual(["washington-nationals"]);
    expect((await list("/api/teams/teams/?search=Brooklyn")).slugs).toEqual(
      expect.arrayContaining(["los-angeles-dodgers", "brooklyn-nets"]),
    );
  });

  it("coaches: Guillen finds Guillén", async () => {
    expect((await list("/api/people/coaches/?search=guillen")).slugs).toEqual(["ozzie-guillen"]);
  });
});
