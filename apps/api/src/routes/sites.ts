// Every path outside /api serves a built Vite site, chosen by the Host header (spec §1):
// localhost → hub, <id>.localhost and production hosts → that site, anything else → the
// host-switch app in apps/fallback. A page's path gets its prerendered HTML, else the app shell
// (site-pages.ts), from memory when it is small (site-memory.ts). Other files come from
// <sitesDir>/<folder>/dist via @fastify/static, which rejects paths that climb out of that root.
import { stat } from "node:fs/promises";
import { extname, join } from "node:path";
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from "fastify";
import { findSite } from "@tl/site-config/resolve";
import { encodedBody } from "../encoded-body";
import { siteMemory, type HeldFile, type SiteMemoryOptions } from "./site-memory";
import { sitePages } from "./site-pages";

export interface SiteRoutesOptions {
  sitesDir: string;
  /** Pages held in memory (site-memory.ts's defaults: 32 MB, files up to 1 MB, checked once a second). */
  memory?: SiteMemoryOptions;
}

const ALLOW = ["GET", "HEAD", "OPTIONS"];
const HOUR_MS = 3_600_000;
const YEAR_MS = 365 * 24 * HOUR_MS;

/** The folder under sitesDir that answers a Host header. */
export function siteFolder(host: string | undefined): string {
  return (host === undefined ? undefined : findSite(host))?.id ?? "fallback";
}

export const siteRoutes: FastifyPluginCallback<SiteRoutesOptions> = (app, { sitesDir, memory: options }, done) => {
  const memory = siteMemory(options);
  const pageOf = sitePages(memory.revalidateMs);
  app.get<{ Params: { "*": string } }>("/*", async (request, reply) => {
    const folder = siteFolder(request.headers.host);
    const root = join(sitesDir, folder, "dist");
    const path = request.params["*"];
    // A missing file with an extension stays a 404.
    if (extname(path) !== "") return (await isDirectory(root)) ? sendSiteFile(reply, root, path) : notBuilt(reply, folder);
    // No file extension: a page (/teams, /championships/super-bowl), prerendered or rendered by
    // the site's router from the app shell (site-pages.ts).
    const page = await pageOf(root, path);
    if (!page) return notBuilt(reply, folder);
    const held = plainGet(request) ? await memory.html(join(root, page.file)) : undefined;
    if (held) return sendHeld(request, reply.code(page.status), held);
    return sendSiteFile(reply.code(page.status), root, page.file);
  });

  app.options("/*", (_request, reply) => reply.code(204).header("allow", ALLOW.join(", ")).send());

  app.route({
    method: app.supportedMethods.filter((method) => !ALLOW.includes(method)),
    url: "/*",
    handler: (request, reply) =>
      reply
        .code(405)
        .header("allow", ALLOW.join(", "))
        .send({ detail: `Method "${request.method}" not allowed.` }),
  });
  done();
};

function sendSiteFile(reply: FastifyReply, root: string, path: string) {
  if (path.endsWith(".html")) {
    // HTML names the current hashed bundles, so browsers revalidate it every time (a cheap 304).
    reply.header("cache-control", "no-cache");
    return reply.sendFile(path, root, { cacheControl: false });
  }
  // Vite puts content hashes in every name under assets/: a URL there never changes meaning.
  const hashed = path.startsWith("assets/");
  return reply.sendFile(path, root, { maxAge: hashed ? YEAR_MS : HOUR_MS, immutable: hashed });
}

const notBuilt = (reply: FastifyReply, folder: string) =>
  reply.code(503).send({ detail: `The ${folder} site is not built: run \`pnpm build\`.` });

/** A GET without conditions: HEAD and conditional requests keep @fastify/send's own answers (304, 412). */
const plainGet = ({ method, headers }: FastifyRequest) =>
  method === "GET" &&
  headers["if-none-match"] === undefined &&
  headers["if-modified-since"] === undefined &&
  headers["if-match"] === undefined &&
  headers["if-unmodified-since"] === undefined;

/**
 * From memory, in the encoding the client accepts (made once a file: encoded-body.ts), any size,
 * as @fastify/compress compresses a file streamed from disk whatever its size.
 */
async function sendHeld(request: FastifyRequest, reply: FastifyReply, held: HeldFile) {
  reply.header("cache-control", "no-cache").headers(held.headers);
  const bytes = await encodedBody(request, reply, held, 0);
  return reply.header("content-length", String(bytes.length)).send(bytes);
}

function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
}
