import { describe, expect, it } from "vitest";
import { normaliseFigures } from "./normalise-figures";

describe("normaliseFigures", () => {
  it("formats every count with thousands separators and dates the update", () => {
    expect(
      normaliseFigures({
        championships: 8,
        titles: 694,
        seasons: 794,
        teams: 416,
        games: 15748,
        people: 29213,
        data_points: 94659,
        updated_at: "2026-11-25T09:28:48.380Z",
      }),
    ).toEqual({
      championships: "8",
      titles: "694",
      seasons: "794",
      teams: "416",
      games: "15,748",
      people: "29,213",
      dataPoints: "94,659",
      updated: "Nov 25, 2026",
      updatedAt: "2026-11-25T09:28:48.380Z",
    });
  });

  it.each([
    ["nothing sent", {}],
    ["nulls", { championships: null, updated_at: null }],
    ["a date that is not one", { updated_at: "yesterday" }],
  ])("shows 'N/A', never 0, for a figure it was not given (%s)", (_case, raw) => {
    const figures = normaliseFigures(raw);
    expect([figures.championships, figures.people, figures.dataPoints, figures.updated]).toEqual(["N/A", "N/A", "N/A", "N/A"]);
    expect(figures.updatedAt).toBeNull();
  });
});
