import { defineConfig } from "drizzle-kit";

// `pnpm --filter @tl/db db:generate` writes a new SQL migration after a schema change.
// The same migrations run on PGlite and on PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/schema/index.ts",
  out: "./migrations",
  casing: "snake_case",
});
