// A prerendered page's stale answers are checked before they are fetched again (issue #18). The
// page carries the data version it was rendered from (/api/meta/version/); while the API still
// answers that version, every answer on the page is still true, so the answers are marked fresh
// instead of downloaded, parsed and compared again (hub /standings: 295 KB and about 45 ms of
// main-thread work on a 2-core machine, counted as blocking time on a phone). A page without a
// version, a newer version or a failed check: the stale answers are fetched again, as before.
// Until then the page's answers are not fetched on mount (`pending`): a lazy screen may hydrate
// after the check has begun.
import type { Query, QueryClient } from "@tanstack/react-query";
import { DATA_VERSION_KEY, dataVersionQueryOptions, queryDefaults } from "@tl/data/shared";

async function currentVersion(client: QueryClient): Promise<string | null> {
  try {
    return await client.query({ ...dataVersionQueryOptions(), staleTime: 0 });
  } catch {
    return null;
  }
}

async function unchanged(client: QueryClient): Promise<boolean> {
  const rendered = client.getQueryData<string | null>(DATA_VERSION_KEY) ?? null;
  return rendered !== null && (await currentVersion(client)) === rendered;
}

/** `pending`: the hashes of the page's answers not yet checked; emptied once they are. */
export async function revalidatePageAnswers(client: QueryClient, pending: Set<string>): Promise<void> {
  const version = client.getQueryCache().find({ queryKey: DATA_VERSION_KEY, exact: true });
  const isStale = (query: Query) => pending.has(query.queryHash) && query !== version && query.isStaleByTime(queryDefaults.staleTime);
  const stale = client.getQueryCache().findAll({ predicate: isStale });
  if (stale.length > 0 && !(await unchanged(client))) {
    pending.clear();
    // The screens' answers are fetched now, the others when a screen next shows them.
    await client.invalidateQueries({ predicate: (query) => stale.includes(query) });
    return;
  }
  const now = Date.now();
  for (const query of stale) client.setQueryData(query.queryKey, query.state.data, { updatedAt: now });
  pending.clear();
}
