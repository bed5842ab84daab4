import { describe, expect, it } from "vitest";
import { compareNames } from "./compare-names";

const english = new Intl.Collator("en");
const sign = (value: number) => Math.sign(value);

/** A random name of 0-8 characters, mostly letters, spaces and the signs names hold. */
function randomName(random: () => number): string {
  const alphabet = "aAbBcCdDeEzZ  --..''&0129()/_~$";
  const printable = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join("");
  const length = Math.floor(random() * 9);
  return Array.from({ length }, () => {
    const from = random() < 0.8 ? alphabet : printable;
    return from[Math.floor(random() * from.length)] ?? "a";
  }).join("");
}

/** A seeded generator (mulberry32), so a failure can be repeated. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("compareNames", () => {
  it("orders names as English collation does", () => {
    const names = [
      "NFC West",
      "National League",
      "AFC East",
      "American League",
      "al central",
      "AL Central",
      "A",
      "a",
      "",
      "St. Louis",
      "St Louis",
      "Saint-Louis",
      "1920s",
      "Z",
    ];
    expect([...names].sort(compareNames)).toEqual([...names].sort(english.compare));
  });

  it("agrees with Intl.Collator('en') on 50,000 random pairs of printable ASCII", () => {
    const random = seeded(18);
    const disagreements: string[] = [];
    for (let index = 0; index < 50_000; index += 1) {
      const [a, b] = [randomName(random), randomName(random)];
      if (sign(compareNames(a, b)) !== sign(english.compare(a, b))) disagreements.push(`${JSON.stringify(a)} ${JSON.stringify(b)}`);
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });

  it("leaves names beyond ASCII to the collation", () => {
    expect(compareNames("Montréal", "Montreal")).toBe(sign(english.compare("Montréal", "Montreal")));
    expect(["Zürich", "Zug", "Zurich"].sort(compareNames)).toEqual(["Zug", "Zurich", "Zürich"].sort(english.compare));
  });
});
