import { sites } from "@tl/site-config/sites";
import { describe, expect, it } from "vitest";
import { siteLinks } from "./site-links";

const local = { protocol: "http:", hostname: "nhl.localhost", port: "4324" };
const production = { protocol: "https:", hostname: "www.nhl.titleledger.com", port: "" };

describe("siteLinks", () => {
  it("lists the hub and the eight sport sites, on the local hosts with the visitor's port", () => {
    const links = siteLinks(sites.nhl, local);
    expect(links.map((link) => [link.name, link.href])).toEqual([
      ["All Sports", "http://localhost:4324/"],
      ["NFL", "http://nfl.localhost:4324/"],
      ["NBA", "http://nba.localhost:4324/"],
      ["MLB", "http://mlb.localhost:4324/"],
      ["NHL", "http://nhl.localhost:4324/"],
      ["College Football", "http://cfb.localhost:4324/"],
      ["College Basketball", "http://cbb.localhost:4324/"],
      ["College Baseball", "http://cbs.localhost:4324/"],
      ["College Hockey", "http://chk.localhost:4324/"],
    ]);
  });

  it("points at the configured production hosts when served from them", () => {
    const hrefs = siteLinks(sites.hub, production).map((link) => link.href);
    expect(hrefs[0]).toBe("https://titleledger.com/");
    expect(hrefs[4]).toBe("https://nhl.titleledger.com/");
  });

  it("marks the site the visitor is on, and only it", () => {
    expect(
      siteLinks(sites.cfb, local)
        .filter((link) => link.current)
        .map((link) => link.id),
    ).toEqual(["cfb"]);
  });

  it("says what each site is about", () => {
    const links = siteLinks(sites.hub, local);
    expect(links.find((link) => link.id === "hub")?.about).toBe("Every championship");
    expect(links.find((link) => link.id === "nhl")?.about).toBe("Stanley Cup Final");
  });
});
