// The only module that reads process.env. A bad value stops the server at start with one
// readable line instead of failing later, deep inside a request.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_PORT } from "@tl/site-config/brand";
import { z } from "zod";

// src/env.ts and the bundled dist/main.js both sit one folder below apps/api,
// so "../../" is the repo's apps/ folder and "../../../" the repo in either layout.
const defaultSitesDir = fileURLToPath(new URL("../../", import.meta.url));
const repoDir = fileURLToPath(new URL("../../../", import.meta.url));
const positiveInt = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `must be a whole number`)
    .transform(Number)
    .refine((n) => n >= 1, `${name} must be at least 1`);

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const portMessage = "must be a whole number from 1 to 65535";

const schema = z.object({
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, portMessage)
    .transform(Number)
    .refine((port) => port >= 1 && port <= 65535, portMessage)
    .default(LOCAL_PORT),
  HOST: z.string().default("127.0.0.1"),
  SITES_DIR: z
    .string()
    .transform((dir) => resolve(dir))
    .default(defaultSitesDir),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  /** postgres://user@host:port/db — use PostgreSQL instead of the embedded database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /** Where the embedded database (PGlite) keeps its files. */
  DATA_DIR: z
    .string()
    .transform((dir) => resolve(dir))
    .default(resolve(repoDir, ".data")),
  MIGRATIONS_DIR: z
    .string()
    .transform((dir) => resolve(dir))
    .default(resolve(repoDir, "packages/db/migrations")),
  /** Public datasets to import once at start when present (see PROVENANCE in shared/datasets). */
  DATASETS_DIR: z
    .string()
    .transform((dir) => resolve(dir))
    .default(resolve(repoDir, "..", "shared", "datasets")),
  /** API requests per client address per window. */
  RATE_LIMIT_MAX: positiveInt("RATE_LIMIT_MAX").default(600),
  RATE_LIMIT_WINDOW_MS: positiveInt("RATE_LIMIT_WINDOW_MS").default(60_000),
  /**
   * A secret that lets one trusted client past the rate limit: a request carrying it in
   * x-rate-limit-token (the prerenderer, which `pnpm start` gives a fresh one) is not counted.
   * Unset (the default): every API client is limited.
   */
  RATE_LIMIT_EXEMPT_TOKEN: z.string().min(16, "RATE_LIMIT_EXEMPT_TOKEN must be at least 16 characters").optional(),
  /** API answers kept in memory per process. */
  CACHE_MAX_ENTRIES: positiveInt("CACHE_MAX_ENTRIES").default(5000),
  // Reliability bounds (issue #20), all in milliseconds. A slow or stalled client or statement
  // is cut at its bound instead of holding a socket or a database connection without end.
  /** Whole request (headers and body) must arrive within this; Node's default is 300 s. */
  REQUEST_TIMEOUT_MS: positiveInt("REQUEST_TIMEOUT_MS").default(30_000),
  /** Headers must arrive within this (a client sending a byte a second is cut); Node's default is 60 s. */
  HEADERS_TIMEOUT_MS: positiveInt("HEADERS_TIMEOUT_MS").default(10_000),
  /** A socket with no traffic at all (mid-request or mid-response) is closed after this. */
  CONNECTION_TIMEOUT_MS: positiveInt("CONNECTION_TIMEOUT_MS").default(60_000),
  /** An idle keep-alive connection is kept this long (above a load balancer's usual 60 s). */
  KEEP_ALIVE_TIMEOUT_MS: positiveInt("KEEP_ALIVE_TIMEOUT_MS").default(72_000),
  /** On SIGTERM, in-flight requests get this long to finish before their connections are closed. */
  SHUTDOWN_TIMEOUT_MS: positiveInt("SHUTDOWN_TIMEOUT_MS").default(10_000),
  /**
   * A statement that waits this long answers 503. PostgreSQL: one running (or waiting for a lock)
   * longer is cancelled. PGlite: one still waiting for the embedded database's turn is refused,
   * unrun (a statement already running there cannot be interrupted). 30 s: a 500-row players
   * page on a cold server (pages from disk, JIT) passed 5 s.
   */
  STATEMENT_TIMEOUT_MS: positiveInt("STATEMENT_TIMEOUT_MS").default(30_000),
});

export type Env = z.infer<typeof schema>;

/** Parse an environment; throws an Error whose message is one line naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value (`PORT= pnpm start`) means "not set", as with the shell's ${PORT:-default}.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  throw new Error(`Invalid environment: ${problems.join("; ")}`);
}

/** The process environment, or exit 1 with that one line (no stack trace: it is a config error). */
export function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
