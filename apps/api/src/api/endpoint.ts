// Read-only endpoints, declared once and used three ways: to register the route, to validate
// its query, and to describe it in the OpenAPI document. Every path answers GET and HEAD;
// OPTIONS lists the methods; anything else is 405. The handlers are in handlers.ts.
import type { Database } from "@tl/db/client";
import type { DetailKey, OrderBy, Page, PageRequest } from "@tl/db/queries/common";
import { listQuery } from "@tl/contract/paging";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod/mini";
import { detailHandler, listHandler, summaryHandler } from "./handlers";

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
  /** Ends in `{id}/` (a number) or `{slug}/`. */
  path: string;
  summary: string;
  tag: string;
  item: z.ZodMiniType;
  /** On a `{slug}/` path: a number there is the item's id (the items carry both). */
  ids?: boolean;
  /** The item, or undefined (404). */
  get(db: Database, key: DetailKey): Promise<unknown>;
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
  /** Its 400s also say what is wrong in one sentence, {"detail": "q: …", "q": ["…"]}, for a client to show as is. */
  detailedErrors?: boolean;
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

/** The zod schema of everything a list accepts, for the OpenAPI document. */
export const listQuerySchema = (endpoint: ListEndpoint) => listQuery(endpoint.filters, endpoint.ordering);

/** `{id}` or `{slug}`: the name of a detail's or nested list's path parameter. */
export const pathParameter = (path: string) => /\{(\w+)\}/.exec(path)?.[1];

const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

export function registerEndpoint(app: FastifyInstance, db: Database, endpoint: Endpoint) {
  const url = toFastifyPath(endpoint.path);
  const handler =
    endpoint.kind === "list"
      ? listHandler(db, endpoint)
      : endpoint.kind === "summary"
        ? summaryHandler(db, endpoint)
        : detailHandler(db, endpoint);
  const cacheVary = endpoint.kind === "detail" ? undefined : endpoint.cacheVary;
  app.get(url, { config: { cache: true, ...(cacheVary ? { cacheVary } : {}) } }, handler);
  app.options(url, (_request, reply) =>
    reply.header("allow", ALLOWED.join(", ")).send({ name: endpoint.summary, allowed_methods: ALLOWED, path: endpoint.path }),
  );
  app.route({
    method: ["POST", "PUT", "PATCH", "DELETE"],
    url,
    handler: (request, reply) =>
      reply
        .code(405)
        .header("allow", ALLOWED.join(", "))
        .send({ detail: `Method "${request.method}" not allowed.` }),
  });
}
