// A data screen's filters (spec §2, §5): its search text and choices, each under its own URL
// key (`/players?q=ruth&status=active`, useUrlFilters), read and written through one hook
// that the screen's filter bar (components/screen-filter-bar.tsx) takes whole.
import { useMemo } from "react";
import { useUrlFilters, type FilterValues } from "./use-url-filters";

export type FilterPatch<K extends string> = Partial<FilterValues<K>>;

export interface ScreenFilters<K extends string> {
  /** Each key's value: the URL's, else its default. */
  values: FilterValues<K>;
  /** "Nothing chosen" for each key; left out of the URL. */
  defaults: FilterValues<K>;
  /** Text changes replace the history entry; choices push one. */
  set: (patch: FilterPatch<K>, options?: { replace?: boolean }) => void;
}

/**
 * `pinned`: keys the screen's scope decides instead of the visitor (a sport site's `sport`),
 * read as their defaults whatever a shared link says, so they filter nothing.
 */
export function useScreenFilters<K extends string>(defaults: FilterValues<K>, pinned: readonly NoInfer<K>[] = []): ScreenFilters<K> {
  const [urlValues, set, kept] = useUrlFilters(defaults);
  const pinnedKey = pinned.join("|");
  const values = useMemo(() => {
    if (pinnedKey === "") return urlValues;
    const read = { ...urlValues };
    for (const key of pinnedKey.split("|") as K[]) read[key] = kept[key];
    return read;
  }, [urlValues, pinnedKey, kept]);
  return useMemo(() => ({ values, defaults: kept, set }), [values, kept, set]);
}
