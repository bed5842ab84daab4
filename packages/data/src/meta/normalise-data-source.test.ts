import { describe, expect, it } from "vitest";
import { lahman } from "./mocks/test-rows";
import { normaliseDataSource } from "./normalise-data-source";
import type { RawDataSource } from "./raw-data-source";

describe("normaliseDataSource", () => {
  it("reads a full API row, one note per line", () => {
    expect(normaliseDataSource(lahman, 0)).toEqual({
      key: "lahman",
      name: "Lahman Baseball Database",
      url: "https://sabr.org/lahman-database/",
      licence: "CC BY-SA 3.0",
      licenceUrl: "https://creativecommons.org/licenses/by-sa/3.0/",
      attribution: lahman.attribution,
      coverage: [{ league: "mlb", label: "MLB", years: "1871–2023" }],
      rowsLoaded: 319349,
      rowsRejected: 514,
      importedAt: "2026-11-22T01:17:56.183Z",
      notes: [
        "1 rejected: Appearances.csv: player not in People.csv",
        "513 rejected: AwardsPlayers.csv: duplicate award row (tie or two leagues)",
      ],
    });
  });

  it.each<[string, RawDataSource, Partial<ReturnType<typeof normaliseDataSource>>]>([
    [
      "nothing at all",
      {},
      {
        key: "#2",
        name: "Unnamed source",
        url: null,
        licence: "Licence not stated",
        licenceUrl: null,
        attribution: null,
        coverage: [],
        rowsLoaded: 0,
        rowsRejected: 0,
        importedAt: null,
        notes: [],
      },
    ],
    ["name falls back to the slug", { slug: "lahman" }, { name: "lahman" }],
    ["blank notes and lines dropped", { notes: " \n\nWritten by hand \n" }, { notes: ["Written by hand"] }],
    [
      "coverage without a league dropped",
      {
        coverage: [
          { league: " ", first_year: 1900 },
          { league: "ncaa-d1-mih", first_year: 1947, last_year: 2024 },
        ],
      },
      { coverage: [{ league: "ncaa-d1-mih", label: "NCAA D-I Men's Ice Hockey", years: "1947–2024" }] },
    ],
    ["not imported", { imported_at: null }, { importedAt: null }],
  ])("%s", (_, raw, expected) => {
    expect(normaliseDataSource(raw, 2)).toMatchObject(expected);
  });
});
