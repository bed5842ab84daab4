// The application inside a router: site context, the shared layout, the route table and
// toasts. The router is supplied by the caller (BrowserRouter on a site, MemoryRouter in tests).
import type { QueryClient } from "@tanstack/react-query";
import type { SiteConfig } from "@tl/site-config/types";
import { lazy, Suspense } from "react";
import { SiteLayout } from "../layout/site-layout";
import { SiteProvider } from "../site/site-context";
import { useHydrated } from "./hydrated";
import { QueryClientOverride } from "./query-client-context";
import { AppRoutes } from "./routes";

/** spec §2 / §9: toasts top right for 4000 ms. */
export const TOAST_DURATION_MS = 4000;

// Loaded after first paint: nothing needs a toast before the page is interactive. Not part of a
// prerendered page: it is rendered once the page is hydrated.
const Toaster = lazy(() => import("react-hot-toast").then((module) => ({ default: module.Toaster })));

/** Rendered once the page is hydrated: its flip re-renders it alone, not a page still hydrating. */
function LateToaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS }} />
    </Suspense>
  );
}

export function App({ site, queryClient }: { site: SiteConfig; queryClient?: QueryClient }) {
  return (
    <SiteProvider site={site}>
      <QueryClientOverride.Provider value={queryClient}>
        <SiteLayout>
          <AppRoutes />
        </SiteLayout>
        <LateToaster />
      </QueryClientOverride.Provider>
    </SiteProvider>
  );
}
