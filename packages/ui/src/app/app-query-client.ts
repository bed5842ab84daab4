// The one QueryClient of a page load (style guide: one client instance per app), shared by the
// data layer and by Home's data parts, which load it lazily each. Tests and Storybook hand in
// their own through QueryClientOverride. Import this module only from lazily loaded code: it
// brings TanStack Query. A prerendered page (issue #18) carries the query cache it was rendered
// from: the client starts with it, so the first render matches the page's HTML and nothing
// is fetched again while it is fresh.
import { hydrate, type QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "@tl/data/shared";
import { useContext } from "react";
import { QueryClientOverride } from "./query-client-context";
import { readQueryState } from "./query-state";

let sharedClient: QueryClient | undefined;

function createSharedClient(): QueryClient {
  const client = createQueryClient();
  const state = readQueryState(document);
  if (state) hydrate(client, state);
  return client;
}

export function useAppQueryClient(): QueryClient {
  const override = useContext(QueryClientOverride);
  return override ?? (sharedClient ??= createSharedClient());
}
