// Renders the real app (providers, layout, lazy routes) at a path, for a site.
import { createQueryClient } from "@tl/data/shared";
import type { SiteConfig } from "@tl/site-config/types";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router-dom";
import { App } from "../app/app";

/** The app's current location, for asserting what reached the URL (filters live there). */
export interface LocationProbe {
  pathname: string;
  search: string;
}

function RecordLocation({ into }: { into: LocationProbe }) {
  const location = useLocation();
  into.pathname = location.pathname;
  into.search = location.search;
  return null;
}

export function renderApp(site: SiteConfig, path = "/") {
  // The §9 policy, without retries, so a failing call shows its error at once.
  const queryClient = createQueryClient({ retry: false });
  const user = userEvent.setup();
  const location: LocationProbe = { pathname: "", search: "" };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App site={site} queryClient={queryClient} />
      <RecordLocation into={location} />
    </MemoryRouter>,
  );
  return { ...view, user, queryClient, location };
}
