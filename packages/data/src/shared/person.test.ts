import { describe, expect, it } from "vitest";
import { normalisePerson } from "./person";

const today = new Date(2026, 10, 22);

describe("normalisePerson (spec §3 Player, Coach)", () => {
  it.each([
    [
      "nested person",
      { person: { first_name: "Babe", last_name: "Ruth", full_name: "Babe Ruth", birth_date: "1895-02-06", birth_place: "Baltimore, MD" } },
      { firstName: "Babe", lastName: "Ruth", fullName: "Babe Ruth", age: 131, birthDate: "1895-02-06", birthPlace: "Baltimore, MD" },
    ],
    [
      "flat fields",
      { first_name: "Wayne", last_name: "Gretzky", age: 65 },
      { firstName: "Wayne", lastName: "Gretzky", fullName: "Wayne Gretzky", age: 65, birthDate: null, birthPlace: null },
    ],
    ["nothing", {}, { firstName: "Unknown", lastName: "Player", fullName: "Unknown Player", age: null, birthDate: null, birthPlace: null }],
    [
      "blank names",
      { person: { first_name: " ", last_name: "" } },
      { firstName: "Unknown", lastName: "Player", fullName: "Unknown Player", age: null, birthDate: null, birthPlace: null },
    ],
  ])("%s", (_, raw, person) => {
    expect(normalisePerson(raw, "Player", today)).toEqual(person);
  });

  it("defaults a coach's names to 'Unknown Coach'", () => {
    expect(normalisePerson({ person: null }, "Coach", today)).toMatchObject({
      firstName: "Unknown",
      lastName: "Coach",
      fullName: "Unknown Coach",
    });
  });

  it("prefers the given age to the birth date", () => {
    expect(normalisePerson({ person: { age: 40, birth_date: "1990-01-01" } }, "Coach", today).age).toBe(40);
  });
});
