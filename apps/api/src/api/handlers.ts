// The three kinds of endpoint's GET handlers (endpoint.ts): a list (a JSON page, or CSV), a
// summary, and a detail found by its id or slug.
import type { Database } from "@tl/db/client";
import type { DetailKey } from "@tl/db/queries/common";
import { formatParam } from "@tl/contract/paging";
import { param, pathId, pathSlug } from "@tl/contract/params";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod/mini";
import { csvColumns } from "./csv/columns";
import { answerCsv } from "./csv/answer";
import type { DetailEndpoint, ListEndpoint, SummaryEndpoint } from "./endpoint";
import { checkLeague } from "./known-league";
import { InvalidPage, pageChoice, paginated } from "./pagination";
import { lastValues, parseQuery, QueryError } from "./query";

type Request = FastifyRequest<{ Params: Record<string, string | undefined> }>;

const isSlug = (slug: string) => z.safeParse(pathSlug, slug).success;
const isId = (id: string) => z.safeParse(pathId, id).success;

/** What the path names, or undefined for a value that can name nothing (404, never a failed query). */
function detailKey(endpoint: DetailEndpoint, params: Record<string, string | undefined>): DetailKey | undefined {
  if (params.id !== undefined) return isId(params.id) ? Number(params.id) : undefined;
  const slug = params.slug ?? "";
  if (endpoint.ids === true && isId(slug)) return Number(slug);
  return isSlug(slug) ? slug : undefined;
}

/** The field errors in one sentence: "q: This field is required. limit: …". */
const sentence = (errors: Record<string, string[]>) =>
  Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(" ")}`)
    .join(" ");

function failed(reply: FastifyReply, error: unknown, detailed = false) {
  if (error instanceof QueryError)
    return reply.code(400).send(detailed ? { detail: sentence(error.errors), ...error.errors } : error.errors);
  if (error instanceof InvalidPage) return reply.code(404).send({ detail: error.message });
  throw error;
}

export function listHandler(db: Database, endpoint: ListEndpoint) {
  const optionsSchema = z.object({ ordering: param.ordering(endpoint.ordering), format: formatParam });
  const columns = csvColumns(endpoint.item);
  return async (request: Request, reply: FastifyReply) => {
    const { slug } = request.params;
    if (slug !== undefined && (!isSlug(slug) || (await endpoint.parent?.(db, slug)) === undefined)) {
      return reply.code(404).send({ detail: "Not found." });
    }
    try {
      const filters = { ...parseQuery(endpoint.filters, request.query), slug };
      const { ordering = [], format } = parseQuery(optionsSchema, request.query);
      await checkLeague(db, filters);
      const query = lastValues(request.query);
      const choice = pageChoice(query);
      if (format === "csv") {
        const paged = query.page !== undefined || query.page_size !== undefined;
        return await answerCsv(request, reply, columns, paged ? choice : undefined, (page) => endpoint.list(db, filters, page, ordering));
      }
      const page = await endpoint.list(db, filters, choice, ordering);
      return paginated(request, choice, page.count, page.results);
    } catch (error) {
      return failed(reply, error);
    }
  };
}

export function summaryHandler(db: Database, endpoint: SummaryEndpoint) {
  return async (request: Request, reply: FastifyReply) => {
    try {
      const filters = parseQuery(endpoint.filters, request.query);
      await checkLeague(db, filters);
      return await endpoint.get(db, filters, request);
    } catch (error) {
      return failed(reply, error, endpoint.detailedErrors);
    }
  };
}

export function detailHandler(db: Database, endpoint: DetailEndpoint) {
  return async (request: Request, reply: FastifyReply) => {
    const key = detailKey(endpoint, request.params);
    const item = key === undefined ? undefined : await endpoint.get(db, key);
    if (item === undefined) return reply.code(404).send({ detail: "Not found." });
    return item;
  };
}
