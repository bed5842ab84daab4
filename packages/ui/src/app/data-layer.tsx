// What the data screens need and Home does not, in one lazily loaded chunk so the first
// download carries neither (README, "Bundle budget"): the TanStack Query provider. One client
// serves every screen of a page load, so cached data survives navigation. The screens'
// animations (expandable panels, card grids) are framer-motion's in a chunk of their own,
// loaded once the first page shows (layout/motion-parts.tsx): on the first page of a visit the
// cards appear at rest, on a page navigated to they animate in (card-grid.tsx).
import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router-dom";
import { useAppQueryClient } from "./app-query-client";

export function DataLayer() {
  const client = useAppQueryClient();
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
