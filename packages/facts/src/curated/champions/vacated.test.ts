// The titles the NCAA (or the BCS) vacated, marked `vacated` in our college histories. A mark is
// a claim a visitor sees ("Vacated") and one that takes a title out of every count, so the list is
// written out in full: adding or removing a mark fails here until the list says why.
import { describe, expect, it } from "vitest";
import { CHAMPIONSHIPS } from "../championships";
import { CHAMPIONS } from "./index";

/** championship slug, season, champion, in CHAMPIONS order: each with what we know of it in the comment. */
const VACATED = [
  // The BCS vacated USC's 2004-season title in June 2011, after the NCAA's 2010 sanctions (Reggie Bush).
  ["college-football-national-championship", 2004, "usc-trojans-football"],
  // The NCAA vacated Louisville's 2013 title in February 2018 (escort scandal; its appeal was denied).
  ["ncaa-mens-basketball-tournament", 2012, "louisville-cardinals-basketball"],
];

const PRO_LEAGUES = new Set(["nfl", "nba", "mlb", "nhl"]);

describe("vacated titles", () => {
  const marked = Object.entries(CHAMPIONS).flatMap(([slug, facts]) =>
    facts.filter((fact) => fact.vacated).map((fact) => ({ slug, fact })),
  );

  it("marks exactly the titles the NCAA or the BCS vacated", () => {
    expect(marked.map(({ slug, fact }) => [slug, fact.season, fact.champion])).toEqual(VACATED);
  });

  it("says in the notes that the title was vacated, and by whom", () => {
    for (const { slug, fact } of marked) expect(fact.notes, `${slug} ${String(fact.season)}`).toMatch(/(NCAA|BCS) vacated|vacated by the (NCAA|BCS)/);
  });

  it("marks only college titles that had a champion", () => {
    for (const { slug, fact } of marked) {
      const league = CHAMPIONSHIPS.find((championship) => championship.slug === slug)?.league ?? "";
      expect(PRO_LEAGUES.has(league), slug).toBe(false);
      expect(fact.champion, slug).not.toBeNull();
    }
  });
});
