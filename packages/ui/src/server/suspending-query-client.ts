// The prerender's query client: every enabled query suspends the component reading it until its
// answer is in (TanStack's `suspense` option, which useSuspenseQuery sets), so React's `prerender`
// fetches a page's data while it renders it, once, dependent queries included, instead of a
// render per round of queries. Only on the server: the browser's client is untouched.
import type { QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "@tl/data/shared";

export function createSuspendingQueryClient(): QueryClient {
  const client = createQueryClient({ retry: false });
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = (options) => {
    const defaulted = defaults(options);
    // A disabled query (the hub's sport list on a sport's site) is not fetched, as in the browser;
    // a placeholder (a list's row, the previous page) would stand in for the answer the page shows.
    return { ...defaulted, suspense: defaulted.enabled !== false, placeholderData: undefined };
  };
  return client;
}
