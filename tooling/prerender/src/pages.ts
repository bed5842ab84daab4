// Which pages of a site are prerendered: its screens (spec §2), then the entity pages its
// rendered pages link to in-site, kind by kind. EntityLink links in-site only to entities whose
// page lives on the site, so each entity page is found, and prerendered, on its own sport's site.
import type { EntityKind } from "./options";

/** The screens of every site. /search (a query's results), /debug and /data-quality are left to the shell. */
export const SCREENS = [
  "/",
  "/championships",
  "/champions",
  "/teams",
  "/scores",
  "/seasons",
  "/standings",
  "/players",
  "/coaches",
  "/analytics",
  "/features",
];

const IN_SITE_LINK = /href="(\/(championships|teams|seasons|players|coaches)\/[^"?#/]+)"/g;

/** The in-site entity pages a page's markup links to, by kind. */
export function linkedEntities(html: string, kinds: readonly EntityKind[]): Map<EntityKind, Set<string>> {
  const found = new Map<EntityKind, Set<string>>();
  for (const match of html.matchAll(IN_SITE_LINK)) {
    const kind = match[2] as EntityKind;
    if (!kinds.includes(kind)) continue;
    if (!found.has(kind)) found.set(kind, new Set());
    found.get(kind)?.add(match[1] ?? "");
  }
  return found;
}
