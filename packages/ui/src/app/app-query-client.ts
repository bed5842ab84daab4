// The one QueryClient of a page load (style guide: one client instance per app), shared by the
// data layer and by Home's data parts, which load it lazily each. Tests and Storybook hand in
// their own through QueryClientOverride. Import this module only from lazily loaded code: it
// brings TanStack Query. A prerendered page (issue #18) carries the query cache it was rendered
// from: the client starts with it, so the first render matches the page's HTML and nothing
// is fetched again while it is fresh. A stale one (older than 5 minutes: most visits to a
// deployed page) is fetched again once the page is idle after loading, not while it hydrates:
// an answer arriving mid-hydration made React finish the whole screen in one blocking task
// (Lighthouse, NFL /players: 58 ms of blocking time fresh, 146-186 ms stale). Before they are
// fetched, the data's version is asked: unchanged, they are kept (revalidate-page-answers.ts).
import { hydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "@tl/data/shared";
import { useContext } from "react";
import { afterFirstPaint } from "./after-first-paint";
import { QueryClientOverride } from "./query-client-context";
import { readQueryState } from "./query-state";
import { revalidatePageAnswers } from "./revalidate-page-answers";

let sharedClient: QueryClient | undefined;

/** The page's own answers are not refetched on mount; once idle, the stale ones are revalidated, and later mounts refetch as usual. */
function revalidatePageAnswersWhenIdle(client: QueryClient, hashes: Set<string>) {
  const queries = client.getDefaultOptions().queries;
  client.setDefaultOptions({ queries: { ...queries, refetchOnMount: (query: Query) => !hashes.has(query.queryHash) } });
  const revalidate = () =>
    afterFirstPaint(() => {
      void revalidatePageAnswers(client, hashes);
    });
  // Once the page has loaded and the browser is idle.
  if (document.readyState === "complete") revalidate();
  else window.addEventListener("load", revalidate, { once: true });
}

function createSharedClient(): QueryClient {
  const client = createQueryClient();
  const state = readQueryState(document);
  if (state) {
    hydrate(client, state);
    revalidatePageAnswersWhenIdle(client, new Set(state.queries.map((query) => query.queryHash)));
  }
  return client;
}

export function useAppQueryClient(): QueryClient {
  const override = useContext(QueryClientOverride);
  return override ?? (sharedClient ??= createSharedClient());
}
