// Prerendering (issue #18): one page of one site rendered to HTML with React's server APIs,
// from the same App the browser runs, with the data it shows. React's `prerender` waits for
// every Suspense boundary (the screens are lazy); the data is gathered by rendering: a pass
// builds the queries its screens ask for (useQuery on the server builds them without
// fetching), they are fetched, and the page is rendered again, until a pass asks for nothing
// new. The query cache is then dehydrated into the page for the client to hydrate
// (app-query-client.ts), so the browser does not fetch it again while it is fresh.
import { dehydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "@tl/data/shared";
import type { SiteConfig } from "@tl/site-config/types";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { App } from "../app/app";

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The query cache the markup was rendered from. */
  state: DehydratedState;
  /** A query failed: the page is not written (the app shell serves it instead). */
  failed: boolean;
}

const MAX_PASSES = 5;

async function renderOnce(site: SiteConfig, path: string, client: QueryClient): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <App site={site} queryClient={client} />
      </StaticRouter>
    </StrictMode>,
    // Every boundary in place: React would move a large one after the rest (to stream it) and
    // show its fallback until a script swaps it in.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * The queries a pass asked for and nobody fetched yet. A query counts when one of the hooks
 * reading it in the latest pass has it on: several hooks may read one query (equal keys), one
 * of them with `enabled: false` (e.g. the hub's sport list on a sport's site), and the query
 * itself keeps the options it was first built with.
 */
function unfetchedQueries(client: QueryClient) {
  const cache = client.getQueryCache();
  let wanted = new WeakSet<object>();
  const build = cache.build.bind(cache);
  cache.build = (...args) => {
    const query = build(...args);
    const options: object = args[1];
    if (!("enabled" in options) || options.enabled !== false) wanted.add(query);
    return query;
  };
  return {
    /** Called before each pass. */
    reset: () => {
      wanted = new WeakSet();
    },
    list: () =>
      cache.getAll().filter((query) => query.state.status === "pending" && query.state.fetchStatus === "idle" && wanted.has(query)),
  };
}

export async function renderPage(site: SiteConfig, path: string): Promise<RenderedPage> {
  const client = createQueryClient({ retry: false });
  const unfetched = unfetchedQueries(client);
  let html = await renderOnce(site, path, client);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const waiting = unfetched.list();
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    unfetched.reset();
    html = await renderOnce(site, path, client);
  }
  const failed = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === "error");
  const state = dehydrate(client);
  client.clear();
  return { html, state, failed };
}
