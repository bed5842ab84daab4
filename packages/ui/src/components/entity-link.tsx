// Issue #16: every name leads to its page on its own sport's site ("mlb.…/players/babe-ruth"):
// in-site on that site, and from the hub and the other sites across to it. An entity whose sport
// has no site of its own stays on the site showing it. Franchises, players, coaches and league
// seasons share this one rule, and so do championships (their history, /championships/:slug) and the
// search box's options, which follow it by keyboard (entityTarget).
import { siteFor, siteHref } from "@tl/site-config/links";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { isMainSite } from "@tl/site-config/derive";
import type { SiteConfig } from "@tl/site-config/types";
import { belongsToSite } from "../hooks/site-scope";
import { useSite } from "../site/site-context";

export const ENTITY_LINK_CLASS = "font-semibold text-primary-700 underline-offset-2 hover:underline";

/** The page an entity has: /teams/:slug, /players/:slug, /coaches/:slug, /seasons/:slug, /championships/:slug. */
export type EntityKind = "teams" | "players" | "coaches" | "seasons" | "championships";

export const entityPath = (kind: EntityKind, slug: string) => `/${kind}/${encodeURIComponent(slug)}`;

export interface EntityLinkProps {
  kind: EntityKind;
  slug: string;
  /** The entity's sport and level (API slugs or a site's level), which say which site holds its page. */
  sportSlug: string | null;
  levelSlug: string | null;
  className?: string;
  children: ReactNode;
}

/** Where an entity's page is, seen from `site`: a path on it (`inSite`), or the URL of its page on its own site. */
export function entityTarget(site: SiteConfig, kind: EntityKind, slug: string, sportSlug: string | null, levelSlug: string | null) {
  const path = entityPath(kind, slug);
  const home = siteFor(sportSlug, levelSlug);
  const inSite = isMainSite(site) ? isMainSite(home) : belongsToSite(site, sportSlug, levelSlug);
  return { inSite, href: inSite ? path : siteHref(home, path, window.location) };
}

export function useEntityTarget(kind: EntityKind, slug: string, sportSlug: string | null, levelSlug: string | null) {
  return entityTarget(useSite().site, kind, slug, sportSlug, levelSlug);
}

export function EntityLink({ kind, slug, sportSlug, levelSlug, className = ENTITY_LINK_CLASS, children }: EntityLinkProps) {
  const { inSite, href } = useEntityTarget(kind, slug, sportSlug, levelSlug);
  if (inSite)
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

type NamedLinkProps = Omit<EntityLinkProps, "kind">;

/** A player's name: /players/:slug on the player's sport's site. */
export const PlayerLink = (props: NamedLinkProps) => <EntityLink kind="players" {...props} />;

/** A coach's name: /coaches/:slug on the coach's sport's site. */
export const CoachLink = (props: NamedLinkProps) => <EntityLink kind="coaches" {...props} />;

/** A league season ('1927', '1993-94'): /seasons/:slug on its league's site. */
export const SeasonLink = (props: NamedLinkProps) => <EntityLink kind="seasons" {...props} />;

/** A championship's history: /championships/:slug on its sport's site. */
export const ChampionshipLink = (props: NamedLinkProps) => <EntityLink kind="championships" {...props} />;
