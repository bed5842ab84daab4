// The environment the prerenderer reads: PORT (where the local server answers, 3000 by default)
// and SITES_DIR (the folder holding <id>/dist, apps/ by default), as the API server reads them.
export interface PrerenderEnv {
  PORT: string | undefined;
  SITES_DIR: string | undefined;
  /** Passed on to the API server the prerenderer starts. */
  all: NodeJS.ProcessEnv;
}

export const loadEnv = (): PrerenderEnv => ({ PORT: process.env.PORT, SITES_DIR: process.env.SITES_DIR, all: process.env });
