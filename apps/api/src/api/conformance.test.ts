// Every endpoint's answer is parsed by the contract's strict schema (@tl/contract): a field
// added, dropped, renamed or of another type on any list, detail or summary fails here, on
// PGlite and on PostgreSQL. Lists must hold rows, so their items are checked, not only the page.
import { page } from "@tl/contract/paging";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { endpoints } from "../app";
import { clock } from "../routes/games";
import { API_TEST_SEED, json, seededApp, type ApiTestContext } from "../test/api-app";
import { insertPeopleFixture } from "../test/people-fixture";
import { insertPersonPagesFixture } from "../test/person-pages-fixture";
import { CONTRACT_TODAY, insertContractFixture } from "./contract/fixture";
import { REQUIRED_PARAMS } from "./contract/required-params";
import type { Endpoint } from "./endpoint";

let ctx: ApiTestContext;
beforeAll(async () => {
  vi.spyOn(clock, "today").mockReturnValue(CONTRACT_TODAY);
  ctx = await seededApp({}, { ...API_TEST_SEED, today: new Date(`${CONTRACT_TODAY}T12:00:00Z`) });
  await insertPeopleFixture(ctx.database.db);
  await insertContractFixture(ctx.database.db);
  await insertPersonPagesFixture(ctx.database.db);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await ctx.close();
});

async function get(url: string): Promise<unknown> {
  const response = await ctx.app.inject({ method: "GET", url });
  expect(response.statusCode, `${url} → ${response.body.slice(0, 300)}`).toBe(200);
  return json(response.body);
}

/** A slug or id that exists for `{slug}` or `{id}`: that of the first result of the list the path hangs under. */
async function firstKey(path: string, name: "slug" | "id"): Promise<string> {
  const list = path.slice(0, path.indexOf(`{${name}}`));
  const { results } = z.parse(page(z.object({ slug: z.optional(z.string()), id: z.optional(z.int()) })), await get(list));
  return String(results[0]?.[name] ?? "");
}

/** The key of a nested list whose first parent has no rows: one that has (the fixture's standings). */
const KEYS: Record<string, string> = {
  "/api/teams/teams/{slug}/seasons/": "philadelphia-eagles",
  "/api/people/players/{slug}/seasons/": "babe-ruth",
  "/api/people/coaches/{slug}/seasons/": "scotty-bowman",
};

async function urlOf(endpoint: Endpoint): Promise<string> {
  const name = endpoint.path.includes("{slug}") ? "slug" : endpoint.path.includes("{id}") ? "id" : undefined;
  const key = KEYS[endpoint.path] ?? (name === undefined ? "" : await firstKey(endpoint.path, name));
  const path = name === undefined ? endpoint.path : endpoint.path.replace(`{${name}}`, key);
  return `${path}${REQUIRED_PARAMS[endpoint.path] ?? ""}`;
}

describe("every endpoint answers what the contract declares", () => {
  it.each(endpoints.map((endpoint) => [endpoint.path, endpoint] as const))("%s", async (_path, endpoint) => {
    const body = await get(await urlOf(endpoint));
    if (endpoint.kind !== "list") {
      expect(z.safeParse(endpoint.item, body).error?.issues ?? []).toEqual([]);
      return;
    }
    const parsed = z.safeParse(page(endpoint.item), body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.results.length, "a list with rows, so its items are checked").toBeGreaterThan(0);
  });
});
