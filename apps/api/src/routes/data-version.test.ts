// /api/meta/version/ (issue #18): the count every data change bumps, which a prerendered page
// compares with the one it was rendered from before it fetches its answers again.
import { dataVersion } from "@tl/contract/meta";
import { announceDataChange } from "@tl/db/client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { json, seededApp, type ApiTestContext } from "../test/api-app";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
});
afterAll(() => ctx.close());

const version = async () => {
  const response = await ctx.app.inject({ method: "GET", url: "/api/meta/version/" });
  expect(response.statusCode).toBe(200);
  return dataVersion.parse(json(response.body));
};

it("answers the seeded data's version and when it changed", async () => {
  const seeded = await version();
  expect(seeded.version).toBeGreaterThan(0);
  expect(seeded.changed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
});

it("counts on at every data change, the cached answer dropped", async () => {
  const before = await version();
  expect(await version()).toEqual(before);
  await announceDataChange(ctx.database.db);
  await expect.poll(async () => (await version()).version).toBe(before.version + 1);
  const after = await version();
  expect(Date.parse(after.changed_at ?? "")).toBeGreaterThanOrEqual(Date.parse(before.changed_at ?? ""));
});
