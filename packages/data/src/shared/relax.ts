// The client's raw schemas are the contract's item schemas made permissive (spec §3: any field
// may be missing): every field optional and nullable, an enumeration any text (a status the
// screens do not know passes through), an int any number, unknown fields dropped. Each resource
// then adds the alternatives spec §3 allows (a team as plain text, `date` for `game_date` …),
// so the shape itself is declared once, in @tl/contract.
import { z } from "zod/mini";

/** The type `relaxed` gives a contract type: fields optional and nullable, literals widened. */
export type Relaxed<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer E)[]
        ? Relaxed<E>[]
        : T extends object
          ? { [K in keyof T]?: Relaxed<T[K]> | null | undefined }
          : T;

type Field<T> = z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniType<Relaxed<T>>>>;
export type RelaxedShape<S extends z.core.$ZodShape> = { [K in keyof S]: Field<z.output<S[K]>> };

function relax(schema: z.core.$ZodType): z.ZodMiniType {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case "object":
      return z.object(relaxShape(def.shape));
    case "nullable":
    case "optional":
      return z.optional(z.nullable(relax(def.innerType)));
    case "array":
      return z.array(relax(def.element));
    case "record":
      return z.record(z.string(), z.optional(z.nullable(relax(def.valueType))));
    case "union":
      return z.union(def.options.map(relax));
    case "enum":
    case "literal":
    case "string":
      return z.string();
    case "number":
      return z.number();
    case "boolean":
      return z.boolean();
    default:
      throw new Error(`relaxed(): no permissive form for a ${def.type} schema`);
  }
}

function relaxShape(shape: z.core.$ZodShape): Record<string, z.ZodMiniType> {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, z.optional(z.nullable(relax(field)))]));
}

/**
 * The permissive form of a contract object. The cast states what `relax` builds field by field
 * (tested in relax.test.ts); zod's types cannot follow a schema rebuilt from its definition.
 */
export function relaxed<S extends z.core.$ZodShape>(schema: z.ZodMiniObject<S, z.core.$ZodObjectConfig>): z.ZodMiniObject<RelaxedShape<S>> {
  return z.object(relaxShape(schema._zod.def.shape)) as unknown as z.ZodMiniObject<RelaxedShape<S>>;
}

/** The object inside a contract field that may be null (`current_team`, `playing_experience`). */
export const nonNull = <T extends z.core.SomeType>(schema: z.ZodMiniNullable<T>): T => schema._zod.def.innerType;

/** The item of a contract list (`seasons` of a season picker). */
export const itemOf = <T extends z.core.SomeType>(schema: z.ZodMiniArray<T>): T => schema._zod.def.element;
