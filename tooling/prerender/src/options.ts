// The prerenderer's command line: which sites, where the pages will be served, where the API is.
import { siteIds, type SiteId } from "@tl/site-config/sites";
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import type { PrerenderEnv } from "./env";

/** Entity kinds whose pages are found through the links of the pages already rendered (people also through the API's lists: people.ts). */
export const ENTITY_KINDS = ["championships", "teams", "seasons", "players", "coaches"] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

export interface PrerenderOptions {
  sites: SiteId[];
  /** Where the pages are served: the local server on this port, or the production hosts. */
  origin: { kind: "local"; port: number } | { kind: "production" };
  /** A running API to read; none: the local server on PORT when it answers, else the prerenderer starts one. */
  api: string | undefined;
  /** Skip a site whose pages are current (freshness.ts). */
  ifStale: boolean;
  entities: EntityKind[];
  /** At most this many pages of each entity kind per site. */
  limit: number;
  /** Pages in flight, across the workers (while some render, the others wait for the API). */
  concurrency: number;
  /** Render worker threads (render-pool.ts): one a core by default. */
  workers: number;
  sitesDir: string;
}

const DEFAULT_ENTITIES: EntityKind[] = [...ENTITY_KINDS];
const DEFAULT_CONCURRENCY = 6;

export function parseOptions(argv: string[], env: PrerenderEnv, sitesDir: string): PrerenderOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      sites: { type: "string" },
      port: { type: "string" },
      production: { type: "boolean", default: false },
      api: { type: "string" },
      entities: { type: "string" },
      limit: { type: "string" },
      concurrency: { type: "string" },
      workers: { type: "string" },
      "if-stale": { type: "boolean", default: false },
    },
  });
  const sites = values.sites ? values.sites.split(",") : siteIds;
  for (const id of sites) if (!siteIds.includes(id as SiteId)) throw new Error(`Unknown site "${id}" (sites: ${siteIds.join(", ")})`);
  const entities = values.entities === undefined ? DEFAULT_ENTITIES : values.entities.split(",").filter(Boolean);
  for (const kind of entities) if (!ENTITY_KINDS.includes(kind as EntityKind)) throw new Error(`Unknown entity kind "${kind}"`);
  return {
    sites: sites as SiteId[],
    origin: values.production ? { kind: "production" } : { kind: "local", port: Number(values.port ?? env.PORT ?? 3000) },
    api: values.api,
    ifStale: values["if-stale"],
    entities: entities as EntityKind[],
    limit: Number(values.limit ?? 100_000),
    concurrency: Math.max(1, Number(values.concurrency ?? DEFAULT_CONCURRENCY)),
    workers: Math.max(1, Number(values.workers ?? availableParallelism())),
    sitesDir,
  };
}
