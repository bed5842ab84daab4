// PostgreSQL may end the API's connections at any time (a server restart, an administrator, a
// failover). The API must keep serving: the pool opens new connections, and the data-change
// listener connects again, so a change announced afterwards still clears the response cache.
import { announceDataChange, openDatabase, resilientPool } from "@tl/db/client";
import { teams } from "@tl/db/schema";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seededApp, type ApiTestContext } from "./test/api-app";

const adminUrl = inject("pgAdminUrl");
let ctx: ApiTestContext;

async function terminateConnections(database: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [database],
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const stadium = async () => {
  const response = await ctx.app.inject({ method: "GET", url: "/api/teams/teams/denver-nuggets/" });
  expect(response.statusCode).toBe(200);
  return response.json<{ stadium: string | null }>().stadium;
};

describe.skipIf(!adminUrl)("when PostgreSQL ends the API's connections", () => {
  beforeAll(async () => {
    ctx = await seededApp();
  });
  afterAll(() => ctx.close());

  it("keeps answering, and a data change announced afterwards still reaches the cache", async () => {
    const before = await stadium();
    // On PostgreSQL, execute answers with the driver's result.
    const result: unknown = await ctx.database.db.execute(sql`select current_database() as name`);
    const database = (result as { rows: { name: string }[] }).rows[0]?.name ?? "";
    // The pool's idle connections and the LISTEN connection.
    expect(await terminateConnections(database)).toBeGreaterThanOrEqual(2);

    const list = await ctx.app.inject({ method: "GET", url: "/api/teams/teams/?page_size=5" });
    expect(list.statusCode).toBe(200);
    expect(await stadium()).toBe(before);

    // Another process writes and announces a change (as `pnpm data:import` does).
    const writer = await openDatabase({ databaseUrl: adminUrl.replace(/\/postgres$/, `/${database}`), poolSize: 1 });
    try {
      let seen = before;
      for (let attempt = 0; attempt < 40 && seen === before; attempt += 1) {
        await writer.db.transaction(async (tx) => {
          await tx.update(teams).set({ stadium: "Written after the connections were lost" }).where(eq(teams.slug, "denver-nuggets"));
          await announceDataChange(tx);
        });
        await new Promise((resolve) => setTimeout(resolve, 250));
        seen = await stadium();
      }
      expect(seen).toBe("Written after the connections were lost");
    } finally {
      await writer.close();
    }
  });

  it("sends a statement again when the pool handed out a connection the server had already ended", async () => {
    // The pool's first connection finds its backend ended at its first statement (as after
    // pg_terminate_backend, before the socket reports it): the statement fails without running.
    const endedFirstConnection = () => {
      let ended = false;
      return class extends pg.Client {
        override query(...args: unknown[]): never {
          const send = () => (super.query as (...a: unknown[]) => unknown).apply(this, args) as never;
          if (ended) return send();
          ended = true;
          return super
            .query("select pg_terminate_backend(pg_backend_pid())")
            .catch(() => undefined)
            .then(send) as never;
        }
      };
    };
    const connectionString = adminUrl;
    const plain = new pg.Pool({ connectionString, max: 1, Client: endedFirstConnection() });
    plain.on("error", () => undefined);
    await expect(plain.query("select 1 as one")).rejects.toThrow(/terminat/i);
    await plain.end();

    const pool = resilientPool({ connectionString, max: 1, Client: endedFirstConnection() });
    pool.on("error", () => undefined);
    try {
      const { rows } = await pool.query<{ one: number }>("select 1 as one");
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });
});
