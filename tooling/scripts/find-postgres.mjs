// Where are the PostgreSQL server binaries (initdb, pg_ctl) for the API suite's second run?
// PG_BIN wins when it holds an initdb; then Debian's /usr/lib/postgresql/<version>/bin, newest first.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

export function findPostgresBin(env = process.env) {
  if (env.PG_BIN) return existsSync(join(env.PG_BIN, "initdb")) ? env.PG_BIN : undefined;
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(base, version, "bin")).find((dir) => existsSync(join(dir, "initdb")));
}

export const POSTGRES_HELP =
  "PostgreSQL server binaries not found (looked in $PG_BIN, else /usr/lib/postgresql/*/bin). Install them (Debian: apt-get install postgresql) or point PG_BIN at the folder holding initdb.";
