// The API client (spec §7): relative paths, GET, JSON, no base URL and no timeout.
// Any non-2xx answer is a failure whose message a visitor can read.
import { z } from "zod/mini";

export type QueryParams = Readonly<Record<string, string | number | boolean | undefined>>;

export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    message: string,
    readonly status: number,
    readonly url: string,
  ) {
    super(message);
  }
}

/** `/api/teams/teams/` + `{ sport__slug: "football" }` → `/api/teams/teams/?sport__slug=football` */
export function buildUrl(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Django REST error bodies carry `detail`; field errors are `{param: [messages]}`. */
function describeErrorBody(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  if ("detail" in body && typeof body.detail === "string") return body.detail;
  const parts = Object.entries(body).flatMap(([key, value]) =>
    Array.isArray(value) ? [`${key}: ${value.map(String).join(" ")}`] : [],
  );
  return parts.length > 0 ? parts.join("; ") : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function apiGet<T>(path: string, params: QueryParams, schema: z.ZodMiniType<T>, signal?: AbortSignal): Promise<T> {
  const url = buildUrl(path, params);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "application/json" }, signal: signal ?? null });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(`Could not reach the API (${url}). Check your connection and try again.`, 0, url);
  }
  const body = await readJson(response);
  if (!response.ok) {
    const detail = describeErrorBody(body);
    const status = `${response.status} ${response.statusText}`.trim();
    throw new ApiError(`The API answered ${status} for ${url}${detail ? `: ${detail}` : ""}`, response.status, url);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(`The API sent an unexpected response for ${url}.`, response.status, url);
  }
  return parsed.data;
}

/** One page of a list, whichever shape the API answered in. */
export interface ListPage<T> {
  count: number;
  /** Relative path (with query) of the next page, or null on the last page. */
  next: string | null;
  results: T[];
}

/**
 * spec §7: lists are read from `results`, falling back to a raw array body. Items that do
 * not match `item` fail the whole answer, so a screen never renders half-understood rows.
 */
export function listSchema<T>(item: z.ZodMiniType<T>): z.ZodMiniType<ListPage<T>> {
  const paged = z.object({ count: z.optional(z.number()), next: z.optional(z.nullable(z.string())), results: z.array(item) });
  return z.pipe(
    z.union([paged, z.array(item)]),
    z.transform((body): ListPage<T> => {
      if (Array.isArray(body)) return { count: body.length, next: null, results: body };
      return { count: body.count ?? body.results.length, next: relativeNext(body.next ?? null), results: body.results };
    }),
  );
}

/** DRF answers absolute next links; the client keeps to relative paths (spec §7). */
function relativeNext(next: string | null): string | null {
  if (next === null) return null;
  const url = new URL(next, "http://relative.invalid");
  return `${url.pathname}${url.search}`;
}

export function apiList<T>(path: string, params: QueryParams, item: z.ZodMiniType<T>, signal?: AbortSignal): Promise<ListPage<T>> {
  return apiGet(path, params, listSchema(item), signal);
}

/** Every page of a small list (a few hundred rows at most), 500 rows a call. */
export async function apiListAll<T>(path: string, params: QueryParams, item: z.ZodMiniType<T>, signal?: AbortSignal): Promise<T[]> {
  const first = await apiList(path, { ...params, page_size: 500 }, item, signal);
  const results = [...first.results];
  let next = first.next;
  while (next !== null) {
    const page = await apiList(next, {}, item, signal);
    results.push(...page.results);
    next = page.next;
  }
  return results;
}
