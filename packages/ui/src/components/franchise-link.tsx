// Issue #16: a team's name leads to its franchise page (/teams/:slug) on its own site (the rule
// of entity-link.tsx); a finalist's page, and its title's season's, are on its championship's site.
import { siteOfChampionship } from "@tl/site-config/links";
import type { ReactNode } from "react";
import { ENTITY_LINK_CLASS, EntityLink, type EntityKind, type EntityLinkProps } from "./entity-link";

export const FRANCHISE_LINK_CLASS = ENTITY_LINK_CLASS;

/** A team's name: its franchise page (/teams/:slug) on its sport's site. */
export const FranchiseLink = (props: Omit<EntityLinkProps, "kind">) => <EntityLink kind="teams" {...props} />;

/** A team, or the league season, of a championship's final: its page is on that championship's site. */
export function FinalLink(props: { kind: EntityKind; slug: string | null; championshipSlug: string | null; children: ReactNode }) {
  const { kind, slug, championshipSlug, children } = props;
  if (slug === null) return <>{children}</>;
  const home = siteOfChampionship(championshipSlug);
  const sport = home.sport === "none" ? null : home.sport;
  return (
    <EntityLink kind={kind} slug={slug} sportSlug={sport} levelSlug={sport === null ? null : home.level}>
      {children}
    </EntityLink>
  );
}

/** A team of a championship's final (its champion or runner-up): its page is on that championship's site. */
export const FinalistLink = (props: { slug: string | null; championshipSlug: string | null; children: ReactNode }) => (
  <FinalLink kind="teams" {...props} />
);
