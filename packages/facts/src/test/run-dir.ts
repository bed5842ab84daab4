// Vitest global setup: a temporary folder for this run, shared by its test files (the Lahman
// import they share, lahman-imported.ts), removed when the run ends.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "tl-facts-"));
  project.provide("factsRunDir", dir);
  return () => {
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** This run's shared temporary folder. */
    factsRunDir: string;
  }
}
