import { QueryCache, QueryClient } from "@tanstack/react-query";

const MINUTE = 60_000;

/** spec §9: retry twice, no refetch on window focus, fresh for 5 minutes, kept 10 minutes. */
export const queryDefaults = {
  retry: 2,
  refetchOnWindowFocus: false,
  staleTime: 5 * MINUTE,
  gcTime: 10 * MINUTE,
} as const;

/** spec §8: a failed fetch is logged (the screen shows its error panel too). */
export function logQueryFailure(error: Error, queryKey: readonly unknown[]): void {
  console.error(`Query ${JSON.stringify(queryKey)} failed: ${error.message}`);
}

/** `overrides`: tests turn retries off so a failing call shows its error at once. */
export function createQueryClient(overrides: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...queryDefaults, ...overrides } },
    queryCache: new QueryCache({
      onError: (error, query) => {
        logQueryFailure(error, query.queryKey);
      },
    }),
  });
}
