// Query-parameter parsing with Django REST framework's error shape: a bad value answers
// 400 {"<param>": ["<message>"]}. Unknown parameters are ignored, as DRF does. The
// parameters themselves and their messages are the contract's (@tl/contract/params).
import { z } from "zod/mini";

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

export function parseQuery<T extends z.ZodMiniObject>(schema: T, query: unknown): z.output<T> {
  const result = z.safeParse(schema, lastValues(query));
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "non_field_errors";
    (errors[key] ??= []).push(issue.message);
  }
  throw new QueryError(errors);
}
