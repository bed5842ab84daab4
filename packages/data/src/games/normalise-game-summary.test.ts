import { describe, expect, it } from "vitest";
import { normaliseGameSummary } from "./normalise-game-summary";

describe("normaliseGameSummary", () => {
  it.each([
    [
      "the API's answer",
      {
        count: 15455,
        live: 0,
        final: 15455,
        scheduled: 0,
        postponed: 0,
        sports: [{ name: "Football", slug: "football", abbreviation: "FB" }],
      },
      { count: 15455, live: 0, final: 15455, scheduled: 0, postponed: 0, sports: [{ name: "Football", slug: "football" }] },
    ],
    ["nothing", {}, { count: 0, live: 0, final: 0, scheduled: 0, postponed: 0, sports: [] }],
    [
      "a sport without slug",
      { sports: [{ name: "Hockey" }, { slug: "nameless" }] },
      { count: 0, live: 0, final: 0, scheduled: 0, postponed: 0, sports: [{ name: "Hockey", slug: "hockey" }] },
    ],
  ])("%s", (_, raw, expected) => {
    expect(normaliseGameSummary(raw)).toEqual(expected);
  });
});
