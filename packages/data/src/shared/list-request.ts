// The one argument of every list hook and its query options (issue #14 item 4):
// `useX({ site, filters })`, `xQueryOptions({ site, filters })`.
import type { ApiFilters } from "@tl/site-config/derive";

/**
 * `site`: the sport__slug / level__slug the site (or a screen's widened scope) puts on every
 * call (spec §7), as `apiFilters(site)` or `useSiteScope(…).filters` give them.
 * `filters`: the screen's own choices; a list without any takes `{ site }` alone.
 */
export interface ListRequest<Filters = undefined> {
  site: ApiFilters;
  filters: Filters;
}

/** A list whose only filters are the site's. */
export type SiteRequest = Pick<ListRequest, "site">;
