// Where the public datasets are (see ../shared/datasets/PROVENANCE.md): DATASETS_DIR, else
// ../shared/datasets beside the repository. They are read at import and test time, never
// copied into the project.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readEnv, type FactsEnv } from "../env";

const repoDir = fileURLToPath(new URL("../../../../", import.meta.url));

export function datasetsDir(env: FactsEnv = readEnv()): string | undefined {
  const candidate = env.DATASETS_DIR ? resolve(env.DATASETS_DIR) : join(repoDir, "..", "shared", "datasets");
  return existsSync(candidate) ? candidate : undefined;
}

export const DATASETS_HELP =
  "The public datasets were not found (set DATASETS_DIR, or put them in ../shared/datasets). The README's 'Data' section says where to download each one.";

/** Path of a dataset file, or undefined when the datasets or that file are missing. */
export function datasetFile(...parts: string[]): string | undefined {
  const dir = datasetsDir();
  if (!dir) return undefined;
  const path = join(dir, ...parts);
  return existsSync(path) ? path : undefined;
}
