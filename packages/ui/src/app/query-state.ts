// The query cache a prerendered page embeds (issue #18): written by the prerenderer as a JSON
// script after #root, read once by the page's QueryClient.
import type { DehydratedState } from "@tanstack/react-query";

export const QUERY_STATE_ID = "tl-query-state";

/** The script element holding a page's query cache; `<` escaped so no data closes it. */
export function queryStateScript(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${QUERY_STATE_ID}">${json}</script>`;
}

export function readQueryState(doc: Document): DehydratedState | undefined {
  const text = doc.getElementById(QUERY_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}
