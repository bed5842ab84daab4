import { defineConfig } from "vitest/config";

// The API suite runs twice: on embedded PGlite, and on a real PostgreSQL server that the
// run starts itself (src/test/postgres-server.ts). Tests that need no database run once.
// The "postgres" project never opens PGlite: without a server it fails in CI and is skipped,
// with its reason, elsewhere.
const databaseSuites = ["src/api/**/*.test.ts", "src/routes/**/*.test.ts", "src/multi-process.test.ts", "src/connection-loss.test.ts"];
const noDatabase = ["src/routes/sites.test.ts", "src/routes/health.test.ts", "src/routes/api-not-found.test.ts"];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "pglite",
          include: ["src/**/*.test.ts"],
          exclude: ["src/multi-process.test.ts", "src/connection-loss.test.ts"],
          provide: { testDatabase: "pglite", pgAdminUrl: "", pgSkipReason: "" },
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: databaseSuites,
          exclude: noDatabase,
          globalSetup: ["src/test/postgres-server.ts"],
          setupFiles: ["src/test/postgres-project.ts"],
          provide: { testDatabase: "postgres" },
        },
      },
    ],
  },
});
