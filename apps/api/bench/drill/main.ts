// `pnpm drill [name...] [--database pglite|postgres] [--quick] [--seconds N] [--connections N]`:
// reliability drills against the built API (dist/main.js) over loopback, each bounded in time
// and requests and printing one line of figures; exits 1 when any drill breaks its promise.
// Default: every drill on both databases. stores.ts says where the databases come from.
import { parseArgs } from "node:util";
import { cacheScan } from "./cache-scan";
import { databaseStall } from "./database-stall";
import type { Drill } from "./drill";
import { killImport } from "./kill-import";
import { killRestart } from "./kill-restart";
import { slowClients } from "./slow-clients";
import { soak } from "./soak";
import { stampede } from "./stampede";
import { preparePglite, preparePostgres } from "./stores";

const DRILLS: Drill[] = [stampede, slowClients, databaseStall, cacheScan, soak, killRestart, killImport];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    database: { type: "string" },
    quick: { type: "boolean", default: false },
    seconds: { type: "string" },
    connections: { type: "string" },
  },
});
const unknown = positionals.filter((name) => !DRILLS.some((drill) => drill.name === name));
if (unknown.length > 0 || (values.database && !["pglite", "postgres"].includes(values.database))) {
  console.error(
    `Usage: pnpm drill [${DRILLS.map((drill) => drill.name).join("|")}...] [--database pglite|postgres] [--quick] [--seconds N] [--connections N]`,
  );
  process.exit(2);
}
const chosen = positionals.length > 0 ? DRILLS.filter((drill) => positionals.includes(drill.name)) : DRILLS;
const databases = values.database ? [values.database] : ["pglite", "postgres"];

let breached = false;
for (const database of databases) {
  const prepared = await (database === "pglite" ? preparePglite() : preparePostgres());
  console.log(`${database}: full import (${prepared.origin})`);
  try {
    for (const drill of chosen) {
      const started = performance.now();
      const result = await drill
        .run({
          store: prepared.store,
          quick: values.quick,
          ...(values.seconds ? { seconds: Number(values.seconds) } : {}),
          ...(values.connections ? { connections: Number(values.connections) } : {}),
        })
        .catch((error: unknown) => ({ ok: false, line: `failed: ${error instanceof Error ? error.message : String(error)}` }));
      breached ||= !result.ok;
      const took = ((performance.now() - started) / 1000).toFixed(0);
      const verdict = "skipped" in result && result.skipped ? "N/A   " : result.ok ? "PASS  " : "BREACH";
      console.log(`${verdict} ${database.padEnd(8)} ${drill.name.padEnd(14)} ${result.line} [${took} s]`);
    }
  } finally {
    prepared.dispose();
  }
}
process.exitCode = breached ? 1 : 0;
