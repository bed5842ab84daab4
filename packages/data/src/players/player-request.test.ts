import { describe, expect, it } from "vitest";
import { buildUrl } from "../shared/build-url";
import { playersQueryKey, playersRequest } from "./player-request";

describe("players calls (spec §7)", () => {
  const hub = {};
  const mlb = { sport__slug: "baseball", level__slug: "professional" };
  it.each([
    ["hub, no filters", hub, {}, "/api/people/players/"],
    ["a sport site", mlb, {}, "/api/people/players/?sport__slug=baseball&level__slug=professional"],
    ["hub sport dropdown", hub, { sport: "hockey" }, "/api/people/players/?sport__slug=hockey"],
    ["a sport site's own sport wins", mlb, { sport: "hockey" }, "/api/people/players/?sport__slug=baseball&level__slug=professional"],
    [
      "status active → active/",
      mlb,
      { status: "active" as const },
      "/api/people/players/active/?sport__slug=baseball&level__slug=professional",
    ],
    [
      "a position → by_position/",
      mlb,
      { position: "Pitcher" },
      "/api/people/players/by_position/?sport__slug=baseball&level__slug=professional&position=Pitcher",
    ],
    [
      "active wins over a position, which still filters",
      hub,
      { status: "active" as const, position: "Goalie" },
      "/api/people/players/active/?position=Goalie",
    ],
    ["other statuses are a parameter", hub, { status: "retired" as const }, "/api/people/players/?status=retired"],
    ["injured", hub, { status: "injured" as const, position: "Center" }, "/api/people/players/by_position/?position=Center&status=injured"],
    ["team by slug", hub, { team: "new-york-rangers" }, "/api/people/players/?team__slug=new-york-rangers"],
    ["search, trimmed", hub, { search: "  ruth " }, "/api/people/players/?search=ruth"],
    [
      "everything together",
      hub,
      { sport: "baseball", position: "Outfield", team: "los-angeles-angels", status: "inactive" as const, search: "trout" },
      "/api/people/players/by_position/?sport__slug=baseball&position=Outfield&team__slug=los-angeles-angels&status=inactive&search=trout",
    ],
    ["blank choices are no filter", hub, { sport: "", position: " ", team: "", search: "" }, "/api/people/players/"],
  ])("%s", (_, site, filters, url) => {
    const { path, params } = playersRequest({ site, filters });
    expect(buildUrl(path, params)).toBe(url);
  });

  it("keys the cache by resource, sport/level, position, team, status and search", () => {
    const key = playersQueryKey({
      site: { sport__slug: "hockey" },
      filters: { position: "Goalie", team: "st-louis-blues", status: "inactive", search: "brodeur" },
    });
    expect(key).toEqual([
      "players",
      "list",
      { sport__slug: "hockey" },
      { position: "Goalie", team__slug: "st-louis-blues", status: "inactive", search: "brodeur" },
    ]);
    expect(playersQueryKey({ site: {}, filters: { search: " " } })).toEqual(playersQueryKey({ site: {}, filters: {} }));
    expect(playersQueryKey({ site: {}, filters: { status: "active" } })).not.toEqual(playersQueryKey({ site: {}, filters: {} }));
  });
});
