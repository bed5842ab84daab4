// The one place where a test group over the public datasets decides whether it runs.
// Every such group names the files it reads (relative to the datasets folder, as importers do):
// all there, it runs; any missing, in CI (`CI` set) the file fails at once with a line naming
// them, and elsewhere the group is skipped with the reason in each test's meta, which Vitest's
// JSON report keeps and `pnpm test`'s summary prints.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { SuiteOptions } from "vitest";
import { DATASETS_HELP, datasetsDir } from "../datasets/locate";

declare module "vitest" {
  interface TaskMeta {
    /** Why this test did not run (set only on skipped tests). */
    skipReason?: string;
  }
}

/** Why a group over these files cannot run here, or undefined when it can. */
export function missingDatasets(files: readonly string[], env: Record<string, string | undefined> = process.env): string | undefined {
  const dir = datasetsDir(env);
  if (!dir) return `no datasets folder (${env.DATASETS_DIR ? `DATASETS_DIR=${env.DATASETS_DIR}` : "../shared/datasets"}). ${DATASETS_HELP}`;
  const missing = files.filter((file) => !existsSync(join(dir, file)));
  if (missing.length === 0) return undefined;
  // A dataset whose folder is absent is named once, not file by file.
  const absent = [...new Set(missing.map((file) => file.split("/")[0] ?? file))].filter((folder) => !existsSync(join(dir, folder)));
  const named = [
    ...absent.map((folder) => `${folder}/`),
    ...missing.filter((file) => !absent.some((folder) => file.startsWith(`${folder}/`))),
  ];
  return `missing in ${dir}: ${named.join(", ")} (the README's 'Data' section says where each dataset comes from).`;
}

/**
 * Options for `describe(name, needsDatasets([...files]), fn)`: run, skip with the reason, or —
 * in CI — throw, so a missing dataset fails the run instead of passing quietly.
 */
export function needsDatasets(files: readonly string[], env: Record<string, string | undefined> = process.env): SuiteOptions {
  const reason = missingDatasets(files, env);
  if (reason === undefined) return {};
  if (env.CI) throw new Error(`CI: a public dataset the tests need is absent — ${reason}`);
  console.warn(`Skipping the tests over ${files.join(", ")}: ${reason}`);
  return { skip: true, meta: { skipReason: reason } };
}
