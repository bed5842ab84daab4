// What the prerenderer (tooling/prerender) takes from the UI: the page renderer and the head.
export { renderPage, type RenderedPage } from "./render-page";
export { fetchDataVersion } from "@tl/data/shared";
export { headTags, readHead, canonicalUrl } from "./page-head";
export { queryStateScript } from "../app/query-state";
export { routePatterns } from "./route-patterns";
