// What the box shows for what the visitor typed and the state of the search it asked for, and
// what its live region announces.
import { SEARCH_MIN_CHARS, type SearchAnswer } from "@tl/data/search";

export type SearchView =
  | { state: "idle" }
  | { state: "short" }
  | { state: "loading" }
  | { state: "error"; error: unknown }
  | { state: "none" }
  /** `stale`: the last answer, shown while the one for the new text loads. */
  | { state: "results"; answer: SearchAnswer; stale: boolean };

export interface SearchQueryState {
  data: SearchAnswer | undefined;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

/** `typed`: the text as it would be sent; `asked`: the text the query was made for (debounced). */
export function searchView(typed: string, asked: string, query: SearchQueryState): SearchView {
  if (typed === "") return { state: "idle" };
  if (typed.length < SEARCH_MIN_CHARS) return { state: "short" };
  const current = asked === typed;
  if (current && query.error && !query.isFetching) return { state: "error", error: query.error };
  const answer = query.data;
  if (!answer) return { state: "loading" };
  if (current && !query.isPlaceholderData && !query.isFetching)
    return answer.count === 0 ? { state: "none" } : { state: "results", answer, stale: false };
  return answer.count === 0 ? { state: "loading" } : { state: "results", answer, stale: true };
}

/** The polite announcement of a settled search: "9 results", "1 result", "No results". */
export function announcement(view: SearchView): string {
  if (view.state === "none") return "No results";
  if (view.state === "error") return "Search failed";
  if (view.state !== "results" || view.stale) return "";
  const { count } = view.answer;
  return `${String(count)} result${count === 1 ? "" : "s"}`;
}
