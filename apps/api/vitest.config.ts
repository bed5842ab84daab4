import { defineConfig } from "vitest/config";

// The API suite runs twice: on embedded PGlite, and on a real PostgreSQL server that the
// run starts itself (src/test/postgres-server.ts). Tests that need no database run once.
const databaseSuites = ["src/api/**/*.test.ts", "src/routes/**/*.test.ts", "src/multi-process.test.ts", "src/connection-loss.test.ts"];
const noDatabase = ["src/routes/sites.test.ts", "src/routes/health.test.ts", "src/routes/api-not-found.test.ts"];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "pglite", include: ["src/**/*.test.ts"], exclude: ["src/multi-process.test.ts", "src/connection-loss.test.ts"] } },
      {
        extends: true,
        test: { name: "postgres", include: databaseSuites, exclude: noDatabase, globalSetup: ["src/test/postgres-server.ts"] },
      },
    ],
  },
});
