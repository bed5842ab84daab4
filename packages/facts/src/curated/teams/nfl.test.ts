// The NFL's defunct clubs and 1920's opponents from outside the league: every code of
// FiveThirtyEight's file belongs to one club (or is one of the few we could not name), each
// club's names cover every season the file gives it, and a defunct club is never active.
import { describe, expect, it } from "vitest";
import { readCsv } from "../../datasets/csv";
import { datasetFile } from "../../datasets/locate";
import { teamNameIn } from "../../shared/team-names";
import { needsDatasets } from "../../test/datasets";
import { NFL_ELO_UNNAMED_1920, NFL_TEAMS } from "./nfl";

const DATASET = "fivethirtyeight-nfl-elo-game/nfl_games.csv";
const defunct = NFL_TEAMS.filter((team) => team.isActive === false);
/** Codes of a member club's 1920 games, before it joined (the Celts, the Marines, Toledo). */
const PRE_MEMBER = new Set(["CNC", "MNM", "TLM"]);

describe("NFL defunct clubs", () => {
  it("are inactive, unique, in no conference or division, with ordered name histories", () => {
    const problems: string[] = [];
    expect(new Set(NFL_TEAMS.map((team) => team.slug)).size).toBe(NFL_TEAMS.length);
    const codes = NFL_TEAMS.flatMap((team) => team.keys?.nflElo ?? []);
    expect(new Set([...codes, ...NFL_ELO_UNNAMED_1920]).size).toBe(codes.length + NFL_ELO_UNNAMED_1920.length);
    for (const team of defunct) {
      if (team.conference !== null || team.division !== null || team.stadium !== null) problems.push(`${team.slug}: has an alignment or stadium`);
      if (!team.keys?.nflElo?.length) problems.push(`${team.slug}: no nflElo code`);
      const history = team.history ?? [];
      history.forEach((entry, i) => {
        const previous = history[i - 1];
        if (entry.firstYear > entry.lastYear || (previous && entry.firstYear <= previous.lastYear)) problems.push(`${team.slug}: ${entry.name} out of order`);
      });
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it.each([
    ["akron-indians", 1920, "Akron Pros"],
    ["akron-indians", 1926, "Akron Indians"],
    ["buffalo-bisons-nfl", 1921, "Buffalo All-Americans"],
    ["buffalo-bisons-nfl", 1926, "Buffalo Rangers"],
    ["buffalo-bisons-nfl", 1929, "Buffalo Bisons"],
    ["minneapolis-red-jackets", 1920, "Minneapolis Marines"],
    ["minneapolis-red-jackets", 1930, "Minneapolis Red Jackets"],
    ["new-york-yanks", 1945, "Boston Yanks"],
    ["new-york-yanks", 1951, "New York Yanks"],
    ["brooklyn-tigers", 1943, "Brooklyn Dodgers"],
  ])("names %s in %i the %s", (slug, season, full) => {
    const team = NFL_TEAMS.find((t) => t.slug === slug);
    const named = team ? teamNameIn(team, season) : undefined;
    expect(named ? `${named.city} ${named.name}` : "none").toBe(full);
  });
});

describe(`NFL clubs against ${DATASET}`, needsDatasets([DATASET]), () => {
  it("names every club of every season of the file, founded no later than its first season there", () => {
    const byCode = new Map(NFL_TEAMS.flatMap((team) => (team.keys?.nflElo ?? []).map((code) => [code, team] as const)));
    const unnamed = new Set<string>(NFL_ELO_UNNAMED_1920);
    const seasonsOf = new Map<string, Set<number>>();
    for (const row of readCsv(datasetFile(...(DATASET.split("/") as [string, string])) ?? "")) {
      for (const code of [row.team1 ?? "", row.team2 ?? ""]) seasonsOf.set(code, (seasonsOf.get(code) ?? new Set()).add(Number(row.season)));
    }
    const problems: string[] = [];
    for (const [code, seasons] of seasonsOf) {
      const team = byCode.get(code);
      if (!team) {
        if (!unnamed.has(code) || [...seasons].some((season) => season !== 1920)) problems.push(`${code}: no club`);
        continue;
      }
      // foundedYear: the club's first season in the file as a member; never a member, only 1920.
      const memberSeasons = PRE_MEMBER.has(code) ? [] : [...seasons];
      if (team.isActive === false && team.foundedYear === null && [...seasons].some((season) => season !== 1920)) problems.push(`${code}: plays after 1920 with no first season`);
      const first = Math.min(...(team.keys?.nflElo ?? []).filter((c) => !PRE_MEMBER.has(c)).flatMap((c) => [...(seasonsOf.get(c) ?? [])]));
      if (team.isActive === false && team.foundedYear !== null && memberSeasons.length > 0 && first !== team.foundedYear)
        problems.push(`${team.slug}: founded ${String(team.foundedYear)}, first season as a member in the file ${String(first)}`);
      for (const season of seasons) {
        const history = team.history ?? [];
        const named = history.some((entry) => season >= entry.firstYear && season <= entry.lastYear) || season > (history.at(-1)?.lastYear ?? -Infinity);
        if (!named) problems.push(`${code} ${String(season)}: no name for ${team.slug}`);
      }
    }
    // The unnamed codes are all in the file (a stale entry would hide nothing, but would mislead).
    for (const code of unnamed) if (!seasonsOf.has(code)) problems.push(`${code}: listed as unnamed but not in the file`);
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
