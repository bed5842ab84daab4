// Entry point of every site shell: bake in (or resolve) one site, then render the app. A page
// prerendered with its content (issue #18) is hydrated; the app shell's empty #root is rendered.
// Hydration runs as a transition: React then yields to the browser every few milliseconds instead
// of hydrating the whole page in one long task (Lighthouse's total blocking time on a phone: nfl
// /teams 3.4-8.5 s blocking in one task, 1.4-2.3 s as a transition, same machine, back to back).
import type { SiteConfig } from "@tl/site-config/types";
import { StrictMode, startTransition } from "react";
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
  if (container.firstElementChild) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}
