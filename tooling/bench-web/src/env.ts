// The environment `pnpm bench:web` reads (main.ts describes each variable).
export interface BenchEnv {
  url: string | undefined;
  port: number;
  dataDir: string | undefined;
  only: string | undefined;
  runs: number;
  json: string | undefined;
  /** Passed on to the server and prerender started here. */
  all: NodeJS.ProcessEnv;
}

function whole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number from 1 (got "${value}")`);
  return number;
}

export const loadEnv = (): BenchEnv => ({
  url: process.env.BENCH_WEB_URL || undefined,
  port: whole("BENCH_WEB_PORT", process.env.BENCH_WEB_PORT, 4460),
  dataDir: process.env.BENCH_DATA_DIR || undefined,
  only: process.env.BENCH_WEB_ONLY || undefined,
  runs: whole("BENCH_WEB_RUNS", process.env.BENCH_WEB_RUNS, 3),
  json: process.env.BENCH_WEB_JSON || undefined,
  all: process.env,
});
