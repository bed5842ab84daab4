import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitWaits } from "./pglite-wait-limit";
import { usePreparedReads } from "./prepared-reads";

const LIMIT_MS = 50;
const refused = { code: "57014", message: expect.stringContaining("never ran") as unknown };
let client: PGlite;

beforeAll(async () => {
  // Wrapped as openDatabase does: the limit, then prepared reads.
  client = usePreparedReads(limitWaits(await PGlite.create(), LIMIT_MS));
  await client.exec("create table t (n int)");
});
afterAll(() => client.close());

/** A transaction (as an import's) that writes 1 and keeps the turn until released, then commits. */
function holdTurn() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const done = client.transaction(async (tx) => {
    await tx.query("insert into t values (1)");
    await released;
  });
  return { release, done };
}

describe("PGlite's wait limit", () => {
  it("refuses work still waiting past the limit, without running it, and runs the rest in turn", async () => {
    const holder = holdTurn();
    await expect(client.query("insert into t values (2)")).rejects.toMatchObject(refused);
    // A read refused while it was being prepared is prepared on a later turn.
    await expect(client.query("select 'prepared' as p")).rejects.toMatchObject(refused);
    const queued = client.query("insert into t values (3)");
    holder.release();
    await Promise.all([holder.done, queued]);
    expect((await client.query("select 'prepared' as p")).rows).toEqual([{ p: "prepared" }]);
    const { rows } = await client.query("select n from t order by n");
    expect(rows).toEqual([{ n: 1 }, { n: 3 }]);
    const prepared = await client.query("select count(*)::int as c from pg_prepared_statements where statement like $1", ["%'prepared'%"]);
    expect(prepared.rows).toEqual([{ c: 1 }]);
  });

  it("refuses at its turn work whose limit passed while a statement ran (no timer fires meanwhile)", async () => {
    // Both queued behind a held turn, in this order (the slow statement one turn: exec is not a
    // prepared read, which takes several), then the turn released well within the limit.
    const holder = holdTurn();
    const slow = client.exec("select count(*)::int as c from generate_series(1, 1000000)");
    const late = client.query("select 1 as one");
    await new Promise((resolve) => setTimeout(resolve, LIMIT_MS / 5));
    holder.release();
    await holder.done;
    expect((await slow)[0]?.rows).toEqual([{ c: 1_000_000 }]);
    await expect(late).rejects.toMatchObject(refused);
  });
});
