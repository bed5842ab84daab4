import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "./schema";
import { siteIds, sites } from "./sites/index";

describe("site config schema", () => {
  it.each(siteIds)("site '%s' parses", (id) => {
    expect(parseSiteConfig(sites[id])).toEqual(sites[id]);
  });

  it("lists the nine sites of the product", () => {
    expect(siteIds.sort()).toEqual(["cbb", "cbs", "cfb", "chk", "hub", "mlb", "nba", "nfl", "nhl"]);
  });

  it.each([
    ["a bad colour", { theme: { ...sites.nfl.theme, primary: { ...sites.nfl.theme.primary, 500: "blue" } } }, /#rrggbb/],
    ["a missing shade", { theme: { ...sites.nfl.theme, accent: { ...sites.nfl.theme.accent, 950: undefined } } }, /950/],
    ["an unknown sport", { sport: "cricket" }, /sport/],
    ["a sport without a level", { level: "none" }, /both set/],
    ["an upper-case host", { hosts: { ...sites.nfl.hosts, bare: "NFL.example.com" } }, /lower-case host/],
    ["an extra field", { colour: "red" }, /colour/],
  ])("rejects %s with a message naming the site", (_, patch, message) => {
    expect(() => parseSiteConfig({ ...sites.nfl, ...patch })).toThrow(/Invalid site config 'nfl'/);
    expect(() => parseSiteConfig({ ...sites.nfl, ...patch })).toThrow(message);
  });

  it("claims no host twice across all sites", () => {
    const seen = new Map<string, string>();
    for (const site of Object.values(sites)) {
      for (const host of Object.values(site.hosts)) {
        expect(seen.get(host), `${host} claimed by ${seen.get(host) ?? ""} and ${site.id}`).toBeUndefined();
        seen.set(host, site.id);
      }
    }
    expect(seen.size).toBe(27);
  });

  it("names each site's host variants from one brand domain", () => {
    expect(sites.hub.hosts).toEqual({ bare: "titleledger.com", www: "www.titleledger.com", local: "localhost:4173" });
    expect(sites.cbs.hosts).toEqual({ bare: "cbs.titleledger.com", www: "www.cbs.titleledger.com", local: "cbs.localhost:4173" });
  });
});
