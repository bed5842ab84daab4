// Issue #16: a team's name leads to its franchise page (/teams/:slug) on its own site: in-site
// where the team belongs (every team on the hub), else the same path on its sport's site, as
// championships do.
import { siteFor, siteHref, siteOfChampionship } from "@tl/site-config/links";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { belongsToSite } from "../hooks/site-scope";
import { useSite } from "../site/site-context";

export const FRANCHISE_LINK_CLASS = "font-semibold text-primary-700 underline-offset-2 hover:underline";

export function FranchiseLink(props: {
  slug: string;
  /** The team's sport and level (API slugs or a site's level), which say which site holds its page. */
  sportSlug: string | null;
  levelSlug: string | null;
  className?: string;
  children: ReactNode;
}) {
  const { slug, sportSlug, levelSlug, className = FRANCHISE_LINK_CLASS, children } = props;
  const { site } = useSite();
  const path = `/teams/${encodeURIComponent(slug)}`;
  if (belongsToSite(site, sportSlug, levelSlug))
    return (
      <Link to={path} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={siteHref(siteFor(sportSlug, levelSlug), path, window.location)} className={className}>
      {children}
    </a>
  );
}

/** A team of a championship's final (its champion or runner-up): its page is on that championship's site. */
export function FinalistLink(props: { slug: string | null; championshipSlug: string | null; children: ReactNode }) {
  const { slug, championshipSlug, children } = props;
  if (slug === null) return <>{children}</>;
  const home = siteOfChampionship(championshipSlug);
  const sport = home.sport === "none" ? null : home.sport;
  return (
    <FranchiseLink slug={slug} sportSlug={sport} levelSlug={sport === null ? null : home.level}>
      {children}
    </FranchiseLink>
  );
}
