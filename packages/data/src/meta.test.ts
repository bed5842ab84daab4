import { describe, expect, it } from "vitest";
import {
  coverageQueryOptions,
  dataSourcesQueryOptions,
  formatImportedAt,
  leagueLabel,
  normaliseDataSource,
  normaliseLeagueCoverage,
  yearSpan,
  type RawDataSource,
} from "./meta";

// The Lahman source as /api/meta/sources/ answers it.
const lahman: RawDataSource = {
  slug: "lahman",
  name: "Lahman Baseball Database",
  url: "https://sabr.org/lahman-database/",
  licence: "CC BY-SA 3.0",
  licence_url: "https://creativecommons.org/licenses/by-sa/3.0/",
  attribution: "This database is copyright 1996-2024 by Sean Lahman. This work is licensed under a Creative Commons Attribution-ShareAlike 3.0 Unported License.",
  rows_loaded: 319349,
  rows_rejected: 514,
  notes: "1 rejected: Appearances.csv: player not in People.csv\n513 rejected: AwardsPlayers.csv: duplicate award row (tie or two leagues)",
  coverage: [{ league: "mlb", first_year: 1871, last_year: 2023 }],
  imported_at: "2026-11-22T01:17:56.183Z",
};

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
      notes: ["1 rejected: Appearances.csv: player not in People.csv", "513 rejected: AwardsPlayers.csv: duplicate award row (tie or two leagues)"],
    });
  });

  it.each<[string, RawDataSource, Partial<ReturnType<typeof normaliseDataSource>>]>([
    ["nothing at all", {}, { key: "#2", name: "Unnamed source", url: null, licence: "Licence not stated", licenceUrl: null, attribution: null, coverage: [], rowsLoaded: 0, rowsRejected: 0, importedAt: null, notes: [] }],
    ["name falls back to the slug", { slug: "lahman" }, { name: "lahman" }],
    ["blank notes and lines dropped", { notes: " \n\nWritten by hand \n" }, { notes: ["Written by hand"] }],
    ["coverage without a league dropped", { coverage: [{ league: " ", first_year: 1900 }, { league: "ncaa-d1-mih", first_year: 1947, last_year: 2024 }] }, { coverage: [{ league: "ncaa-d1-mih", label: "NCAA D-I Men's Ice Hockey", years: "1947–2024" }] }],
    ["not imported", { imported_at: null }, { importedAt: null }],
  ])("%s", (_, raw, expected) => {
    expect(normaliseDataSource(raw, 2)).toMatchObject(expected);
  });
});

describe("leagueLabel / yearSpan", () => {
  it.each([
    ["nfl", "NFL"],
    ["ncaa-fbs", "NCAA FBS Football"],
    ["ncaa-d1-mbb", "NCAA D-I Men's Basketball"],
    ["ncaa-d1-baseball", "NCAA D-I Baseball"],
    ["xfl", "XFL"],
  ])("%s → %s", (slug, label) => {
    expect(leagueLabel(slug)).toBe(label);
  });

  it.each<[number | null, number | null, string]>([
    [1920, 2020, "1920–2020"],
    [2024, 2024, "2024"],
    [1947, null, "1947"],
    [null, 2025, "2025"],
    [null, null, "N/A"],
  ])("%o, %o → %s", (first, last, span) => {
    expect(yearSpan(first, last)).toBe(span);
  });
});

describe("formatImportedAt", () => {
  it.each<[string | null | undefined, string]>([
    ["2026-11-22T01:17:56.183Z", "Nov 22, 2026, 1:17 AM"],
    ["2025-06-30T18:05:00Z", "Jun 30, 2025, 6:05 PM"],
    [null, "Not imported yet"],
    [undefined, "Not imported yet"],
    ["", "Not imported yet"],
    ["yesterday", "Not imported yet"],
  ])("%o → %s", (iso, text) => {
    expect(formatImportedAt(iso, "UTC")).toBe(text);
  });

  it("uses the visitor's own time zone", () => {
    expect(formatImportedAt("2026-11-22T01:17:56.183Z", "America/New_York")).toBe("Nov 21, 2026, 8:17 PM");
  });
});

describe("normaliseLeagueCoverage", () => {
  it("reads a full API row", () => {
    expect(
      normaliseLeagueCoverage(
        {
          league: { name: "Major League Baseball", slug: "mlb", abbreviation: "MLB" },
          sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" },
          level: { name: "Professional", slug: "professional" },
          first_season: 1871,
          last_season: 2026,
          champions: 120,
          teams: 120,
          games: 0,
          players: 20730,
          coaches: 753,
        },
        0,
      ),
    ).toEqual({ key: "mlb", league: "Major League Baseball", abbreviation: "MLB", sport: "Baseball", level: "Professional", seasons: "1871–2026", champions: 120, teams: 120, games: 0, players: 20730, coaches: 753 });
  });

  it.each<[string, Parameters<typeof normaliseLeagueCoverage>[0], Partial<ReturnType<typeof normaliseLeagueCoverage>>]>([
    ["nothing", {}, { key: "#1", league: "Unnamed league", abbreviation: null, sport: null, level: null, seasons: "N/A", champions: 0, teams: 0, games: 0, players: 0, coaches: 0 }],
    ["plain-text refs", { league: "NHL", sport: "Hockey", level: "Professional" }, { league: "NHL", abbreviation: null, sport: "Hockey", level: "Professional" }],
    ["league name missing: label from the slug", { league: { slug: "ncaa-d1-mih" } }, { league: "NCAA D-I Men's Ice Hockey", key: "ncaa-d1-mih" }],
  ])("%s", (_, raw, expected) => {
    expect(normaliseLeagueCoverage(raw, 1)).toMatchObject(expected);
  });
});

describe("query keys", () => {
  it("start with 'meta'; coverage holds the site's filters", () => {
    expect(dataSourcesQueryOptions().queryKey).toEqual(["meta", "sources"]);
    expect(coverageQueryOptions({ sport__slug: "hockey", level__slug: "ncaa-division-i" }).queryKey).toEqual([
      "meta",
      "coverage",
      { sport__slug: "hockey", level__slug: "ncaa-division-i" },
    ]);
  });
});
