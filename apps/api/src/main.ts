// Entry point: the only module that listens. Opens the database (PGlite in DATA_DIR, or
// PostgreSQL at DATABASE_URL), migrates it, seeds it when empty, then serves. Shuts down
// gracefully on SIGTERM/SIGINT (shutdown.ts): in-flight requests finish within
// SHUTDOWN_TIMEOUT_MS, then the database closes.
import { existsSync } from "node:fs";
import { openDatabase } from "@tl/db/client";
import { analyzeAfterImport, formatOutcome, importersToRun, IMPORTERS, runImport, type ImportOutcome } from "@tl/facts/import";
import { seedIfEmpty } from "@tl/facts/seed";
import { hostname } from "@tl/site-config/resolve";
import { sites } from "@tl/site-config/sites";
import { buildApp } from "./app";
import { loadEnv } from "./env";
import { closeOnSignals } from "./shutdown";

const env = loadEnv();

const open = (statementTimeoutMs?: number) =>
  openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, migrationsDir: env.MIGRATIONS_DIR, statementTimeoutMs }).catch(
    (error: unknown) => {
      console.error(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
// Migrations, the seed and imports run without a statement timeout; the API's reads run with one.
// PGlite's bound limits only waiting for its one connection's turn, which never happens while
// those run one after another, so it is opened once, with the bound.
let database = await open(env.DATABASE_URL ? undefined : env.STATEMENT_TIMEOUT_MS);
await database.migrate();
const seeded = await seedIfEmpty(database);

// Import the public datasets when they are present (DATASETS_DIR or ../shared/datasets): each
// source once per release of its files, so a newer copy of a dataset is imported on the next start.
const datasets = existsSync(env.DATASETS_DIR) ? env.DATASETS_DIR : undefined;
if (datasets) {
  const outcomes: ImportOutcome[] = [];
  for (const importer of await importersToRun(database.db, IMPORTERS, datasets)) {
    console.log(`Importing ${importer.name} from ${datasets} (once per release; later starts skip it)…`);
    const outcome = await runImport(database.db, importer, datasets, { onlyIfNew: true });
    outcomes.push(outcome);
    console.log(formatOutcome(outcome));
  }
  await analyzeAfterImport(database.db, outcomes);
}
if (database.kind === "postgres") {
  await database.close();
  database = await open(env.STATEMENT_TIMEOUT_MS);
}

const app = await buildApp({
  sitesDir: env.SITES_DIR,
  database,
  logger: { level: env.LOG_LEVEL },
  rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS, exemptToken: env.RATE_LIMIT_EXEMPT_TOKEN },
  cacheMaxEntries: env.CACHE_MAX_ENTRIES,
  timeouts: {
    requestMs: env.REQUEST_TIMEOUT_MS,
    headersMs: env.HEADERS_TIMEOUT_MS,
    connectionMs: env.CONNECTION_TIMEOUT_MS,
    keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
  },
});
app.log.info({ database: database.kind, where: database.kind === "pglite" ? env.DATA_DIR : "DATABASE_URL", seeded }, "database ready");

closeOnSignals(app, database, env.SHUTDOWN_TIMEOUT_MS);

try {
  await app.listen({ host: env.HOST, port: env.PORT });
} catch (error) {
  app.log.error({ err: error }, "could not listen");
  process.exit(1);
}
const urls = Object.values(sites).map((site) => `http://${hostname(site.hosts.local)}:${String(env.PORT)}`);
app.log.info(
  { sitesDir: env.SITES_DIR },
  `Sites: ${urls.join(" ")} (any other host gets the host switch); API docs: http://localhost:${String(env.PORT)}/api/docs/`,
);
