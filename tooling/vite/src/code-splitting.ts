// How a site's build splits its code (README, "Bundle budget"). Left to itself, Rolldown gives
// every set of lazy screens sharing a module its own small chunk: a data page then downloads
// 30-40 files, and each compresses on its own and repeats its imports (about 6 KB of a data
// page's gzip was that overhead). Three groups instead:
// - "index": everything the entry imports statically (React, the router, the shell).
// - "data-layer": what every data page runs before its content, and Home only once its data
//   parts load: TanStack Query, the data layer and the query client, zod and the API's shared
//   parsing (refs, params, the fetch helpers, the name order) and the data-version check of a
//   prerendered page.
//   A module its code imports at load must be in the group too: one left out lands in a chunk
//   that imports this one back, and that chunk's top level then runs before this one's exports.
// - "screen-parts": the small shared components and hooks of the lazy screens
//   (packages/ui/src/components and hooks, one level), except those Home's first download
//   already has, which stay where they are.
import type { Rolldown } from "vite";

type Group = Rolldown.CodeSplittingGroup;
type Context = Rolldown.ChunkingContext;

const DATA_LAYER =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:@tanstack[\\/](?:query-core|react-query)|zod)[\\/]|packages[\\/]contract[\\/]src[\\/](?:refs|params|data-version)\.ts$|packages[\\/]data[\\/]src[\\/]shared[\\/](?:api-[\w-]+|build-url|compare-names|data-version|loose|query-client|raw-refs|relax)\.ts$|packages[\\/]ui[\\/]src[\\/]app[\\/](?:data-layer|app-query-client|query-state|revalidate-page-answers)\.tsx?$/;
const SCREEN_PART = /packages[\\/]ui[\\/]src[\\/](?:components|hooks)[\\/][^\\/]+\.tsx?$/;
const HOME_SCREEN = /packages[\\/]ui[\\/]src[\\/]screens[\\/]home[\\/]home\.tsx$/;

/** Whether Home's first download holds `id`: the entry or the Home screen imports it statically. */
function inHomeDownload(id: string, context: Context, seen = new Set<string>()): boolean {
  if (HOME_SCREEN.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  const info = context.getModuleInfo(id);
  if (!info) return false;
  return info.isEntry || info.importers.some((importer) => inHomeDownload(importer, context, seen));
}

export const codeSplittingGroups: Group[] = [
  { name: "index", tags: ["$initial"] },
  { name: "data-layer", test: DATA_LAYER, includeDependenciesRecursively: false },
  {
    name: (id, context) => (SCREEN_PART.test(id) && !inHomeDownload(id, context) ? "screen-parts" : null),
    // Only the parts themselves: a part's own imports (a button Home uses too) stay where they are.
    includeDependenciesRecursively: false,
  },
];
