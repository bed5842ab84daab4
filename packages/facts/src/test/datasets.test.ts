import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { needsDatasets } from "./datasets";

const dir = mkdtempSync(join(tmpdir(), "tl-datasets-"));
mkdirSync(join(dir, "lahman"));
writeFileSync(join(dir, "lahman", "People.csv"), "playerID\n");
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("needsDatasets", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);

  it.each([
    { case: "every file there", env: { DATASETS_DIR: dir }, files: ["lahman/People.csv"], skip: undefined, reason: undefined },
    {
      case: "a file missing",
      env: { DATASETS_DIR: dir },
      files: ["lahman/People.csv", "lahman/Teams.csv"],
      skip: true,
      reason: "lahman/Teams.csv",
    },
    {
      case: "no datasets folder",
      env: { DATASETS_DIR: join(dir, "absent") },
      files: ["lahman/People.csv"],
      skip: true,
      reason: "no datasets folder",
    },
    {
      case: "a dataset's folder missing",
      env: { DATASETS_DIR: dir },
      files: ["lahman/People.csv", "hockey-databank/Master.csv", "hockey-databank/Teams.csv"],
      skip: true,
      reason: ": hockey-databank/ (",
    },
  ])("outside CI, $case: skip $skip", ({ env, files, skip, reason }) => {
    const options = needsDatasets(files, env);
    expect(options.skip).toBe(skip);
    if (reason === undefined) expect(options.meta).toBeUndefined();
    else expect(options.meta?.skipReason).toContain(reason);
  });

  it.each([
    {
      case: "a file missing",
      env: { CI: "true", DATASETS_DIR: dir },
      files: ["lahman/Teams.csv"],
      message: /CI: .*missing in .*lahman\/Teams\.csv/,
    },
    {
      case: "no datasets folder",
      env: { CI: "true", DATASETS_DIR: join(dir, "absent") },
      files: ["lahman/People.csv"],
      message: /CI: .*no datasets folder \(DATASETS_DIR=.*absent\)/,
    },
  ])("in CI, $case: fails naming it", ({ env, files, message }) => {
    expect(() => needsDatasets(files, env)).toThrow(message);
  });

  it("runs in CI when every file is there", () => {
    expect(needsDatasets(["lahman/People.csv"], { CI: "true", DATASETS_DIR: dir })).toEqual({});
    warn.mockRestore();
  });
});
