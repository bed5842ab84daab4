import { describe, expect, it } from "vitest";
import { babeRuth, newYorkYankees, patrickRoy } from "./mocks/rows";
import { normaliseSearch } from "./normalise-search";
import type { RawSearch } from "./raw-search";

describe("normaliseSearch", () => {
  it("keeps the API's groups with their labels, counts and results", () => {
    const answer = normaliseSearch(
      { query: "roy", count: 1, groups: [{ kind: "player", label: "Players", count: 603, results: [patrickRoy] }] },
      "roy",
    );
    expect(answer).toEqual({
      query: "roy",
      count: 1,
      groups: [
        {
          kind: "player",
          label: "Players",
          count: 603,
          results: [
            {
              kind: "player",
              slug: "patrick-roy",
              name: "Patrick Roy",
              detail: "Goalie · 1984-85 to 2002-03 · NHL",
              path: "/players/patrick-roy",
              sportSlug: "hockey",
              sportName: "Hockey",
              levelSlug: "professional",
            },
          ],
        },
      ],
    });
  });

  it.each<[string, RawSearch, unknown]>([
    ["no groups at all: no results", {}, []],
    ["an empty group is left out", { groups: [{ kind: "team", count: 0, results: [] }] }, []],
    [
      "a kind we do not know is left out",
      { groups: [{ kind: "venue", count: 1, results: [{ kind: "venue", slug: "x", name: "X" }] }] },
      [],
    ],
    [
      "a result without a slug or name is left out, the label and path come from the kind",
      { groups: [{ kind: "team", results: [{ name: "Nameless" }, { slug: "new-york-yankees", name: "New York Yankees" }] }] },
      [
        {
          kind: "team",
          label: "Teams",
          count: 1,
          results: [expect.objectContaining({ path: "/teams/new-york-yankees", detail: null, sportSlug: null })],
        },
      ],
    ],
    [
      "groups in the fixed order (teams before players), whatever order they came in",
      {
        groups: [
          { kind: "player", label: "Players", count: 2, results: [babeRuth] },
          { kind: "team", label: "Teams", count: 1, results: [newYorkYankees] },
        ],
      },
      [expect.objectContaining({ kind: "team" }), expect.objectContaining({ kind: "player", count: 2 })],
    ],
  ])("%s", (_, raw, groups) => {
    expect(normaliseSearch(raw, "q").groups).toEqual(groups);
  });

  it("counts the results shown and falls back to the query asked", () => {
    const answer = normaliseSearch({ groups: [{ kind: "player", count: 9, results: [babeRuth, patrickRoy] }] }, "ruth");
    expect(answer.query).toBe("ruth");
    expect(answer.count).toBe(2);
  });
});
