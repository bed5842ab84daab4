// The query parameters' answers as a client sees them in a 400 body: each value, the value
// the API reads or the message it sends. zod/mini loads no locale, so every message here is
// the contract's own text, the same whether or not classic zod is loaded.
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { param } from "./params";

const query = z.object({
  slug: param.slug(),
  text: param.text(),
  year: param.year(),
  choice: param.choice(["active", "inactive"]),
  date: param.date(),
  required: param.requiredText(),
  ordering: param.ordering(["name", "first_year"]),
});

/** What the API would answer for one parameter: its value, or its messages. */
function answer(name: keyof typeof query.shape, value: string | undefined): unknown {
  const result = z.safeParse(query, { required: "x", [name]: value });
  if (result.success) return result.data[name];
  return result.error.issues.filter((issue) => issue.path[0] === name).map((issue) => issue.message);
}

const TOO_LONG = "Ensure this value has at most 100 characters.";

describe("query parameters", () => {
  it.each([
    ["slug", "new-york-yankees", "new-york-yankees"],
    ["slug", "", undefined],
    ["slug", "New York", ["Enter a valid slug consisting of lower-case letters, numbers or hyphens."]],
    ["slug", "a".repeat(65), ["Ensure this value has at most 64 characters."]],
    ["text", "  Yankees ", "Yankees"],
    ["text", "", undefined],
    ["text", "x".repeat(101), [TOO_LONG]],
    ["text", "a\u0000b", ["Null characters are not allowed."]],
    ["year", "2024", 2024],
    ["year", "24", ["Enter a valid year (YYYY)."]],
    ["year", "1849", ["Enter a year between 1850 and 2100."]],
    ["choice", "active", "active"],
    ["choice", "retired", ["Select a valid choice. retired is not one of the available choices: active, inactive."]],
    ["date", "2024-02-29", "2024-02-29"],
    ["date", "2024-02-30", ["Enter a valid date (YYYY-MM-DD)."]],
    ["date", "0000-01-01", ["Enter a valid date (YYYY-MM-DD)."]],
    ["date", "tomorrow", ["Enter a valid date (YYYY-MM-DD)."]],
    ["required", "", ["This field is required."]],
    ["required", undefined, ["This field is required."]],
    ["required", "   ", ["This field is required."]],
    [
      "ordering",
      "-first_year, name",
      [
        { field: "first_year", descending: true },
        { field: "name", descending: false },
      ],
    ],
    ["ordering", "name,-wins,city", ["Unknown ordering field 'wins'. Choose from: name, first_year."]],
    ["ordering", "n".repeat(101), ["Too big: expected string to have <=100 characters"]],
  ] as const)("%s=%j answers %j", (name, value, expected) => {
    expect(answer(name, value)).toEqual(expected);
  });
});
