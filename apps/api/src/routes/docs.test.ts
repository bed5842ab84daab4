import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../app";
import { json, seededApp, type ApiTestContext } from "../test/api-app";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
});
afterAll(() => ctx.close());

interface Operation {
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  responses: Record<string, { content?: { "application/json": { schema: Record<string, unknown> } } }>;
}

/** The document with each $ref to components.schemas replaced by the schema it names, as a client's tooling reads it. */
function dereferenced(document: { components?: { schemas?: Record<string, unknown> } }): unknown {
  const schemas = document.components?.schemas ?? {};
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (typeof value !== "object" || value === null) return value;
    const { $ref, ...rest } = value as Record<string, unknown>;
    const target = typeof $ref === "string" ? (resolve(schemas[$ref.replace("#/components/schemas/", "")]) as Record<string, unknown>) : {};
    return { ...target, ...Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, resolve(inner)])) };
  };
  return resolve(document);
}

describe("/api/schema/", () => {
  it("is an OpenAPI 3.1 document describing every endpoint the server registers", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/schema/" });
    expect(response.statusCode).toBe(200);
    const document = json(response.body) as { openapi: string; paths: Record<string, { get: Operation }> };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths).sort()).toEqual(endpoints.map((endpoint) => endpoint.path).sort());
    expect(Object.keys(document.paths)).toContain("/api/championships/champions/");
  });

  it("lists each list's filters, paging and ordering, with their validation rules", async () => {
    const document = dereferenced(json((await ctx.app.inject({ method: "GET", url: "/api/schema/" })).body) as object) as {
      paths: Record<string, { get: Operation }>;
    };
    const champions = document.paths["/api/championships/champions/"]?.get;
    const names = champions?.parameters.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["season__start_year", "sport__slug", "search", "ordering", "page", "page_size"]));
    const year = champions?.parameters.find((p) => p.name === "season__start_year");
    expect(year?.schema.pattern).toBe("^\\d{4}$");
    const results = champions?.responses["200"]?.content?.["application/json"].schema.properties as Record<
      string,
      { items?: { properties?: Record<string, unknown> } }
    >;
    expect(Object.keys(results.results?.items?.properties ?? {})).toEqual(
      expect.arrayContaining(["team_city", "team_name", "record", "coach", "mvp", "notes"]),
    );
    const detail = document.paths["/api/teams/teams/{slug}/"]?.get;
    expect(detail?.parameters).toEqual([expect.objectContaining({ name: "slug", in: "path", required: true })]);
  });
});

describe("/api/docs/", () => {
  it("is a readable HTML page naming every endpoint, with its stylesheet", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    for (const endpoint of endpoints) expect(response.body).toContain(`GET ${endpoint.path}`);
    expect(response.body).not.toMatch(/<script|style=/);
    const css = await ctx.app.inject({ method: "GET", url: "/api/docs/docs.css" });
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
  });
});

describe("/api/schema/ components", () => {
  it("names each shape of the contract once and every reference resolves", async () => {
    const text = (await ctx.app.inject({ method: "GET", url: "/api/schema/" })).body;
    const schemas = (json(text) as { components: { schemas: Record<string, unknown> } }).components.schemas;
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(["Championship", "Sport", "Player", "CurrentTeam", "PaginatedPlayerList"]));
    const references = [...text.matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map(([, name]) => name ?? "");
    expect(references.length).toBeGreaterThan(50);
    expect(references.filter((name) => !(name in schemas))).toEqual([]);
  });
});
