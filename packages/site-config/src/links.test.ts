import { describe, expect, it } from "vitest";
import { siteFor, siteHref, siteOfChampionship } from "./links";
import { sites } from "./sites/index";

describe("siteFor", () => {
  it.each([
    ["hockey", "professional", "nhl"],
    ["hockey", "ncaa-division-i", "chk"],
    ["hockey", "college", "chk"],
    ["baseball", "professional", "mlb"],
    ["football", "ncaa-division-i", "cfb"],
    ["basketball", "professional", "nba"],
    ["curling", "professional", "hub"],
    [null, null, "hub"],
    ["football", null, "hub"],
  ] as const)("%s at level %s → %s", (sport, level, id) => {
    expect(siteFor(sport, level).id).toBe(id);
  });
});

describe("siteHref", () => {
  const local = { protocol: "http:", hostname: "mlb.localhost", port: "4173" };
  it("keeps the visitor on local development hosts with their port", () => {
    expect(siteHref(sites.nhl, "/champions?season=1993", local)).toBe("http://nhl.localhost:4173/champions?season=1993");
    expect(siteHref(sites.hub, "/", { ...local, hostname: "127.0.0.1", port: "4300" })).toBe("http://localhost:4300/");
  });

  it("uses the bare production host elsewhere", () => {
    expect(siteHref(sites.cfb, "/teams", { protocol: "https:", hostname: "www.nfl.titleledger.com", port: "" })).toBe(
      `https://${sites.cfb.hosts.bare}/teams`,
    );
  });
});

describe("siteOfChampionship", () => {
  it.each([
    ["stanley-cup-final", "nhl"],
    ["world-series", "mlb"],
    ["super-bowl", "nfl"],
    ["frozen-four", "chk"],
    ["no-such-championship", "hub"],
    [null, "hub"],
  ])("%s is decided on the %s site", (slug, id) => {
    expect(siteOfChampionship(slug).id).toBe(id);
  });
});
