// The one set of failing and pending answers, for every resource's tests and stories: an API
// in trouble, an unknown slug, a call that never answers.
import { delay, http, HttpResponse, type RequestHandler } from "msw";

export interface Failure {
  status?: number;
  /** Left out, the status's standard text (msw fills it in, as a server does). */
  statusText?: string;
  /** The `{"detail": …}` the error panel shows. */
  detail?: string;
}

/** A failing answer as the API sends one: 503 with a `detail` unless told otherwise. */
export function errorResponse(failure: Failure = {}) {
  const { status = 503, statusText, detail = "The service is temporarily unavailable." } = failure;
  return HttpResponse.json({ detail }, statusText === undefined ? { status } : { status, statusText });
}

/** What the API answers for an unknown slug. */
export function notFound() {
  return HttpResponse.json({ detail: "Not found." }, { status: 404, statusText: "Not Found" });
}

/** GET on each path fails the way an unavailable API would. */
export function errorHandler(paths: string | readonly string[], failure: Failure = {}): RequestHandler[] {
  return [paths].flat().map((path) => http.get(path, () => errorResponse(failure)));
}

/** GET on each path never answers: the screen stays in its loading state; `onRequest` tells when a call arrived. */
export function loadingHandler(paths: string | readonly string[], onRequest: () => void = () => undefined): RequestHandler[] {
  return [paths].flat().map((path) =>
    http.get(path, async () => {
      onRequest();
      await delay("infinite");
      return HttpResponse.json(null);
    }),
  );
}

/**
 * Sees every request a handler receives (to assert the exact call) and may answer it itself,
 * e.g. with `errorResponse()` while a test wants the API down.
 */
export type Intercept = (url: URL) => Response | undefined;

/** `path?query` of every request a handler received, in order. */
export type CallLog = string[];
