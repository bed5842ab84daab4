// Loaded into the built API by the database-stall drill alone (NODE_OPTIONS=--import, see
// database-stall.ts), never by the API itself: no request can reach it. It keeps the embedded
// database busy the way a long import would, so the API's reads must wait for their turn.
// SIGUSR2 starts a transaction on the API's own PGlite instance that runs a slow read over the
// people table again and again (a few hundred ms each: PGlite runs a statement synchronously, so
// the process answers between statements only); the next SIGUSR2 ends it (rolled back). Each
// change prints a pino-like line ({"msg":"drill stall holding"}, then "drill stall released").
import { PGlite } from "@electric-sql/pglite";

const SLOW_READ = "select count(distinct md5(slug)) from people where id % 8 = 0";
/** A hold that the drill forgets to end ends by itself. */
const MAX_HOLD_MS = 60_000;

let instance;
const create = PGlite.create.bind(PGlite);
PGlite.create = async (...args) => (instance = await create(...args));

let holding = false;
const say = (msg, extra = {}) => console.log(JSON.stringify({ level: 40, msg, ...extra }));

async function hold() {
  holding = true;
  const until = performance.now() + MAX_HOLD_MS;
  let statements = 0;
  await instance.transaction(async (tx) => {
    say("drill stall holding");
    while (holding && performance.now() < until) {
      await tx.query(SLOW_READ);
      statements += 1;
      // As an import reading its files between statements: PGlite's statements alone never
      // yield, so back to back they would hold every timer and request off until the last.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await tx.rollback();
  });
  holding = false;
  say("drill stall released", { statements });
}

process.on("SIGUSR2", () => {
  if (holding) holding = false;
  else hold().catch((error) => say("drill stall failed", { error: String(error) }));
});
