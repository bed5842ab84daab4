// Structural checks for the two college championships whose histories no public dataset here
// covers: the Men's College World Series and the Frozen Four.
import { describe, expect, it } from "vitest";
import { CHAMPIONSHIPS } from "../championships";
import { TEAMS } from "../teams/index";
import type { ChampionFacts } from "../types";
import { FROZEN_FOUR } from "./frozen-four";
import { MENS_COLLEGE_WORLD_SERIES } from "./mens-college-world-series";

const SCORE = /^\d+–\d+$/;

const CASES: { slug: string; league: string; entries: ChampionFacts[] }[] = [
  { slug: "mens-college-world-series", league: "ncaa-d1-baseball", entries: MENS_COLLEGE_WORLD_SERIES },
  { slug: "frozen-four", league: "ncaa-d1-mih", entries: FROZEN_FOUR },
];

const teamsBySlug = new Map(TEAMS.map((team) => [team.slug, team]));

describe.each(CASES)("$slug", ({ slug, league, entries }) => {
  const championship = CHAMPIONSHIPS.find((c) => c.slug === slug);

  it("is a known championship", () => {
    expect(championship).toBeDefined();
    expect(championship?.league).toBe(league);
  });

  it("has one entry per season from the first season to the latest, newest first, no duplicates", () => {
    const seasons = entries.map((entry) => entry.season);
    expect(new Set(seasons).size).toBe(seasons.length);
    const latest = Math.max(...seasons);
    const first = championship?.firstSeason ?? Number.NaN;
    expect(Math.min(...seasons)).toBe(first);
    const expected = Array.from({ length: latest - first + 1 }, (_, i) => latest - i);
    expect(seasons).toEqual(expected);
  });

  it("names only teams that exist, in this championship's league", () => {
    for (const entry of entries) {
      for (const slugOfTeam of [entry.champion, entry.runnerUp]) {
        if (slugOfTeam === null) continue;
        const team = teamsBySlug.get(slugOfTeam);
        expect(team, `${entry.season}: ${slugOfTeam}`).toBeDefined();
        expect(team?.league, `${entry.season}: ${slugOfTeam}`).toBe(league);
      }
      if (entry.champion !== null) expect(entry.champion, `${entry.season}`).not.toBe(entry.runnerUp);
    }
  });

  it("explains every season without a champion, and records nothing else for it", () => {
    for (const entry of entries.filter((e) => e.champion === null)) {
      expect(entry.notes, `${entry.season}`).toBeTruthy();
      expect(entry.runnerUp, `${entry.season}`).toBeNull();
      expect(entry.result, `${entry.season}`).toBeNull();
      expect(entry.resultType, `${entry.season}`).toBeNull();
    }
  });

  it("writes game and series results as winner–loser with an en dash", () => {
    for (const entry of entries) {
      if (entry.resultType === "game" || entry.resultType === "series") {
        expect(entry.result, `${entry.season}`).toMatch(SCORE);
        const [won, lost] = (entry.result ?? "").split("–").map(Number);
        expect(won, `${entry.season}: ${entry.result}`).toBeGreaterThan(lost ?? Number.NaN);
      } else {
        expect(entry.result, `${entry.season}`).toBeNull();
      }
      if (entry.result !== null) expect(entry.runnerUp, `${entry.season}`).not.toBeNull();
    }
  });

  it("has plausible series results: best of three or best of seven", () => {
    for (const entry of entries.filter((e) => e.resultType === "series")) {
      const [won, lost] = (entry.result ?? "").split("–").map(Number);
      expect(won, `${entry.season}: ${entry.result}`).toBeGreaterThan(lost ?? Number.NaN);
      expect([2, 4], `${entry.season}: ${entry.result}`).toContain(won);
      expect(lost, `${entry.season}: ${entry.result}`).toBeGreaterThanOrEqual(0);
      expect(lost, `${entry.season}: ${entry.result}`).toBeLessThan(won ?? 0);
    }
  });

  it("uses the documented formats for optional fields", () => {
    for (const entry of entries) {
      if (entry.date !== undefined) expect(entry.date, `${entry.season}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (entry.overtime !== undefined) expect(entry.overtime, `${entry.season}`).toMatch(/^\d?OT$/);
      if (entry.record !== undefined) expect(entry.record, `${entry.season}`).toMatch(/^\d+–\d+(–\d+)?$/);
    }
  });
});

describe("mens-college-world-series formats", () => {
  it("uses best-of-three series since 2003 and a single championship game 1988-2002", () => {
    for (const entry of MENS_COLLEGE_WORLD_SERIES) {
      if (entry.champion === null) continue;
      if (entry.season >= 2003) expect(entry.resultType, `${entry.season}`).toBe("series");
      else if (entry.season >= 1988) expect(entry.resultType, `${entry.season}`).toBe("game");
    }
  });

  it("dates each championship game in June of its season", () => {
    for (const entry of MENS_COLLEGE_WORLD_SERIES.filter((e) => e.date !== undefined)) {
      expect(entry.date?.slice(0, 7), `${entry.season}`).toBe(`${entry.season}-06`);
    }
  });
});

describe("frozen-four formats", () => {
  it("decides every title with a single game", () => {
    for (const entry of FROZEN_FOUR.filter((e) => e.champion !== null)) {
      expect(entry.resultType, `${entry.season}`).toBe("game");
    }
  });

  it("plays each championship game in March or April after the season starts, on a Saturday", () => {
    for (const entry of FROZEN_FOUR.filter((e) => e.date !== undefined)) {
      const date = new Date(`${entry.date}T12:00:00Z`);
      expect(date.getUTCFullYear(), `${entry.season}`).toBe(entry.season + 1);
      expect([2, 3], `${entry.season}`).toContain(date.getUTCMonth());
      expect(date.getUTCDay(), `${entry.season}: ${entry.date}`).toBe(6);
    }
  });

  it("only counts one-goal games as overtime results", () => {
    for (const entry of FROZEN_FOUR.filter((e) => e.overtime !== undefined)) {
      const [won, lost] = (entry.result ?? "").split("–").map(Number);
      expect((won ?? 0) - (lost ?? 0), `${entry.season}`).toBe(1);
    }
  });
});
