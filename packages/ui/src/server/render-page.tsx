// Prerendering (issue #18): one page of one site rendered to HTML with React's server APIs,
// from the same App the browser runs, with the data it shows. React's `prerender` waits for
// every Suspense boundary (the screens are lazy) and every query: on the server each enabled
// query suspends its component until answered (suspending-query-client.ts), so the page is
// rendered once, its data fetched as the render reaches it. The query cache is then dehydrated
// into the page for the client to hydrate (app-query-client.ts), so the browser does not fetch
// it again while it is fresh, and with the data version it was rendered from, which the client
// checks before it fetches the page's stale answers (revalidate-page-answers.ts).
import { dehydrate, type DehydratedState } from "@tanstack/react-query";
import { DATA_VERSION_KEY } from "@tl/data/shared";
import type { SiteConfig } from "@tl/site-config/types";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { App } from "../app/app";
import { createSuspendingQueryClient } from "./suspending-query-client";

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The query cache the markup was rendered from. */
  state: DehydratedState;
  /** A query failed: the page is not written (the app shell serves it instead). */
  failed: boolean;
}

/**
 * `dataVersion`: the API's data version (/api/meta/version/) read before any of the page's data,
 * so a change during the prerender leaves the page older than its answers, never newer; null
 * when unknown (the client then fetches stale answers without asking).
 */
export async function renderPage(site: SiteConfig, path: string, dataVersion: string | null = null): Promise<RenderedPage> {
  const client = createSuspendingQueryClient();
  if (dataVersion !== null) client.setQueryData(DATA_VERSION_KEY, dataVersion);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <App site={site} queryClient={client} />
      </StaticRouter>
    </StrictMode>,
    // Every boundary in place: React would move a large one after the rest (to stream it) and
    // show its fallback until a script swaps it in.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  const html = Buffer.concat(chunks).toString("utf8");
  const failed = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === "error");
  const state = dehydrate(client);
  client.clear();
  return { html, state, failed };
}
