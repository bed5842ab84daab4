// The pages measured (issue #18): every screen on the NFL site, the pages of a season's story on
// MLB and the hub's lists, each asked on its site's local host (nfl.localhost resolves to the
// loopback in Chromium, as in the browser tests), at the port the server answers on.
import { hostname } from "@tl/site-config/resolve";
import { sites, type SiteId } from "@tl/site-config/sites";

export interface BenchRoute {
  site: SiteId;
  path: string;
}

const on = (site: SiteId, paths: string[]): BenchRoute[] => paths.map((path) => ({ site, path }));

export const ROUTES: BenchRoute[] = [
  ...on("nfl", [
    "/",
    "/championships",
    "/championships/super-bowl",
    "/champions",
    "/teams",
    "/teams/kansas-city-chiefs",
    "/scores",
    "/seasons",
    "/seasons/nfl-2024",
    "/standings",
    "/players",
    "/players/patrick-mahomes",
    "/coaches",
    "/analytics",
    "/features",
  ]),
  ...on("mlb", ["/", "/teams/los-angeles-dodgers", "/seasons/mlb-2024", "/players/freddie-freeman"]),
  ...on("hub", ["/", "/championships", "/champions", "/standings"]),
];

/** `http://nfl.localhost:4460/teams`: the site is chosen by the host name, as a visitor's browser asks. */
export function routeUrl(route: BenchRoute, port: number): string {
  return `http://${hostname(sites[route.site].hosts.local)}:${String(port)}${route.path}`;
}

/** BENCH_WEB_ONLY=nfl/teams keeps the routes whose "site+path" contains it. */
export const selectRoutes = (routes: BenchRoute[], only: string | undefined) =>
  only ? routes.filter((route) => `${route.site}${route.path}`.includes(only)) : routes;
