import { sites } from "@tl/site-config/sites";
import { describe, expect, it } from "vitest";
import { belongsToSite, siteScope, type ScopedScreen } from "./site-scope";

const SCREENS: readonly ScopedScreen[] = ["teams", "champions", "championships", "players", "coaches", "standings", "scores", "seasons"];

describe("siteScope: one rule for every screen", () => {
  it.each(SCREENS.flatMap((screen) => [null, "all", "site", "nonsense"].map((requested) => [screen, requested] as const)))(
    "the hub filters nothing on %s (scope=%s), and offers no widening",
    (screen, requested) => {
      expect(siteScope(sites.hub, screen, requested)).toEqual({ filters: {}, canWiden: false, widened: false, label: null });
    },
  );

  it.each([
    ["mlb", { sport__slug: "baseball", level__slug: "professional" }],
    ["cbs", { sport__slug: "baseball", level__slug: "ncaa-division-i" }],
    ["nhl", { sport__slug: "hockey", level__slug: "professional" }],
    ["cfb", { sport__slug: "football", level__slug: "ncaa-division-i" }],
  ] as const)("the %s site starts every screen on its sport and level", (id, filters) => {
    for (const screen of SCREENS) expect(siteScope(sites[id], screen, null)).toMatchObject({ filters, label: sites[id].shortName });
  });

  it.each([
    ["teams", "all", {}, true, true],
    ["champions", "all", {}, true, true],
    ["teams", null, { sport__slug: "hockey", level__slug: "professional" }, true, false],
    ["champions", "ALL", { sport__slug: "hockey", level__slug: "professional" }, true, false],
    ["players", "all", { sport__slug: "hockey", level__slug: "professional" }, false, false],
    ["coaches", "all", { sport__slug: "hockey", level__slug: "professional" }, false, false],
    ["championships", "all", { sport__slug: "hockey", level__slug: "professional" }, false, false],
  ] as const)("on the NHL site, %s with scope=%s passes %o (canWiden %s, widened %s)", (screen, requested, filters, canWiden, widened) => {
    expect(siteScope(sites.nhl, screen, requested)).toEqual({ filters, canWiden, widened, label: widened ? null : "NHL" });
  });
});

describe("belongsToSite", () => {
  it.each([
    ["hub", "hockey", "professional", true],
    ["hub", "football", "ncaa-division-i", true],
    ["hub", null, null, true],
    ["nhl", "hockey", "professional", true],
    ["nhl", "hockey", "ncaa-division-i", false],
    ["mlb", "hockey", "professional", false],
    ["mlb", "baseball", "ncaa-division-i", false],
    ["cbs", "baseball", "ncaa-division-i", true],
    ["cbs", "baseball", "college", true],
    ["cfb", "football", "professional", false],
    ["nfl", null, null, false],
  ] as const)("%s: %s at %s → %s", (id, sport, level, expected) => {
    expect(belongsToSite(sites[id], sport, level)).toBe(expected);
  });
});
