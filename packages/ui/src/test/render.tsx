// Renders the real app (providers, layout, lazy routes) at a path, for a site.
import { QueryClient } from "@tanstack/react-query";
import { queryDefaults } from "@tl/data/query-client";
import type { SiteConfig } from "@tl/site-config/types";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { App } from "../app/app";

export function renderApp(site: SiteConfig, path = "/") {
  // The §9 policy, without retries, so a failing call shows its error at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { ...queryDefaults, retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App site={site} queryClient={queryClient} />
    </MemoryRouter>,
  );
  return { ...view, user, queryClient };
}
