import { describe, expect, it } from "vitest";
import type { ApiFilters } from "@tl/site-config/derive";
import type { ListRequest } from "../shared/list-request";
import { coachesRequest, coachSummaryParams, isHeadCoachPosition, NO_COACH_FILTERS, type CoachFilters } from "./coach-request";
import { coachSummaryQueryOptions } from "./get-coach-summary";
import { coachesQueryOptions } from "./get-coaches";

const site = { sport__slug: "hockey", level__slug: "professional" };
type Choices = Partial<CoachFilters> & { site?: ApiFilters };
const filters = ({ site = {}, ...choices }: Choices): ListRequest<CoachFilters> => ({ site, filters: { ...NO_COACH_FILTERS, ...choices } });

describe("coachesRequest (spec §7: which call a choice makes)", () => {
  it.each<[string, Choices, string, Record<string, string | undefined>]>([
    ["nothing chosen", {}, "/api/people/coaches/", {}],
    ["the site's filters", { site }, "/api/people/coaches/", site],
    ["status active → active/", { status: "active" }, "/api/people/coaches/active/", {}],
    ["active keeps the position", { status: "active", position: "Manager" }, "/api/people/coaches/active/", { position: "Manager" }],
    ["'Head Coach' → head_coaches/", { position: "Head Coach" }, "/api/people/coaches/head_coaches/", {}],
    ["'head_coach' → head_coaches/", { position: "head_coach" }, "/api/people/coaches/head_coaches/", {}],
    [
      "head coach with another status",
      { position: "HEAD COACH", status: "retired" },
      "/api/people/coaches/head_coaches/",
      { status: "retired" },
    ],
    [
      "active wins over head coach",
      { position: "Head Coach", status: "active" },
      "/api/people/coaches/active/",
      { position: "Head Coach" },
    ],
    ["another position", { position: "Manager" }, "/api/people/coaches/", { position: "Manager" }],
    ["another status", { status: "fired" }, "/api/people/coaches/", { status: "fired" }],
    [
      "team, search (trimmed) and the hub's sport",
      { team: "boston-red-sox", search: " mccarthy ", sport: "baseball" },
      "/api/people/coaches/",
      { sport__slug: "baseball", team__slug: "boston-red-sox", search: "mccarthy" },
    ],
    ["a sport site's sport wins over the dropdown", { site, sport: "baseball" }, "/api/people/coaches/", site],
  ])("%s", (_, choices, path, params) => {
    const request = coachesRequest(filters(choices));
    expect(request.path).toBe(path);
    expect(Object.fromEntries(Object.entries(request.params).filter(([, value]) => value !== undefined))).toEqual(params);
  });

  it.each([
    ["head coach", true],
    ["Head_Coach", true],
    [" head coach ", true],
    ["Assistant Head Coach", false],
    ["Manager", false],
    ["", false],
  ])("isHeadCoachPosition(%o) → %s", (position, expected) => {
    expect(isHeadCoachPosition(position)).toBe(expected);
  });
});

describe("coachSummaryParams", () => {
  it.each<[string, Choices, Record<string, string>]>([
    [
      "every list filter",
      { site, position: "Manager", team: "boston-red-sox", status: "active", search: "joe" },
      { ...site, position: "Manager", team__slug: "boston-red-sox", status: "active", search: "joe" },
    ],
    [
      "head coach leaves the position out (head_coaches/ is its own rule)",
      { position: "Head Coach", status: "retired" },
      { status: "retired" },
    ],
  ])("%s", (_, choices, params) => {
    expect(Object.fromEntries(Object.entries(coachSummaryParams(filters(choices))).filter(([, value]) => value !== undefined))).toEqual(
      params,
    );
  });
});

describe("query keys", () => {
  it("start with 'coaches' and hold the site filters and every choice", () => {
    const chosen = filters({
      site,
      sport: "hockey",
      position: "Head Coach",
      team: "detroit-red-wings",
      status: "retired",
      search: "bowman",
    });
    expect(coachesQueryOptions(chosen).queryKey).toEqual([
      "coaches",
      site,
      { sport: "hockey", position: "Head Coach", team: "detroit-red-wings", status: "retired", search: "bowman" },
    ]);
    expect(coachSummaryQueryOptions(chosen).queryKey.slice(0, 3)).toEqual(["coaches", "summary", site]);
  });

  it("differ per choice", () => {
    const keys = [
      {},
      { status: "active" },
      { position: "Manager" },
      { team: "boston-red-sox" },
      { search: "joe" },
      { sport: "baseball" },
    ].map((choices) => JSON.stringify(coachesQueryOptions(filters(choices)).queryKey));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
