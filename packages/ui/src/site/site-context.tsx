// The site context (spec §3): the chosen site plus what is derived from it, so screens
// never recompute flags, API filters or the headline term.
import {
  apiFilters,
  headlineTerm,
  isLevelSpecific,
  isMainSite,
  isSportSpecific,
  levelName,
  sportName,
  type ApiFilters,
  type HeadlineTerm,
} from "@tl/site-config/derive";
import type { SiteConfig } from "@tl/site-config/types";
import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from "react";
import { applySiteToDocument } from "./apply-site";

export interface SiteContextValue {
  site: SiteConfig;
  isMainSite: boolean;
  isSportSpecific: boolean;
  isLevelSpecific: boolean;
  /** "Football" …, or null on the hub. */
  sportName: string | null;
  /** "Professional" / "College", or null on the hub. */
  levelName: string | null;
  apiFilters: ApiFilters;
  headline: HeadlineTerm;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function deriveSiteContext(site: SiteConfig): SiteContextValue {
  return {
    site,
    isMainSite: isMainSite(site),
    isSportSpecific: isSportSpecific(site),
    isLevelSpecific: isLevelSpecific(site),
    sportName: sportName(site.sport),
    levelName: levelName(site.level),
    apiFilters: apiFilters(site),
    headline: headlineTerm(site.sport, site.level),
  };
}

export function SiteProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  const value = useMemo(() => deriveSiteContext(site), [site]);
  useLayoutEffect(() => {
    applySiteToDocument(site);
  }, [site]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error("useSite must be used within a SiteProvider");
  return value;
}
