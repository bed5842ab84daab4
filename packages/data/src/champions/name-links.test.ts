import { describe, expect, it } from "vitest";
import { linkNames, type NameLink } from "./name-links";

const player = (slug: string, name: string): NameLink => ({ kind: "players", slug, name });
const cey = player("ron-cey", "Ron Cey");
const guerrero = player("pedro-guerrero", "Pedro Guerrero");
const yeager = player("steve-yeager", "Steve Yeager");

describe("linkNames", () => {
  it.each<[string, string, NameLink[], [string, string | null][]]>([
    ["one name, linked", "Larry Bird", [player("larry-bird", "Larry Bird")], [["Larry Bird", "larry-bird"]]],
    [
      "co-MVPs, each linked, in the text's order whatever the links' order",
      "Ron Cey, Pedro Guerrero and Steve Yeager",
      [yeager, cey, guerrero],
      [
        ["Ron Cey", "ron-cey"],
        [", ", null],
        ["Pedro Guerrero", "pedro-guerrero"],
        [" and ", null],
        ["Steve Yeager", "steve-yeager"],
      ],
    ],
    [
      "a co-MVP we hold no person of stays text",
      "Ron Cey, Pedro Guerrero and Steve Yeager",
      [guerrero],
      [
        ["Ron Cey, ", null],
        ["Pedro Guerrero", "pedro-guerrero"],
        [" and Steve Yeager", null],
      ],
    ],
    ["no links: the text", "Not Available", [], [["Not Available", null]]],
    ["a link the text does not name is left out", "Larry Bird", [cey], [["Larry Bird", null]]],
  ])("%s", (_, text, links, expected) => {
    expect(linkNames(text, links).map((segment) => [segment.text, segment.link?.slug ?? null])).toEqual(expected);
  });
});
