// The OpenAPI document's JSON Schemas, generated from the contract's zod schemas: every named
// shape once under components.schemas (nested shapes by $ref), a list's page envelope as
// Paginated<Name>List, and an answer outside the contract (the API root) inline.
import { components } from "@tl/contract/components";
import { page } from "@tl/contract/paging";
import { z } from "zod/mini";
import type { Endpoint } from "./endpoint";

export type JsonSchema = Record<string, unknown>;

const COMPONENTS = "#/components/schemas/";
const names = new Map<unknown, string>(Object.entries(components).map(([name, schema]) => [schema, name]));

const bare = (schema: JsonSchema): JsonSchema => {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
};

/** One zod schema as JSON Schema; `io: "input"` for what a client sends. */
export const toJsonSchema = (schema: z.ZodMiniType, io: "input" | "output"): JsonSchema =>
  bare(z.toJSONSchema(schema, { io, unrepresentable: "any" }));

/** components.schemas and, per endpoint, the schema of its 200 answer. */
export function responseSchemas(endpoints: readonly Endpoint[]) {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema as z.ZodMiniType, { id });
  const pages = new Set<string>();
  const bodies = endpoints.map((endpoint): JsonSchema => {
    const name = names.get(endpoint.item);
    if (name === undefined) return toJsonSchema(endpoint.kind === "list" ? page(endpoint.item) : endpoint.item, "output");
    if (endpoint.kind !== "list") return { $ref: `${COMPONENTS}${name}` };
    const id = `Paginated${name}List`;
    if (!pages.has(id)) registry.add(page(endpoint.item), { id });
    pages.add(id);
    return { $ref: `${COMPONENTS}${id}` };
  });
  const { schemas } = z.toJSONSchema(registry, { io: "output", unrepresentable: "any", uri: (id) => `${COMPONENTS}${id}` });
  return { schemas: Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, bare(schema as JsonSchema)])), bodies };
}
