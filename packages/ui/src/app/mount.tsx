// Entry point of every site shell: bake in (or resolve) one site, then render the app. A page
// prerendered with its content (issue #18) is hydrated; the app shell's empty #root is rendered.
import type { SiteConfig } from "@tl/site-config/types";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { applySiteToDocument } from "../site/apply-site";
import { App } from "./app";
import { followReducedMotion } from "./reduced-motion";

export function mountSite(site: SiteConfig, container: HTMLElement | null = document.getElementById("root")) {
  if (!container) throw new Error("mountSite: the page has no #root element");
  applySiteToDocument(site);
  followReducedMotion();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App site={site} />
      </BrowserRouter>
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
