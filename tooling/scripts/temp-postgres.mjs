// A throw-away PostgreSQL server for the API's "postgres" test project and the drills: initdb and
// pg_ctl (found by find-postgres.mjs) in a temporary directory, as the `postgres` user when run
// as root (initdb refuses root), on 127.0.0.1 and a free port, durability off. stop() stops it
// and removes the directory.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findPostgresBin, POSTGRES_HELP } from "./find-postgres.mjs";

/** A TCP port free on 127.0.0.1 now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
    probe.on("error", reject);
  });

export async function startTempPostgres({ bin = findPostgresBin(), maxConnections = 200, prefix = "tl-pg-" } = {}) {
  if (!bin) throw new Error(POSTGRES_HELP);
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const run = (command, args) =>
    execFileSync(asRoot ? "runuser" : join(bin, command), asRoot ? ["-u", "postgres", "--", join(bin, command), ...args] : args, {
      stdio: "pipe",
    });
  try {
    const port = await freePort();
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
    const options = `-p ${String(port)} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=${String(maxConnections)}`;
    run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-o", options, "start"]);
    const stop = () => {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    return { url: `postgres://postgres@127.0.0.1:${String(port)}/postgres`, stop };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = error?.stderr?.toString().trim();
    throw new Error(`The temporary PostgreSQL server (${bin}) did not start: ${stderr || String(error)}`, { cause: error });
  }
}
