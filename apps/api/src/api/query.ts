// Query-parameter parsing with Django REST framework's error shape: a bad value answers
// 400 {"<param>": ["<message>"]}. Unknown parameters are ignored, as DRF does.
import { z } from "zod";

export class QueryError extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super("invalid query parameters");
  }
}

/** Fastify turns a repeated parameter into an array; like Django's QueryDict.get, the last wins. */
export function lastValues(query: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (typeof query !== "object" || query === null) return values;
  for (const [key, value] of Object.entries(query)) {
    const last: unknown = Array.isArray(value) ? value.at(-1) : value;
    if (typeof last === "string") values[key] = last;
  }
  return values;
}

export function parseQuery<T extends z.ZodObject>(schema: T, query: unknown): z.output<T> {
  const result = schema.safeParse(lastValues(query));
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "non_field_errors";
    (errors[key] ??= []).push(issue.message);
  }
  throw new QueryError(errors);
}

const MAX_TEXT = 100;

/** Empty values mean "no filter", as in a form left blank. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** A YYYY-MM-DD that names a real day PostgreSQL accepts: not 2024-02-30, not year 0. */
function isCalendarDate(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !text.startsWith("0000") && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}
const DATE_MESSAGE = "Enter a valid date (YYYY-MM-DD).";

export const param = {
  slug: () =>
    optional(
      z
        .string()
        .max(64, "Ensure this value has at most 64 characters.")
        .regex(/^[a-z0-9][a-z0-9-]*$/, "Enter a valid slug consisting of lower-case letters, numbers or hyphens."),
    ),
  text: () =>
    optional(
      z
        .string()
        .trim()
        .max(MAX_TEXT, `Ensure this value has at most ${String(MAX_TEXT)} characters.`)
        // PostgreSQL text cannot hold NUL; say so instead of failing the query (DRF's wording).
        .refine((text) => !text.includes("\u0000"), "Null characters are not allowed."),
    ),
  year: () =>
    optional(
      z
        .string()
        .regex(/^\d{4}$/, "Enter a valid year (YYYY).")
        .transform(Number)
        .refine((year) => year >= 1850 && year <= 2100, "Enter a year between 1850 and 2100."),
    ),
  choice: <const T extends readonly [string, ...string[]]>(choices: T) =>
    optional(z.enum(choices, { error: (issue) => `Select a valid choice. ${String(issue.input)} is not one of the available choices: ${choices.join(", ")}.` })),
  // The pattern aborts, so a bad value gets one message; the calendar check stops 2024-02-30,
  // which Date.parse accepts and PostgreSQL rejects.
  date: () =>
    optional(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_MESSAGE, abort: true })
        .refine(isCalendarDate, DATE_MESSAGE),
    ),
};

export interface Ordering {
  field: string;
  descending: boolean;
}

/** `ordering=-first_year,name`: each field from `fields`, `-` for descending. */
export function orderingParam(fields: readonly string[]): z.ZodType<Ordering[] | undefined> {
  return optional(
    z
      .string()
      .max(MAX_TEXT)
      .transform((text, context) => {
        const terms = text.split(",").map((term) => term.trim()).filter(Boolean);
        const ordering: Ordering[] = [];
        for (const term of terms) {
          const field = term.replace(/^-/, "");
          if (!fields.includes(field)) {
            context.addIssue({ code: "custom", message: `Unknown ordering field '${field}'. Choose from: ${fields.join(", ")}.` });
            return z.NEVER;
          }
          ordering.push({ field, descending: term.startsWith("-") });
        }
        return ordering;
      }),
  );
}
