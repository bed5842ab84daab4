import { describe, expect, it } from "vitest";
import { apiFilters, headlineTerm, isLevelSpecific, isMainSite, isSportSpecific, levelSlug, siteSlug } from "./derive";
import { sites } from "./sites/index";
import type { Level, Sport } from "./types";

describe("levelSlug (spec §7)", () => {
  it.each([
    ["professional", "professional"],
    ["college", "ncaa-division-i"],
    ["ncaa-division-i", "ncaa-division-i"],
    ["ncaa-division-ii", "ncaa-division-ii"],
    ["ncaa-division-iii", "ncaa-division-iii"],
    ["semi-pro", "semi-pro"],
    ["none", undefined],
    ["", undefined],
  ])("%s → %s", (level, slug) => {
    expect(levelSlug(level)).toBe(slug);
  });
});

describe("headlineTerm (spec §1)", () => {
  it.each<[Sport, Level, string]>([
    ["football", "college", "college football"],
    ["basketball", "college", "march madness"],
    ["baseball", "college", "college world series"],
    ["hockey", "college", "frozen four"],
    ["football", "professional", "super bowl"],
    ["basketball", "professional", "NBA finals"],
    ["baseball", "professional", "world series"],
    ["hockey", "professional", "stanley cup"],
    ["football", "none", "super bowl"],
    ["hockey", "none", "stanley cup"],
    ["none", "none", "championship"],
    ["none", "college", "championship"],
    ["none", "professional", "championship"],
  ])("%s / %s → %s", (sport, level, term) => {
    expect(headlineTerm(sport, level).term).toBe(term);
  });

  it("keeps the display form the same words as the term", () => {
    expect(headlineTerm("basketball", "professional").display).toBe("NBA Finals");
    expect(headlineTerm("basketball", "college").display.toLowerCase()).toBe("march madness");
  });
});

describe("site flags and API filters", () => {
  it.each([
    ["hub", true, false, false, {}],
    ["nfl", false, true, true, { sport__slug: "football", level__slug: "professional" }],
    ["nba", false, true, true, { sport__slug: "basketball", level__slug: "professional" }],
    ["mlb", false, true, true, { sport__slug: "baseball", level__slug: "professional" }],
    ["nhl", false, true, true, { sport__slug: "hockey", level__slug: "professional" }],
    ["cfb", false, true, true, { sport__slug: "football", level__slug: "ncaa-division-i" }],
    ["cbb", false, true, true, { sport__slug: "basketball", level__slug: "ncaa-division-i" }],
    ["cbs", false, true, true, { sport__slug: "baseball", level__slug: "ncaa-division-i" }],
    ["chk", false, true, true, { sport__slug: "hockey", level__slug: "ncaa-division-i" }],
  ] as const)("%s: main=%s sport=%s level=%s filters=%o", (id, main, sport, level, filters) => {
    const site = sites[id];
    expect(isMainSite(site)).toBe(main);
    expect(isSportSpecific(site)).toBe(sport);
    expect(isLevelSpecific(site)).toBe(level);
    expect(apiFilters(site)).toEqual(filters);
  });

  it.each([
    ["hub", "title-ledger"],
    ["nfl", "title-ledger-nfl"],
    ["cbb", "title-ledger-college-basketball"],
  ] as const)("body data attribute for %s is %s", (id, slug) => {
    expect(siteSlug(sites[id])).toBe(slug);
  });
});
