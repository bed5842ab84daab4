// The OpenAPI 3.1 document, generated from the contract: each endpoint's query parameters from
// the zod schemas that validate them, its answers from the contract's item schemas
// (openapi-schemas.ts), named once under components.schemas.
import { MAX_PAGE_SIZE } from "@tl/contract/paging";
import { pathId, pathSlug } from "@tl/contract/params";
import { listQuerySchema, pathParameter, type Endpoint } from "./endpoint";
import { responseSchemas, toJsonSchema, type JsonSchema } from "./openapi-schemas";

const errorSchema = { type: "object", properties: { detail: { type: "string" } }, required: ["detail"] };
const fieldErrorsSchema = {
  type: "object",
  additionalProperties: { type: "array", items: { type: "string" } },
  description: 'One entry per invalid query parameter, e.g. {"season__start_year": ["Enter a valid year (YYYY)."]}',
};

const detailedErrorsSchema = {
  ...fieldErrorsSchema,
  properties: { detail: { type: "string", description: 'Every error in one sentence: "q: This field is required."' } },
  required: ["detail"],
  additionalProperties: fieldErrorsSchema.additionalProperties,
};

const jsonResponse = (description: string, schema: unknown) => ({ description, content: { "application/json": { schema } } });

const CSV_DESCRIPTION =
  "With ?format=csv: text/csv, RFC 4180, a header row then one row per result; one column per field of the results, nested objects under dotted names (home_team.name, sport.slug), arrays and maps as JSON text, null as an empty cell. Every matching row without page and page_size (streamed), that page with either.";

/** The 200 of a list: its JSON page, or CSV. */
const listResponse = (description: string, schema: unknown) => ({
  description,
  content: { "application/json": { schema }, "text/csv": { schema: { type: "string", description: CSV_DESCRIPTION } } },
});

/** The `{id}` or `{slug}` of a detail or nested list. */
function pathParameters(endpoint: Endpoint) {
  const name = pathParameter(endpoint.path);
  if (name === undefined) return [];
  const byId = name === "id";
  const description = byId
    ? "The item's id."
    : endpoint.kind === "detail" && endpoint.ids === true
      ? "The item's slug, or its id (a number is the id)."
      : "The slug.";
  return [{ name, in: "path", required: true, description, schema: toJsonSchema(byId ? pathId : pathSlug, "input") }];
}

function queryParameters(endpoint: Endpoint) {
  if (endpoint.kind === "detail") return [];
  const schema = toJsonSchema(endpoint.kind === "list" ? listQuerySchema(endpoint) : endpoint.filters, "input");
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return { name, in: "query", required: required.has(name), schema: propertySchema, ...(description ? { description } : {}) };
  });
}

/** Details and the API root take no query parameter, so never answer 400. */
const takesQuery = (endpoint: Endpoint) =>
  endpoint.kind === "list" || (endpoint.kind === "summary" && Object.keys(endpoint.filters.def.shape).length > 0);

function operation(endpoint: Endpoint, body: JsonSchema) {
  return {
    get: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      parameters: [...pathParameters(endpoint), ...queryParameters(endpoint)],
      responses: {
        200: (endpoint.kind === "list" ? listResponse : jsonResponse)(
          "OK. Carries a strong ETag; send it back in If-None-Match to get 304.",
          body,
        ),
        304: { description: 'Not modified: If-None-Match holds the ETag, strong or weak (W/"…"), or is *.' },
        ...(takesQuery(endpoint)
          ? {
              400: jsonResponse(
                "A query parameter is invalid.",
                endpoint.kind === "summary" && endpoint.detailedErrors ? detailedErrorsSchema : fieldErrorsSchema,
              ),
            }
          : {}),
        ...(endpoint.kind === "summary"
          ? {}
          : { 404: jsonResponse(endpoint.kind === "list" ? "Invalid page (or unknown parent)." : "Not found.", errorSchema) }),
        405: jsonResponse("Only GET, HEAD and OPTIONS are allowed.", errorSchema),
        429: jsonResponse("Too many requests from this client; see Retry-After.", errorSchema),
      },
    },
  };
}

export function openApiDocument(endpoints: readonly Endpoint[]) {
  const { schemas, bodies } = responseSchemas(endpoints);
  return {
    openapi: "3.1.0",
    info: {
      title: "Title Ledger API",
      version: "1.0.0",
      description: [
        "Public, read-only JSON API of championship history: championships, champions, seasons, teams, games, standings, players and coaches.",
        `Lists are paged Django-REST style: {count, next, previous, results}; \`page\` from 1, \`page_size\` up to ${String(MAX_PAGE_SIZE)}.`,
        "Filters combine with AND; `search` matches every word of the text, in any order, in one of the fields, ignoring case and accents (`jagr` finds Jágr, `ruth babe` Babe Ruth); `ordering` takes comma-separated fields, `-field` for descending.",
        "Every path ends with a slash; a GET without it is redirected. Responses may be cached for 60 seconds.",
        "`/api/` lists the resources. Any origin may read the API from a browser (CORS, GET and HEAD); an ETag in If-None-Match, strong or weak, answers 304.",
        "Every team an answer names has one shape (TeamRef: name, city, abbreviation, sport_name, slug); every id or slug an answer carries has its detail path. Lists also answer `?format=csv`.",
      ].join("\n\n"),
    },
    servers: [{ url: "/" }],
    paths: Object.fromEntries(endpoints.map((endpoint, index) => [endpoint.path, operation(endpoint, bodies[index] ?? {})])),
    components: { schemas },
  };
}
