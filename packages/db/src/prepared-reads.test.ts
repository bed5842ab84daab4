import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { GENERIC_PLAN, readsPrepared, usePreparedReads } from "./prepared-reads";

interface PlanCounts {
  generic_plans: number;
  custom_plans: number;
}

async function plansOf(client: PGlite, marker: string): Promise<PlanCounts | undefined> {
  const { rows } = await client.query<PlanCounts>(
    "select generic_plans::int, custom_plans::int from pg_prepared_statements where statement like '%' || $1 || '%'",
    [marker],
  );
  return rows[0];
}

describe("prepared reads", () => {
  it("run a statement marked GENERIC_PLAN on its generic plan from the first read, and only that one", async () => {
    const client = usePreparedReads(await PGlite.create());
    await client.exec("create table t (id int primary key, v text); insert into t select n, 'v' || n from generate_series(1, 50) n");
    const marked = `select ${GENERIC_PLAN} v, 'marked' as m from t where id = $1`;
    const plain = "select v, 'plain' as m from t where id = $1";
    for (const id of [3, 7]) {
      expect((await client.query(marked, [id])).rows).toEqual([{ v: `v${String(id)}`, m: "marked" }]);
      expect((await client.query(plain, [id])).rows).toEqual([{ v: `v${String(id)}`, m: "plain" }]);
    }
    expect(await plansOf(client, "'marked'")).toEqual({ generic_plans: 2, custom_plans: 0 });
    expect(await plansOf(client, "'plain'")).toEqual({ generic_plans: 0, custom_plans: 2 });
    // The setting was the marked read's alone.
    expect((await client.query<{ plan_cache_mode: string }>("show plan_cache_mode")).rows).toEqual([{ plan_cache_mode: "auto" }]);
    // The search asks which client reads prepared (one statement for all its kinds there).
    expect([readsPrepared(client), readsPrepared({}), readsPrepared(undefined)]).toEqual([true, false, false]);
    await client.close();
  });

  it("leave the connection as it was when a marked read fails", async () => {
    const client = usePreparedReads(await PGlite.create());
    const failing = `select ${GENERIC_PLAN} 1 / $1::int as n`;
    await expect(client.query(failing, [0])).rejects.toThrow("division by zero");
    expect((await client.query(failing, [1])).rows).toEqual([{ n: 1 }]);
    expect((await client.query<{ plan_cache_mode: string }>("show plan_cache_mode")).rows).toEqual([{ plan_cache_mode: "auto" }]);
    await client.close();
  });

  it("read a parameter as a value, whatever its quotes and backslashes", async () => {
    const client = usePreparedReads(await PGlite.create());
    await client.exec("create table t (id int primary key)");
    const hostile = "it's \\ \\'); drop table t; --";
    expect((await client.query("select $1::text as s", [hostile])).rows).toEqual([{ s: hostile }]);
    expect((await client.query("select count(*)::int as n from t")).rows).toEqual([{ n: 0 }]);
    await client.close();
  });
});
