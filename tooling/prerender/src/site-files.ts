// A site's dist folder after prerendering (README "Prerendering"): the app shell kept as
// shell.html (served for routes without a page of their own, and as 404.html to static hosts),
// one <path>/index.html per page, routes.json (the route patterns the local server answers
// with the shell rather than a 404), sitemap.xml and robots.txt.
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

export const SHELL_FILE = "shell.html";

/**
 * The built app shell: index.html as Vite wrote it, saved as shell.html before Home's page
 * replaces it. `built`: index.html is the shell (a build, or a build restored from Turborepo's
 * cache, since the last prerender), so Home's page is to be written again whatever the stamp.
 */
export async function readShell(dist: string): Promise<{ shell: string; built: boolean }> {
  const index = join(dist, "index.html");
  const shell = join(dist, SHELL_FILE);
  // A build writes an empty #root; a prerendered Home fills it.
  const built = (await readFile(index, "utf8")).includes('<div id="root"></div>');
  if (built || !existsSync(shell)) await copyFile(index, shell);
  // Static hosts answer unknown paths with 404.html: the shell renders the not-found page.
  await copyFile(shell, join(dist, "404.html"));
  return { shell: await readFile(shell, "utf8"), built };
}

/** The file of a page: "/" → index.html, "/teams/x" → teams/x/index.html (path segments decoded). */
export function pageFile(dist: string, path: string): string {
  const segments = path.split("/").filter(Boolean).map(decodeURIComponent);
  return join(dist, ...segments, "index.html");
}

/** Written aside, then renamed: a server answering meanwhile sends the old page or the new one whole. */
async function replaceFile(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
}

export async function writePage(dist: string, path: string, html: string): Promise<number> {
  await replaceFile(pageFile(dist, path), html);
  return Buffer.byteLength(html);
}

/** The shell with one page's head, markup and query cache in it. */
export function fillShell(shell: string, head: string, root: string, stateScript: string): string {
  return shell
    .replace(/<title>[\s\S]*?<\/title>\s*/, "")
    .replace(/<meta name="description"[^>]*>\s*/, "")
    .replace("</head>", `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${root}</div>${stateScript}`);
}

export async function writeSiteIndexes(dist: string, urls: string[], routePatterns: string[]): Promise<void> {
  const entries = urls.map((url) => `  <url><loc>${url.replace(/&/g, "&amp;")}</loc></url>`).join("\n");
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
  await replaceFile(join(dist, "sitemap.xml"), sitemap);
  await replaceFile(join(dist, "routes.json"), `${JSON.stringify(routePatterns)}\n`);
}

export async function writeRobots(dist: string, sitemapUrl: string): Promise<void> {
  await replaceFile(join(dist, "robots.txt"), `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${sitemapUrl}\n`);
}
