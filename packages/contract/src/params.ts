// Query-parameter building blocks with Django REST framework's messages: a bad value answers
// 400 {"<param>": ["<message>"]}. Every resource's filters are made of these, so a parameter
// means and says the same thing wherever it appears.
import { z } from "zod/mini";

export const MAX_TEXT = 100;
const TOO_LONG = `Ensure this value has at most ${String(MAX_TEXT)} characters.`;
const REQUIRED = "This field is required.";
const DATE_MESSAGE = "Enter a valid date (YYYY-MM-DD).";

/** Empty values mean "no filter", as in a form left blank. */
const blankIsMissing = z.transform((value: unknown) => (value === "" ? undefined : value));
const optional = <T extends z.ZodMiniType>(schema: T) => z.pipe(blankIsMissing, z.optional(schema));

/** A YYYY-MM-DD that names a real day PostgreSQL accepts: not 2024-02-30, not year 0. */
function isCalendarDate(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !text.startsWith("0000") && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

const slug = () =>
  optional(
    z
      .string()
      .check(
        z.maxLength(64, "Ensure this value has at most 64 characters."),
        z.regex(/^[a-z0-9][a-z0-9-]*$/, "Enter a valid slug consisting of lower-case letters, numbers or hyphens."),
      ),
  );

// PostgreSQL text cannot hold NUL; say so instead of failing the query (DRF's wording).
const boundedText = () =>
  z.string().check(
    z.trim(),
    z.maxLength(MAX_TEXT, TOO_LONG),
    z.refine((text) => !text.includes("\u0000"), "Null characters are not allowed."),
  );

const year = () =>
  optional(
    z
      .pipe(z.string().check(z.regex(/^\d{4}$/, "Enter a valid year (YYYY).")), z.transform(Number))
      .check(z.refine((value) => value >= 1850 && value <= 2100, "Enter a year between 1850 and 2100.")),
  );

const choice = <const T extends readonly [string, ...string[]]>(choices: T) =>
  optional(
    z.enum(choices, {
      error: (issue) => `Select a valid choice. ${String(issue.input)} is not one of the available choices: ${choices.join(", ")}.`,
    }),
  );

// The pattern aborts, so a bad value gets one message; the calendar check stops 2024-02-30,
// which Date.parse accepts and PostgreSQL rejects.
const date = () =>
  optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_MESSAGE, abort: true }), z.refine(isCalendarDate, DATE_MESSAGE)));

/** Like text but required (by_position/, by_division/), with DRF's message for a missing or blank value. */
const requiredText = () =>
  z.pipe(
    blankIsMissing,
    z
      .string({ error: (issue) => (issue.input === undefined ? REQUIRED : "Not a valid string.") })
      .check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(MAX_TEXT, TOO_LONG)),
  );

export interface Ordering {
  field: string;
  descending: boolean;
}

/** `ordering=-first_year,name`: each field from `fields`, `-` for descending. */
const ordering = (fields: readonly string[]) =>
  optional(
    z.pipe(
      z.string().check(z.maxLength(MAX_TEXT, `Too big: expected string to have <=${String(MAX_TEXT)} characters`)),
      z.transform((text: string, context): Ordering[] => {
        const terms = text
          .split(",")
          .map((term) => term.trim())
          .filter(Boolean);
        const unknown = terms.map((term) => term.replace(/^-/, "")).find((field) => !fields.includes(field));
        if (unknown !== undefined)
          context.issues.push({
            code: "custom",
            input: text,
            message: `Unknown ordering field '${unknown}'. Choose from: ${fields.join(", ")}.`,
          });
        return terms.map((term) => ({ field: term.replace(/^-/, ""), descending: term.startsWith("-") }));
      }),
    ),
  );

export const param = { slug, text: () => optional(boundedText()), year, choice, date, requiredText, ordering };

/** The two filters that choose a site's data: every list and summary takes them. */
export const siteScope = () => ({ sport__slug: param.slug(), level__slug: param.slug() });

/**
 * The league within a site's sport and level (issue #15: a sport site holds several, MLB and the
 * Negro Leagues, the NBA, BAA and ABA): every list whose rows belong to a league takes it, so one
 * league's rows are never mixed with another's. The API answers 400 for a slug no league has.
 */
export const leagueScope = () => ({
  league__slug: param.slug().check(z.describe("A league's slug (/api/meta/leagues/), e.g. 'mlb' or 'negro-american-league'.")),
});

/** "Season start year" as every list but the standings' `season` takes it. */
export const seasonStartYear = () => param.year().check(z.describe("Season start year: 2024-25 is 2024."));

/** The `{slug}` of a detail or nested path; anything else is an unknown object (404). */
export const pathSlug = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,99}$/));

/** The `{id}` of a detail path: a positive 32-bit integer as digits; anything else is an unknown object (404). */
export const pathId = z.string().check(
  z.regex(/^[1-9]\d{0,9}$/),
  z.refine((text) => Number(text) <= 2_147_483_647),
);
