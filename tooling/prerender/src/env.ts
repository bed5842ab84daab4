// The environment the prerenderer reads: PORT (where the local server answers, 3000 by default),
// SITES_DIR (the folder holding <id>/dist, apps/ by default) and RATE_LIMIT_EXEMPT_TOKEN (sent to
// a running server so the prerender is not throttled), as the API server reads them.
export interface PrerenderEnv {
  PORT: string | undefined;
  SITES_DIR: string | undefined;
  RATE_LIMIT_EXEMPT_TOKEN: string | undefined;
  /** Passed on to the API server the prerenderer starts. */
  all: NodeJS.ProcessEnv;
}

export const loadEnv = (): PrerenderEnv => ({
  PORT: process.env.PORT,
  SITES_DIR: process.env.SITES_DIR,
  RATE_LIMIT_EXEMPT_TOKEN: process.env.RATE_LIMIT_EXEMPT_TOKEN || undefined,
  all: process.env,
});
