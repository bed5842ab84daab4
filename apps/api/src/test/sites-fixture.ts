// Temporary stand-ins for the built sites: <dir>/<folder>/dist with an index.html naming its
// folder, a hashed bundle big enough to compress, a favicon and Vite's manifest.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { siteIds } from "@tl/site-config/sites";

export const SECRET = "outside-the-dist-folder";

export const indexHtml = (folder: string) => `<!doctype html><title>${folder}</title><div id="root"></div>`;

/** A prerendered page's HTML (issue #18). */
export const pageHtml = (folder: string, path: string) =>
  `<!doctype html><title>${folder} ${path}</title><div id="root"><h1>${path}</h1></div>`;

/** What the prerenderer adds to a site's dist: the shell apart, Home and /teams, the route table. */
export async function prerenderSite(dir: string, folder: string) {
  const dist = join(dir, folder, "dist");
  await writeFile(join(dist, "shell.html"), indexHtml(folder));
  await writeFile(join(dist, "index.html"), pageHtml(folder, "/"));
  await mkdir(join(dist, "teams"));
  await writeFile(join(dist, "teams", "index.html"), pageHtml(folder, "/teams"));
  await writeFile(join(dist, "routes.json"), JSON.stringify(["/", "/teams", "/teams/:slug", "/championships/:slug"]));
}

export async function createSitesDir({ skip = [] as string[] } = {}) {
  const dir = await mkdtemp(join(tmpdir(), "tl-api-"));
  for (const folder of [...siteIds, "fallback"].filter((id) => !skip.includes(id))) {
    const dist = join(dir, folder, "dist");
    await mkdir(join(dist, "assets"), { recursive: true });
    await mkdir(join(dist, ".vite"));
    await writeFile(join(dist, "index.html"), indexHtml(folder));
    await writeFile(join(dist, "assets", "app-abc123.js"), `console.log(${JSON.stringify(folder)});\n`.repeat(200));
    await writeFile(join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    await writeFile(join(dist, ".vite", "manifest.json"), "{}");
    await writeFile(join(dir, folder, "secret.txt"), SECRET);
  }
  await writeFile(join(dir, "secret.txt"), SECRET);
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
