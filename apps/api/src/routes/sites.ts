// Every path outside /api serves a built Vite site, chosen by the Host header (spec §1):
// localhost → hub, <id>.localhost and production hosts → that site, anything else → the
// host-switch app in apps/fallback. A page's path gets its prerendered HTML, else the app shell
// (site-pages.ts). Files come from <sitesDir>/<folder>/dist via
// @fastify/static, which rejects paths that climb out of that root.
import { stat } from "node:fs/promises";
import { extname, join } from "node:path";
import type { FastifyPluginCallback, FastifyReply } from "fastify";
import { findSite } from "@tl/site-config/resolve";
import { sitePage } from "./site-pages";

export interface SiteRoutesOptions {
  sitesDir: string;
}

const ALLOW = ["GET", "HEAD", "OPTIONS"];
const HOUR_MS = 3_600_000;
const YEAR_MS = 365 * 24 * HOUR_MS;

/** The folder under sitesDir that answers a Host header. */
export function siteFolder(host: string | undefined): string {
  return (host === undefined ? undefined : findSite(host))?.id ?? "fallback";
}

export const siteRoutes: FastifyPluginCallback<SiteRoutesOptions> = (app, { sitesDir }, done) => {
  app.get<{ Params: { "*": string } }>("/*", async (request, reply) => {
    const folder = siteFolder(request.headers.host);
    const root = join(sitesDir, folder, "dist");
    if (!(await isDirectory(root))) {
      return reply.code(503).send({ detail: `The ${folder} site is not built: run \`pnpm build\`.` });
    }
    const path = request.params["*"];
    // A missing file with an extension stays a 404.
    if (extname(path) !== "") return sendSiteFile(reply, root, path);
    // No file extension: a page (/teams, /championships/super-bowl), prerendered or rendered by
    // the site's router from the app shell (site-pages.ts).
    const page = await sitePage(root, path);
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

function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
}
