// The TanStack Query provider for data screens. It lives in its own chunk so Home, which
// reads no API data, does not download the query library. One client serves every screen
// of a page load, so cached data survives navigation.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "@tl/data/query-client";
import { useContext } from "react";
import { Outlet } from "react-router-dom";
import { QueryClientOverride } from "./query-client-context";

let sharedClient: QueryClient | undefined;

export function QueryLayer() {
  const override = useContext(QueryClientOverride);
  const client = override ?? (sharedClient ??= createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
