import { describe, expect, it } from "vitest";
import { hostname, resolveSite } from "./resolve";
import { sites } from "./sites/index";

const everyHost = Object.values(sites).flatMap((site) => Object.values(site.hosts).map((host) => [host, site.id] as const));

describe("resolveSite", () => {
  it.each(everyHost)("%s → %s", (host, id) => {
    expect(resolveSite(host).id).toBe(id);
  });

  it.each(everyHost)("%s on another port still → %s", (host, id) => {
    expect(resolveSite(`${hostname(host)}:8080`).id).toBe(id);
  });

  it.each(everyHost)("%s without a port → %s", (host, id) => {
    expect(resolveSite(hostname(host)).id).toBe(id);
  });

  it.each([
    ["NFL.LOCALHOST:4173", "nfl"],
    ["www.mlb.titleledger.com.", "mlb"],
    ["  chk.localhost  ", "chk"],
  ])("ignores case, whitespace and a trailing dot: %s → %s", (host, id) => {
    expect(resolveSite(host).id).toBe(id);
  });

  it.each(["127.0.0.1", "127.0.0.1:4173", "[::1]:4173", "example.com", "nfl.example.com", "xfl.localhost:4173", "", null, undefined])(
    "falls back to the hub for %s",
    (host) => {
      expect(resolveSite(host).id).toBe("hub");
    },
  );
});

describe("hostname", () => {
  it.each([
    ["nfl.localhost:4173", "nfl.localhost"],
    ["titleledger.com", "titleledger.com"],
    ["[::1]:4173", "[::1]"],
  ])("%s → %s", (host, name) => {
    expect(hostname(host)).toBe(name);
  });
});
