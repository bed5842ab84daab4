import { QueryClient } from "@tanstack/react-query";

const MINUTE = 60_000;

/** spec §9: retry twice, no refetch on window focus, fresh for 5 minutes, kept 10 minutes. */
export const queryDefaults = {
  retry: 2,
  refetchOnWindowFocus: false,
  staleTime: 5 * MINUTE,
  gcTime: 10 * MINUTE,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: queryDefaults } });
}
