// Building blocks for the normalisers. spec §3 lets the API send several shapes for one field
// (a team as an object or plain text, `rank` or `position`, a person nested or flat), and any
// field may be missing. Raw schemas accept all of them; normalisers then apply the defaults.
import { z } from "zod/mini";

/** A field that may be missing or null. */
export const maybe = <T extends z.core.SomeType>(schema: T) => z.optional(z.nullable(schema));

export const maybeText = maybe(z.string());
export const maybeNumber = maybe(z.number());
export const maybeBoolean = maybe(z.boolean());
/** Ids are numbers here, but any Django-style API may send strings. */
export const maybeId = maybe(z.union([z.number(), z.string()]));

/** `{ name: … }` or plain text (spec §3: divisions, conferences, venues, leagues …). */
export const nameOrText = maybe(z.union([z.string(), z.object({ name: maybeText })]));
export type NameOrText = z.infer<typeof nameOrText>;

/** The name of a `{ name }` object or plain text, trimmed; null when missing or blank. */
export function nameOf(value: NameOrText): string | null {
  const text = typeof value === "string" ? value : value?.name;
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

/** Trimmed text, or `fallback` when missing or blank. */
export function textOr<F extends string | null>(value: string | null | undefined, fallback: F): string | F {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/** The first of `values` that is a finite number, else `fallback`. */
export function numberOr<F extends number | null>(fallback: F, ...values: (number | null | undefined)[]): number | F {
  for (const value of values) if (typeof value === "number" && Number.isFinite(value)) return value;
  return fallback;
}

/** A stable key for React lists: the id when there is one, else the list position. */
export function keyOf(id: number | string | null | undefined, index: number): string {
  return id === null || id === undefined ? `#${String(index)}` : String(id);
}

/** Items trimmed, blank ones dropped. */
export function trimmedList(items: readonly string[] | null | undefined): string[] {
  return (items ?? []).map((item) => item.trim()).filter((item) => item !== "");
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Los Angeles" + "Angels" → "Los Angeles Angels"; a name that already starts with its city stays as it is. */
export function cityAndName(city: string | null, name: string): string {
  return city && !name.startsWith(city) ? `${city} ${name}` : name;
}
