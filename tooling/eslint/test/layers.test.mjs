// The lint rules that keep the layers and the environment where issue #14 put them, tried on
// real files of real packages: an import across a layer and a read of process.env outside
// env.ts fail `pnpm lint`; the allowed forms pass.
import { ESLint } from "eslint";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

async function messages(pkg, file, code) {
  const cwd = join(root, pkg);
  const eslint = new ESLint({ cwd });
  const [result] = await eslint.lintText(code, { filePath: join(cwd, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? ""}: ${message.message}`);
}

const layerBreak = (list) => list.filter((text) => text.startsWith("no-restricted-imports"));
const envRead = (list) => list.filter((text) => text.includes("Read the environment only in env.ts"));

describe("import zones (contract ← data ← ui ← apps, contract ← api, db ← facts, db ← api)", () => {
  it.each([
    ["packages/contract", "src/paging.ts", 'export { slugOf } from "@tl/data/shared/format";\n'],
    ["packages/data", "src/shared/format.ts", 'export { App } from "@tl/ui/app/app";\n'],
    ["packages/data", "src/shared/format.ts", 'export type { Db } from "@tl/db/client";\n'],
    ["packages/db", "src/client.ts", 'export { seedIfEmpty } from "@tl/facts/seed/index";\n'],
    ["packages/ui", "src/app/page-title.ts", 'export { buildApp } from "@tl/api/app";\n'],
    ["apps/nfl", "src/main.tsx", 'export { playerPaths } from "@tl/contract/players";\n'],
  ])("%s may not import what %s imports here", async (pkg, file, code) => {
    expect(layerBreak(await messages(pkg, file, code))).toHaveLength(1);
  });

  it.each([
    ["packages/data", "src/shared/format.ts", 'export type { Page } from "@tl/contract/paging";\n'],
    ["packages/facts", "src/env.ts", 'export type { Db } from "@tl/db/client";\n'],
    ["apps/api", "src/errors.ts", 'export type { Page } from "@tl/contract/paging";\n'],
  ])("%s may import what %s imports here", async (pkg, file, code) => {
    expect(layerBreak(await messages(pkg, file, code))).toEqual([]);
  });
});

describe("mocks only in tests and stories", () => {
  const code = 'export { teamsHandlers } from "@tl/data/teams/mocks";\n';

  it("fails a screen that imports a resource's mocks", async () => {
    expect(layerBreak(await messages("packages/ui", "src/screens/teams/teams.tsx", code))).toHaveLength(1);
  });

  it("allows them in a story and a test", async () => {
    expect(layerBreak(await messages("packages/ui", "src/screens/teams/teams.stories.tsx", code))).toEqual([]);
    expect(layerBreak(await messages("packages/ui", "src/screens/teams/teams.test.tsx", code))).toEqual([]);
  });
});

describe("process.env only in env.ts", () => {
  it("fails a read anywhere else in a package's source", async () => {
    expect(envRead(await messages("apps/api", "src/errors.ts", "export const port = process.env.PORT;\n"))).toHaveLength(1);
  });

  it("allows it in env.ts and in tests", async () => {
    expect(envRead(await messages("apps/api", "src/env.ts", "export const port = process.env.PORT;\n"))).toEqual([]);
    expect(envRead(await messages("apps/api", "src/restart.test.ts", "export const port = process.env.PORT;\n"))).toEqual([]);
  });
});
