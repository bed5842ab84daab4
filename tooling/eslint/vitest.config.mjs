import { defineConfig } from "vitest/config";

// Type-aware linting builds each package's TypeScript program on first use: seconds, not milliseconds.
export default defineConfig({ test: { include: ["test/**/*.test.mjs"], testTimeout: 120_000 } });
