// The site-scope rule (site-scope.ts) for a screen, with the visitor's choice read from and
// written to the URL (`?scope=all`), so a widened view can be shared and Back undoes it.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { useSite } from "../site/site-context";
import { SCOPE_PARAM, siteScope, WIDE_SCOPE, type ScopedScreen, type SiteScope } from "./site-scope";

export interface SiteScopeControl extends SiteScope {
  /** Widen to All Sports or return to the site's own. */
  setWidened: (widened: boolean) => void;
}

/**
 * `resets`: URL filters that belong to one scope (a sport or division chosen among every
 * sport), dropped when the scope changes so they cannot leave nothing to show.
 */
export function useSiteScope(screen: ScopedScreen, resets: readonly string[] = []): SiteScopeControl {
  const { site } = useSite();
  const [params, setParams] = useSearchParams();
  const requested = params.get(SCOPE_PARAM);
  const scope = useMemo(() => siteScope(site, screen, requested), [site, screen, requested]);
  const resetKey = resets.join("|");

  const setWidened = useCallback(
    (widened: boolean) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (widened) next.set(SCOPE_PARAM, WIDE_SCOPE);
        else next.delete(SCOPE_PARAM);
        for (const key of resetKey ? resetKey.split("|") : []) next.delete(key);
        return next;
      });
    },
    [setParams, resetKey],
  );

  return useMemo(() => ({ ...scope, setWidened }), [scope, setWidened]);
}
