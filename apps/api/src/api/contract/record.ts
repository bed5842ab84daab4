// Turns one API answer into its recorded form: status, the headers a client sees, and the body
// (parsed JSON; a digest for the two documentation pages). Whatever differs from run to run is
// left out or normalised here, and only here.
import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";

export interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Headers not recorded:
 * - date, connection, keep-alive: the time of the request and the transport.
 * - x-ratelimit-*: the limit is the test app's setting, "remaining" counts the requests made
 *   before this one and "reset" is a time; the rate-limit case records them, normalised.
 * - x-cache: HIT or MISS depends on what earlier requests cached and on when PostgreSQL's
 *   asynchronous change notice cleared the cache; the ETag and 304 cases cover the cache.
 * - content-length: follows the body's bytes, which are compared as parsed JSON (so a change of
 *   key order or spacing alone does not count).
 */
const UNRECORDED = [/^date$/, /^connection$/, /^keep-alive$/, /^x-ratelimit-/, /^x-cache$/, /^content-length$/, /^x-request-id$/];

const sha1 = (text: string) => `"${createHash("sha1").update(text).digest("base64url")}"`;

/** The body as text: gunzipped when the answer is compressed. */
export function bodyText(response: LightMyRequestResponse): string {
  return response.headers["content-encoding"] === "gzip" ? gunzipSync(response.rawPayload).toString("utf8") : response.body;
}

/**
 * The ETag is the SHA-1 of the body's exact bytes, so a literal value would fail on a change of
 * key order alone: it is recorded as what it hashes (this body, or the body of the plain GET
 * that a HEAD or a conditional request follows), as what it stands for (a streamed CSV), and
 * literally only when it is none of these.
 */
function etagOf(etag: string, body: string, plainGet: string | undefined, type: string): string {
  if (etag === sha1(body)) return "<SHA-1 of this body>";
  if (plainGet !== undefined && etag === sha1(plainGet)) return "<SHA-1 of the plain GET's body>";
  // A whole list as CSV is streamed: its tag stands for the URL in this process until the data
  // changes, so it differs from run to run.
  if (type.startsWith("text/csv") && /^"[\w-]{27}"$/.test(etag)) return "<strong ETag of the URL until the data changes>";
  return etag;
}

/** The two documentation answers are long: their outline is recorded, not every byte. */
function digest(path: string, text: string): unknown {
  if (path === "/api/schema/") {
    const document = JSON.parse(text) as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string; required?: boolean }[]; responses: Record<string, unknown> }>
      >;
    };
    return {
      digest: "the OpenAPI document's outline: version, title, and per path and method the parameters and response codes",
      openapi: document.openapi,
      title: document.info.title,
      paths: Object.fromEntries(
        Object.entries(document.paths).map(([route, methods]) => [
          route,
          Object.fromEntries(
            Object.entries(methods).map(([method, operation]) => [
              method,
              {
                parameters: (operation.parameters ?? []).map((p) => `${p.in}:${p.name}${p.required ? " (required)" : ""}`),
                responses: Object.keys(operation.responses),
              },
            ]),
          ),
        ]),
      ),
    };
  }
  if (path === "/api/docs/") {
    return {
      digest: "the docs page's outline: title, stylesheets, scripts and one heading per endpoint",
      title: /<title>([^<]*)<\/title>/.exec(text)?.[1],
      stylesheets: [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]),
      scripts: [...text.matchAll(/<script/g)].length,
      endpoints: [...text.matchAll(/<h3><code>([^<]+)<\/code>/g)].map((m) => m[1]),
    };
  }
  return undefined;
}

/** Whole years from an ISO date to today (UTC), as the database's age(current_date, …) counts them. */
function yearsSince(date: string): number {
  const [year = 0, month = 0, day = 0] = date.split("-").map(Number);
  const now = new Date();
  const birthdayPassed = now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  return now.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}

/**
 * A person's age is counted by the database up to its own current date, which no test can pin:
 * an age that is right for its birth date today is recorded as that rule, any other literally.
 */
function normaliseAges(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normaliseAges);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(([key, field]) => [key, normaliseAges(field)] as const);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  if (typeof object.age === "number" && typeof object.birth_date === "string" && object.age === yearsSince(object.birth_date)) {
    object.age = "<whole years since birth_date>";
  }
  return object;
}

/** The data version's time is the fixture's last data change, made as the run starts: recorded as that. */
function normaliseChangeTime(path: string, body: unknown): unknown {
  if (!path.startsWith("/api/meta/version/") || typeof body !== "object" || body === null) return body;
  const { changed_at: changedAt } = body as { changed_at?: unknown };
  const iso = typeof changedAt === "string" && !Number.isNaN(Date.parse(changedAt)) && changedAt.endsWith("Z");
  return iso ? { ...body, changed_at: "<ISO 8601 time of the fixture's last data change>" } : body;
}

export function record(response: LightMyRequestResponse, path: string, plainGet?: string): Recorded {
  const text = bodyText(response);
  const headers: Record<string, string> = {};
  for (const name of Object.keys(response.headers).sort()) {
    if (UNRECORDED.some((pattern) => pattern.test(name))) continue;
    const value = String(response.headers[name]);
    headers[name] = name === "etag" ? etagOf(value, text, plainGet, String(response.headers["content-type"] ?? "")) : value;
  }
  const type = headers["content-type"] ?? "";
  const body = text === "" ? "" : (digest(path, text) ?? (type.startsWith("application/json") ? (JSON.parse(text) as unknown) : text));
  return { status: response.statusCode, headers, body: normaliseChangeTime(path, normaliseAges(body)) };
}

/** The rate-limit case: its counters are recorded, its times as what they mean. */
export function recordThrottled(response: LightMyRequestResponse, path: string): Recorded {
  const recorded = record(response, path);
  for (const name of ["x-ratelimit-limit", "x-ratelimit-remaining"]) {
    const value = response.headers[name];
    if (value !== undefined) recorded.headers[name] = String(value);
  }
  const seconds = (value: unknown) =>
    /^\d+$/.test(String(value)) && Number(value) <= 60 ? "<seconds left in the 60 s window>" : String(value);
  for (const name of ["x-ratelimit-reset", "retry-after"]) {
    if (response.headers[name] !== undefined) recorded.headers[name] = seconds(response.headers[name]);
  }
  const body = recorded.body as { detail?: unknown };
  if (typeof body === "object" && typeof body.detail === "string")
    body.detail = body.detail.replace(/\d+ seconds/, "<seconds left> seconds");
  recorded.headers = Object.fromEntries(Object.entries(recorded.headers).sort(([a], [b]) => a.localeCompare(b)));
  return recorded;
}

/** A page too long to keep whole: its count, links and size, and its first and last result. */
export function outlinePage(recorded: Recorded): Recorded {
  const page = recorded.body as { count?: number; next?: string | null; previous?: string | null; results?: unknown };
  const { count, next, previous, results } = page;
  if (!Array.isArray(results)) return recorded;
  return {
    ...recorded,
    body: {
      count,
      next,
      previous,
      results: {
        outline: "number of results, first and last",
        length: results.length,
        first: results[0] as unknown,
        last: results.at(-1) as unknown,
      },
    },
  };
}
