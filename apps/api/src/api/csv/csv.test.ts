// Issue #14 item 8: ?format=csv on every list. The CSV holds the JSON results' values, one
// column per field (nested objects dotted, arrays and maps as JSON text), under a header taken
// from the contract (so an empty list has one too); RFC 4180 quoting; every matching row
// without page/page_size (streamed in batches), that page with them; ETag, 304 and HEAD.
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../../app";
import { json, seededApp, type ApiTestContext } from "../../test/api-app";
import { insertPeopleFixture } from "../../test/people-fixture";
import { csvColumns } from "./columns";
import { csvBatch, csvText } from "./write";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
  await insertPeopleFixture(ctx.database.db);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173", ...headers } });

/** The CSV as rows of cells, the header first. */
const rowsOf = (text: string): string[][] => parse(text);

/** A JSON result's value as its CSV cell. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  return typeof value === "number" || typeof value === "boolean" ? String(value) : JSON.stringify(value);
}

const pick = (row: unknown, column: string) =>
  column.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], row);

/** JSON's results of `url` as CSV rows under `header`. */
async function jsonAsRows(url: string, header: string[]) {
  const { results } = json((await get(url)).body) as { results: unknown[] };
  return results.map((row) => header.map((column) => cell(pick(row, column))));
}

describe("?format=csv", () => {
  it("answers text/csv whose rows are the JSON results, nested fields dotted", async () => {
    const response = await get("/api/games/games/?format=csv&page_size=500");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const [header = [], ...rows] = rowsOf(response.body);
    expect(header.slice(0, 9)).toEqual([
      "id",
      "slug",
      "home_team.name",
      "home_team.city",
      "home_team.abbreviation",
      "home_team.sport_name",
      "home_team.slug",
      "away_team.name",
      "away_team.city",
    ]);
    expect(header).toContain("sport.slug");
    expect(rows).toEqual(await jsonAsRows("/api/games/games/?page_size=500", header));
    expect(rows.length).toBeGreaterThan(0);
  });

  it("quotes a comma, a quote and a line break (RFC 4180, CRLF line ends)", () => {
    const text = csvText(
      [["a"], ["b", "c"]],
      [
        { a: 'say "hi", then\nleave', b: { c: [1, 2] } },
        { a: null, b: null },
      ],
    );
    expect(text).toBe('a,b.c\r\n"say ""hi"", then\nleave","[1,2]"\r\n,\r\n');
  });

  it("gives an array or a map one cell of JSON text", async () => {
    const response = await get("/api/people/players/babe-ruth/");
    const ruth = json(response.body) as { id: number; awards: string[]; career_stats: Record<string, number> };
    const [header = [], ...rows] = rowsOf((await get("/api/people/players/?format=csv&search=ruth")).body);
    const row = rows.find((cells) => cells[header.indexOf("id")] === String(ruth.id));
    expect(JSON.parse(row?.[header.indexOf("awards")] ?? "null")).toEqual(ruth.awards);
    expect(JSON.parse(row?.[header.indexOf("career_stats")] ?? "null")).toEqual(ruth.career_stats);
  });

  it("holds every matching row without page or page_size, past one batch, and applies the filters", async () => {
    const all = json((await get("/api/championships/seasons/?page_size=1")).body) as { count: number };
    expect(all.count).toBeGreaterThan(100);
    const [, ...rows] = rowsOf((await get("/api/championships/seasons/?format=csv")).body);
    expect(rows).toHaveLength(all.count);
    const [header = [], ...hockey] = rowsOf((await get("/api/championships/seasons/?format=csv&sport__slug=hockey&ordering=name")).body);
    const filtered = json((await get("/api/championships/seasons/?sport__slug=hockey&page_size=1")).body) as { count: number };
    expect(hockey).toHaveLength(filtered.count);
    expect(new Set(hockey.map((cells) => cells[header.indexOf("sport.slug")]))).toEqual(new Set(["hockey"]));
  });

  it("streams in batches: batches join without a gap or a repeat, in the list's order", async () => {
    csvBatch.size = 7;
    try {
      const [header = [], ...rows] = rowsOf((await get("/api/championships/champions/?format=csv&ordering=team_name")).body);
      const whole = await jsonAsRows("/api/championships/champions/?ordering=team_name&page_size=500", header);
      expect(whole.length).toBeGreaterThan(3 * csvBatch.size);
      expect(rows).toEqual(whole);
    } finally {
      csvBatch.size = 1000;
    }
  });

  it("answers one page with page or page_size, and 404 past the last", async () => {
    const [header = [], ...rows] = rowsOf((await get("/api/championships/champions/?format=csv&page_size=2&page=2")).body);
    expect(rows).toEqual(await jsonAsRows("/api/championships/champions/?page_size=2&page=2", header));
    expect(rows).toHaveLength(2);
    expect((await get("/api/championships/champions/?format=csv&page=999")).statusCode).toBe(404);
  });

  it("has its header on an empty list", async () => {
    const response = await get("/api/people/players/?format=csv&status=injured");
    expect(response.statusCode).toBe(200);
    expect(rowsOf(response.body)).toEqual([
      csvColumns(endpoints.find((e) => e.path === "/api/people/players/")?.item ?? ({} as never)).map((path) => path.join(".")),
    ]);
  });

  it("rejects another format with 400, as DRF does", async () => {
    const response = await get("/api/teams/teams/?format=xml");
    expect(response.statusCode).toBe(400);
    expect(json(response.body)).toEqual({ format: ["Select a valid choice. xml is not one of the available choices: json, csv."] });
    expect(json((await get("/api/teams/teams/?format=json&page_size=1")).body)).toMatchObject({ count: expect.any(Number) as number });
  });

  it.each(["/api/championships/seasons/?format=csv", "/api/championships/champions/?format=csv&page_size=3"])(
    "%s: an ETag, 304 on If-None-Match (strong or weak), HEAD without a body",
    async (url) => {
      const first = await get(url);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers["access-control-allow-origin"]).toBe("*");
      for (const tag of [etag, `W/${etag}`]) {
        const again = await get(url, { "if-none-match": tag });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe("");
      }
      expect((await get(url)).body).toBe(first.body);
      const head = await ctx.app.inject({ method: "HEAD", url, headers: { host: "localhost:4173" } });
      expect([head.statusCode, head.body, head.headers.etag, head.headers["content-type"]]).toEqual([
        200,
        "",
        etag,
        "text/csv; charset=utf-8",
      ]);
    },
  );

  it("changes a streamed list's ETag when the data changes", async () => {
    const url = "/api/championships/seasons/?format=csv";
    const before = String((await get(url)).headers.etag);
    const { announceDataChange } = await import("@tl/db/client");
    await announceDataChange(ctx.database.db);
    await expect.poll(async () => String((await get(url)).headers.etag)).not.toBe(before);
  });

  it("is offered by every list endpoint", async () => {
    const lists = endpoints.filter((endpoint) => endpoint.kind === "list" && !endpoint.path.includes("{"));
    for (const { path } of lists) {
      const required = path.endsWith("/by_division/") ? "&division=NFC%20East" : path.endsWith("/by_position/") ? "&position=first" : "";
      const response = await get(`${path}?format=csv${required}`);
      expect([path, response.statusCode, response.headers["content-type"]]).toEqual([path, 200, "text/csv; charset=utf-8"]);
    }
  });
});
