import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod/mini";
import { relaxed, type Relaxed } from "./relax";

// A strict item as the contract declares them: every field required, enumerations closed.
const strict = z.strictObject({
  id: z.int(),
  name: z.string().check(z.describe("The name.")),
  status: z.enum(["live", "final"]),
  score: z.nullable(z.int()),
  team: z.nullable(z.strictObject({ name: z.string(), slug: z.string() })),
  awards: z.array(z.string()),
  stats: z.record(z.string(), z.number()),
  active: z.boolean(),
});

const raw = relaxed(strict);

describe("relaxed: a contract item made permissive (spec §3)", () => {
  it.each<[string, unknown, unknown]>([
    ["an empty object", {}, {}],
    ["every field null", { id: null, name: null, team: null, awards: null }, { id: null, name: null, team: null, awards: null }],
    ["an unknown status passes as text", { status: "postponed" }, { status: "postponed" }],
    ["a number where the contract says int", { id: 1.5 }, { id: 1.5 }],
    ["a nested object missing fields", { team: { name: "Eagles" } }, { team: { name: "Eagles" } }],
    ["a stat without a value", { stats: { hits: 3, era: null } }, { stats: { hits: 3, era: null } }],
    ["unknown fields dropped", { name: "Eagles", extra: 1 }, { name: "Eagles" }],
  ])("accepts %s", (_, input, output) => {
    expect(raw.parse(input)).toEqual(output);
  });

  it.each<[string, unknown]>([
    ["text for a number", { id: "7" }],
    ["a number for text", { name: 7 }],
    ["a list of the wrong items", { awards: [1] }],
    ["text for a boolean", { active: "yes" }],
    ["text for an object", { team: "Eagles" }],
  ])("still rejects %s", (_, input) => {
    expect(raw.safeParse(input).success).toBe(false);
  });

  it("types every field as optional and nullable, literals widened", () => {
    expectTypeOf<z.infer<typeof raw>>().toEqualTypeOf<Relaxed<z.infer<typeof strict>>>();
    expectTypeOf<z.infer<typeof raw>["status"]>().toEqualTypeOf<string | null | undefined>();
  });
});
