import { describe, expect, it } from "vitest";
import { drydenSeasons, ruthSeasons } from "./mocks/page-rows";
import { normalisePlayerSeason, rowsByKind } from "./normalise-player-season";
import type { PlayerSeasonRow } from "./player-page";
import type { RawPlayerSeason } from "./raw-player-page";

const rows = (raw: readonly RawPlayerSeason[]) => raw.flatMap((row, index) => normalisePlayerSeason(row, index) ?? []);

describe("normalisePlayerSeason (issue #16 season-by-season tables)", () => {
  it("reads Ruth's 1927 as the API sends it", () => {
    const [row] = rows(ruthSeasons.filter((raw) => raw.season?.start_year === 1927 && raw.kind === "batting"));
    expect(row).toEqual({
      key: "batting-mlb-1927-1",
      kind: "batting",
      career: false,
      season: { slug: "mlb-1927", name: "1927 MLB season", label: "1927", startYear: 1927 },
      league: "MLB",
      leagueSlug: "mlb",
      team: { fullName: "New York Yankees", abbreviation: "NYY", slug: "new-york-yankees" },
      stint: 1,
      seasons: null,
      years: null,
      stats: expect.objectContaining({ games: 151, home_runs: 60, rbi: 164, batting_average: 0.356 }) as Record<string, number>,
    } satisfies PlayerSeasonRow);
  });

  it("reads a career row: no season, no team, the span it sums; Ruth's 714 home runs and his .342", () => {
    const career = rows(ruthSeasons).filter((row) => row.career);
    expect(career.map((row) => [row.kind, row.seasons, row.years, row.season, row.team])).toEqual([
      ["batting", 22, "1914–1935", null, null],
      ["pitching", 10, "1914–1933", null, null],
    ]);
    expect(career[0]?.stats).toMatchObject({ home_runs: 714, hits: 2873, batting_average: 0.342 });
    expect(career[1]?.stats).toMatchObject({ wins: 94, losses: 46, era: 2.28, innings_pitched: 1221.1 });
  });

  it("groups the kinds the player has, each in the API's order, its career row last", () => {
    const byKind = rowsByKind(rows(ruthSeasons));
    expect(byKind.map(({ kind, rows: ofKind }) => [kind, ofKind.length, ofKind.at(-1)?.career])).toEqual([
      ["batting", 23, true],
      ["pitching", 11, true],
    ]);
    expect(rowsByKind(rows(drydenSeasons)).map(({ kind }) => kind)).toEqual(["skater", "goalie"]);
    // A goalie's goaltending comes first, a pitcher's pitching.
    expect(rowsByKind(rows(drydenSeasons), "Goalie").map(({ kind }) => kind)).toEqual(["goalie", "skater"]);
    expect(rowsByKind(rows(ruthSeasons), "Pitcher").map(({ kind }) => kind)).toEqual(["pitching", "batting"]);
  });

  it.each<[string, RawPlayerSeason, Partial<PlayerSeasonRow> | null]>([
    ["a kind the page does not know is left out", { kind: "kicking", stats: {} }, null],
    ["a statistic sent as null is absent", { kind: "goalie", stats: { wins: 3, save_percentage: null } }, { stats: { wins: 3 } }],
    [
      "no season sent: keyed by position",
      { kind: "skater", league: { name: "World Hockey Association" } },
      {
        key: "skater-N/A#4-4",
        league: "World Hockey Association",
        season: { slug: null, name: "Season not recorded", label: "N/A", startYear: null },
      },
    ],
  ])("%s", (_, raw, expected) => {
    const row = normalisePlayerSeason(raw, 4);
    if (expected === null) expect(row).toBeNull();
    else expect(row).toMatchObject(expected);
  });
});
