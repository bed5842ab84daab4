// The four states of a list screen (spec §4), each a set of handlers.
import { errorHandler, loadingHandler } from "./failures";
import { listHandler, type ListOptions } from "./pages";

export function listStates<T>(path: string, items: readonly T[], options: ListOptions<T> = {}) {
  return {
    results: [listHandler(path, items, options)],
    empty: [listHandler(path, [])],
    error: errorHandler(path),
    loading: loadingHandler(path),
  } as const;
}
