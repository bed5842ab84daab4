// A render worker (render-pool.ts): renders the pages it is sent and writes them into their site's
// dist, answering with the page's size and the in-site entity pages it links to. Each worker has
// its own App, query clients and `window`; the main thread keeps the queue of pages.
import { parentPort, workerData } from "node:worker_threads";
import { sites, type SiteId } from "@tl/site-config/sites";
import { headTags, queryStateScript, readHead, renderPage } from "@tl/ui/server";
import { routeFetchTo } from "./api-server";
import { linkedEntities } from "./pages";
import type { RenderJob, RenderAnswer, WorkerSetup } from "./render-pool";
import { fillShell, writePage } from "./site-files";

/**
 * What the app reads of `window` while rendering: the page's own address (entity-link.tsx and
 * the site switcher build cross-site links from it). react-hot-toast's styling library (goober)
 * takes a defined window for a browser at import: it is handed the server's own style sheet.
 */
function setLocation(url: string) {
  const serverSheet = { parentNode: {}, firstChild: { data: "" } };
  (globalThis as { window?: unknown }).window = { location: new URL(url), _goober: serverSheet };
}

const setup = workerData as WorkerSetup;
routeFetchTo(setup.apiOrigin, setup.exemptToken);
let location = "";

async function render(job: RenderJob): Promise<RenderAnswer> {
  const site = sites[job.siteId as SiteId];
  // The app reads the host of the page's address only, the same for every page of a site.
  if (job.location !== location) setLocation(job.location);
  location = job.location;
  const page = await renderPage(site, job.path, setup.dataVersion);
  if (page.failed) return { id: job.id, bytes: null, links: [] };
  const head = readHead(site, job.path, page.html);
  const html = fillShell(job.shell, headTags(site, job.path, head), page.html, queryStateScript(page.state));
  const bytes = await writePage(job.dist, job.path, html);
  const links = [...linkedEntities(page.html, job.kinds)].flatMap(([kind, paths]) => [...paths].map((path) => [kind, path] as const));
  return { id: job.id, bytes, links };
}

parentPort?.on("message", (job: RenderJob) => {
  render(job).then(
    (answer) => parentPort?.postMessage(answer),
    (error: unknown) => parentPort?.postMessage({ id: job.id, bytes: null, links: [], error: String(error) }),
  );
});
