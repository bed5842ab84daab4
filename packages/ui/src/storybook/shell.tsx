// Every story renders inside the providers the real shell gives a page (app/app.tsx, and
// test/render.tsx for the router and query client): the site chosen in the toolbar through
// the real SiteProvider (which writes its theme onto the document), a MemoryRouter, a fresh
// TanStack Query client per story with the §9 policy minus retries (so an error state shows at
// once), framer-motion's LazyMotion as in the site layout, and the toast container.
//
// `parameters.shell` (set it on a screen's meta):
//   page: true   wrap the story in the site's header and footer, as a visitor sees a screen
//   url          where the router starts ("/teams?q=bears"); default "/"
//   path         the route pattern the story is mounted at, for screens that read params
//                ("/championships/:slug"); default any path
import type { Decorator } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@tl/data/shared";
import type { SiteConfig } from "@tl/site-config/types";
import { LazyMotion, MotionConfig } from "framer-motion";
import { useLayoutEffect, useState, type ReactNode } from "react";
import toast, { Toaster } from "react-hot-toast";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { TOAST_DURATION_MS } from "../app/app";
import { QueryClientOverride } from "../app/query-client-context";
import { SiteLayout } from "../layout/site-layout";
import { SiteProvider } from "../site/site-context";
import { siteFromGlobals } from "./sites";

export interface ShellOptions {
  page?: boolean;
  url?: string;
  path?: string;
}

export interface ShellParameters {
  shell?: ShellOptions;
}

const loadMotionFeatures = () => import("../layout/motion-features").then((module) => module.default);

function StoryShell({ site, shell, children }: { site: SiteConfig; shell: ShellOptions; children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ retry: false }));
  // A story starts at the top of the page (the scrolled-header story scrolls it), with no
  // toasts left over from the previous story (react-hot-toast keeps them in a global store).
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
    toast.remove();
  }, []);
  const content = shell.page ? <SiteLayout>{children}</SiteLayout> : children;

  return (
    <SiteProvider site={site}>
      <QueryClientOverride.Provider value={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[shell.url ?? "/"]}>
            <LazyMotion features={loadMotionFeatures} strict>
              <MotionConfig reducedMotion="user">
                <Routes>
                  {shell.path && <Route path={shell.path} element={content} />}
                  {/* Links followed inside a story keep showing it rather than a blank page. */}
                  <Route path="*" element={content} />
                </Routes>
              </MotionConfig>
            </LazyMotion>
          </MemoryRouter>
          <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS }} />
        </QueryClientProvider>
      </QueryClientOverride.Provider>
    </SiteProvider>
  );
}

export const withShell: Decorator = (Story, context) => {
  const { shell = {} } = context.parameters as ShellParameters;
  // Keyed by story: each story gets its own router history and an empty query cache.
  return (
    <StoryShell key={context.id} site={siteFromGlobals(context.globals)} shell={shell}>
      <Story />
    </StoryShell>
  );
};
