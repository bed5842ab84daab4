// Filters and searches live in the URL query (`/players?q=ruth&status=active`), so a view can
// be shared and back/forward steps through filter changes. Defaults are left out of the URL.
import { useCallback, useMemo, useRef } from "react";
import { useSearchParams } from "react-router-dom";

export type FilterValues<K extends string> = Record<K, string>;

export function useUrlFilters<K extends string>(defaults: FilterValues<K>) {
  const [params, setParams] = useSearchParams();
  // A screen passes the same defaults on every render; keep the first ones.
  const defaultsRef = useRef(defaults);

  const values = useMemo(() => {
    const read = { ...defaultsRef.current };
    for (const key of Object.keys(read) as K[]) {
      const value = params.get(key);
      if (value !== null) read[key] = value;
    }
    return read;
  }, [params]);

  /** Text changes replace the history entry (one per pause in typing would flood it); choices push one. */
  const setFilters = useCallback(
    (patch: Partial<FilterValues<K>>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
            if (value === undefined || value === defaultsRef.current[key]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  return [values, setFilters, defaultsRef.current] as const;
}
