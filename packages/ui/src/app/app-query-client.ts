// The one QueryClient of a page load (style guide: one client instance per app), shared by the
// data layer and by Home's data parts, which load it lazily each. Tests and Storybook hand in
// their own through QueryClientOverride. Import this module only from lazily loaded code: it
// brings TanStack Query.
import type { QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "@tl/data/shared";
import { useContext } from "react";
import { QueryClientOverride } from "./query-client-context";

let sharedClient: QueryClient | undefined;

export function useAppQueryClient(): QueryClient {
  const override = useContext(QueryClientOverride);
  return override ?? (sharedClient ??= createQueryClient());
}
