// The CSV columns of a list, from the contract's item schema (so an empty list still has its
// header): one per field, a nested object's fields under dotted names (home_team.name,
// sport.slug), an array or a map as one column of JSON text.
import type { z } from "zod/mini";

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
}

const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as Def;

/** The object schema under nullable, optional and pipes, if it is one. */
function objectShape(schema: z.ZodMiniType): Record<string, z.ZodMiniType> | undefined {
  const def = defOf(schema);
  if (def.type === "object") return def.shape;
  const inner = def.innerType ?? (def.type === "pipe" ? def.out : undefined);
  return inner ? objectShape(inner) : undefined;
}

/** Each column as its path of keys, in the schema's field order. */
export function csvColumns(item: z.ZodMiniType, prefix: readonly string[] = []): string[][] {
  const shape = objectShape(item);
  if (shape === undefined) return [[...prefix]];
  return Object.entries(shape).flatMap(([key, field]) => csvColumns(field, [...prefix, key]));
}

/** One cell: empty for null, JSON text for an array or map, else the value as text. */
export function csvCell(row: unknown, path: readonly string[]): string {
  let value: unknown = row;
  for (const key of path) value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}
