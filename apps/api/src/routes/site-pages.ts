// Which file of a built site answers a page's path (issue #18, README "Prerendering"): its
// prerendered page (<path>/index.html) when there is one, else the app shell (shell.html,
// written by the prerenderer; index.html on a site never prerendered), with a 404 status for a
// path no route of the site matches (routes.json, the route table's patterns, also written by
// the prerenderer; without it every path is a client-side route).
import { readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { LRUCache } from "lru-cache";

export interface SitePage {
  /** The file under the dist folder. */
  file: string;
  status: 200 | 404;
}

const routeTables = new Map<string, { mtimeMs: number; patterns: RegExp[] }>();

const isFile = (path: string) =>
  stat(path).then(
    (stats) => stats.isFile(),
    () => false,
  );

/** "/teams/:slug" matches /teams/<one segment>, as React Router does. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`, "i");
}

async function routePatterns(root: string): Promise<RegExp[] | undefined> {
  const file = join(root, "routes.json");
  const stats = await stat(file).catch(() => undefined);
  if (!stats) return undefined;
  const known = routeTables.get(file);
  if (known?.mtimeMs === stats.mtimeMs) return known.patterns;
  const patterns = (JSON.parse(await readFile(file, "utf8")) as string[]).map(patternRegExp);
  routeTables.set(file, { mtimeMs: stats.mtimeMs, patterns });
  return patterns;
}

export async function sitePage(root: string, path: string): Promise<SitePage> {
  const page = join(path, "index.html");
  const inside = !relative(root, join(root, page)).startsWith(`..${sep}`);
  // Home is index.html; any other page is served only when the prerenderer kept the shell apart.
  if (inside && (path === "" || (await isFile(join(root, "shell.html")))) && (await isFile(join(root, page)))) {
    return { file: page, status: 200 };
  }
  const shell = (await isFile(join(root, "shell.html"))) ? "shell.html" : "index.html";
  const patterns = await routePatterns(root);
  const known = !patterns || patterns.some((pattern) => pattern.test(`/${path}`));
  return { file: shell, status: known ? 200 : 404 };
}

/**
 * sitePage's answers for a site's root (undefined: the site is not built), each kept for
 * revalidateMs (0: none kept), so a page asked again soon costs no file-system call, and asked
 * by many at once when it expires, one; a page the prerenderer adds or removes is seen within
 * that window.
 */
export function sitePages(revalidateMs: number) {
  const look = async (root: string, path: string): Promise<SitePage | undefined> => {
    const built = await stat(root).then(
      (stats) => stats.isDirectory(),
      () => false,
    );
    return built ? await sitePage(root, path) : undefined;
  };
  if (revalidateMs <= 0) return look;
  const known = new LRUCache<string, { page?: SitePage }, { root: string; path: string }>({
    max: 10_000,
    ttl: revalidateMs,
    fetchMethod: async (_key, _stale, { context }) => ({ page: await look(context.root, context.path) }),
  });
  return async (root: string, path: string) => (await known.fetch(`${root}\0${path}`, { context: { root, path } }))?.page;
}
