// Read-only endpoints, declared once and used three ways: to register the route, to validate
// its query, and to describe it in the OpenAPI document. Every path answers GET and HEAD;
// OPTIONS lists the methods; anything else is 405.
import type { Database } from "@tl/db/client";
import type { OrderBy, Page, PageRequest } from "@tl/db/queries/common";
import { listQuery } from "@tl/contract/paging";
import { param, pathSlug } from "@tl/contract/params";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod/mini";
import { InvalidPage, pageChoice, paginated } from "./pagination";
import { lastValues, parseQuery, QueryError } from "./query";

export interface ListEndpoint<F extends z.ZodMiniObject = z.ZodMiniObject> {
  kind: "list";
  path: string;
  summary: string;
  tag: string;
  /** Filters (and search) this list accepts; paging and ordering are added. */
  filters: F;
  ordering: readonly string[];
  item: z.ZodMiniType;
  /** Part of the response-cache key besides the URL, for answers that change without a data change. */
  cacheVary?: () => string;
  /** For a nested list (`…/{slug}/champions/`): the parent, or undefined to answer 404. */
  parent?: (db: Database, slug: string) => Promise<unknown>;
  list(db: Database, filters: z.output<F> & { slug?: string }, page: PageRequest, ordering: readonly OrderBy[]): Promise<Page<unknown>>;
}

export interface DetailEndpoint {
  kind: "detail";
  /** Ends in `{slug}/`. */
  path: string;
  summary: string;
  tag: string;
  item: z.ZodMiniType;
  get(db: Database, slug: string): Promise<unknown>;
}

/** One object computed over a filtered set (counters, facet options): not paged, no ordering. */
export interface SummaryEndpoint<F extends z.ZodMiniObject = z.ZodMiniObject> {
  kind: "summary";
  path: string;
  summary: string;
  tag: string;
  /** Everything it accepts. */
  filters: F;
  item: z.ZodMiniType;
  cacheVary?: () => string;
  /** The request is there for answers that name their own URLs (the API root). */
  get(db: Database, filters: z.output<F>, request: FastifyRequest): Promise<unknown>;
}

export type Endpoint = ListEndpoint | DetailEndpoint | SummaryEndpoint;

/** Declares a list; its `list` function is type-checked against its own `filters` here. */
export const listEndpoint = <F extends z.ZodMiniObject>(endpoint: Omit<ListEndpoint<F>, "kind">): ListEndpoint =>
  // Widening the filter type is safe: the handler parses with this endpoint's own schema.
  ({ kind: "list", ...endpoint }) as unknown as ListEndpoint;
export const detailEndpoint = (endpoint: Omit<DetailEndpoint, "kind">): DetailEndpoint => ({ kind: "detail", ...endpoint });
export const summaryEndpoint = <F extends z.ZodMiniObject>(endpoint: Omit<SummaryEndpoint<F>, "kind">): SummaryEndpoint =>
  // As for lists: the handler parses with this endpoint's own schema.
  ({ kind: "summary", ...endpoint }) as unknown as SummaryEndpoint;

const ALLOWED = ["GET", "HEAD", "OPTIONS"];
const isSlug = (slug: string) => z.safeParse(pathSlug, slug).success;

/** The zod schema of everything a list accepts, for the OpenAPI document. */
export const listQuerySchema = (endpoint: ListEndpoint) => listQuery(endpoint.filters, endpoint.ordering);

const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

export function registerEndpoint(app: FastifyInstance, db: Database, endpoint: Endpoint) {
  const url = toFastifyPath(endpoint.path);
  const handler = endpoint.kind === "list" ? listHandler(db, endpoint) : endpoint.kind === "summary" ? summaryHandler(db, endpoint) : detailHandler(db, endpoint);
  const cacheVary = endpoint.kind === "detail" ? undefined : endpoint.cacheVary;
  app.get(url, { config: { cache: true, ...(cacheVary ? { cacheVary } : {}) } }, handler);
  app.options(url, (_request, reply) =>
    reply.header("allow", ALLOWED.join(", ")).send({ name: endpoint.summary, allowed_methods: ALLOWED, path: endpoint.path }),
  );
  app.route({
    method: ["POST", "PUT", "PATCH", "DELETE"],
    url,
    handler: (request, reply) => reply.code(405).header("allow", ALLOWED.join(", ")).send({ detail: `Method "${request.method}" not allowed.` }),
  });
}

function listHandler(db: Database, endpoint: ListEndpoint) {
  const orderingSchema = z.object({ ordering: param.ordering(endpoint.ordering) });
  return async (request: FastifyRequest<{ Params: { slug?: string } }>, reply: FastifyReply) => {
    const { slug } = request.params;
    if (slug !== undefined && (!isSlug(slug) || (await endpoint.parent?.(db, slug)) === undefined)) {
      return reply.code(404).send({ detail: "Not found." });
    }
    try {
      const filters = parseQuery(endpoint.filters, request.query);
      const { ordering } = parseQuery(orderingSchema, request.query);
      const choice = pageChoice(lastValues(request.query));
      const page = await endpoint.list(db, { ...filters, slug }, choice, ordering ?? []);
      return paginated(request, choice, page.count, page.results);
    } catch (error) {
      if (error instanceof QueryError) return reply.code(400).send(error.errors);
      if (error instanceof InvalidPage) return reply.code(404).send({ detail: error.message });
      throw error;
    }
  };
}

function summaryHandler(db: Database, endpoint: SummaryEndpoint) {
  // Typed like the other handlers' requests, so the three fit one route signature.
  return async (request: FastifyRequest<{ Params: { slug?: string } }>, reply: FastifyReply) => {
    try {
      return await endpoint.get(db, parseQuery(endpoint.filters, request.query), request);
    } catch (error) {
      if (error instanceof QueryError) return reply.code(400).send(error.errors);
      throw error;
    }
  };
}

function detailHandler(db: Database, endpoint: DetailEndpoint) {
  return async (request: FastifyRequest<{ Params: { slug?: string } }>, reply: FastifyReply) => {
    const slug = request.params.slug ?? "";
    const item = isSlug(slug) ? await endpoint.get(db, slug) : undefined;
    if (item === undefined) return reply.code(404).send({ detail: "Not found." });
    return item;
  };
}
