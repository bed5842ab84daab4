// Mocked HTTP for stories: one MSW service worker per preview, started before the first story
// renders; each story declares its handlers in `parameters.msw.handlers`, which replace the
// previous story's. The worker script (`msw init`, version-matched to msw) is served from
// .storybook/public, so it sits beside iframe.html in `storybook dev`, in the static build at
// any base path, and in the Vitest browser run. A request under /api/ that no handler of the
// story answers gets a 501 naming it, which the screen shows as its error state.
import type { Loader } from "@storybook/react-vite";
import { http, HttpResponse, type RequestHandler } from "msw";
import { setupWorker } from "msw/browser";

export interface MswParameters {
  msw?: { handlers?: readonly RequestHandler[] };
}

const unmocked = http.all("/api/*", ({ request }) => {
  const url = new URL(request.url);
  const detail = `This story has no mock for ${request.method} ${url.pathname}${url.search}.`;
  console.error(`[storybook] ${detail} Add a handler to parameters.msw.handlers.`);
  return HttpResponse.json({ detail }, { status: 501, statusText: "Not Implemented" });
});

// `unmocked` is the initial handler set: resetHandlers() goes back to it, and use() puts a
// story's handlers in front of it.
const worker = setupWorker(unmocked);
let started: Promise<unknown> | undefined;

function start() {
  started ??= worker.start({
    quiet: true,
    // BASE_URL is "./" in the static build (relative to iframe.html) and "/" in dev and Vitest.
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: "bypass",
  });
  return started;
}

export const mswLoader: Loader = async ({ parameters }) => {
  await start();
  const { msw } = parameters as MswParameters;
  // Back to the initial set, then this story's. (`resetHandlers(...list)` would make `list` the
  // new initial set, leaking one story's handlers into the next story that declares none.)
  worker.resetHandlers();
  if (msw?.handlers?.length) worker.use(...msw.handlers);
  return {};
};
