// Issue #16: a team's name leads to its franchise page, on its own site: in-site where the team
// belongs (every team on the hub), else the same path on its sport's site, as championships do.
import type { Team } from "@tl/data/teams";
import { siteFor, siteHref } from "@tl/site-config/links";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { belongsToSite } from "../../../hooks/site-scope";
import { useSite } from "../../../site/site-context";

const LINK_CLASS = "inline-flex items-center gap-1 font-semibold text-primary-700 underline-offset-2 hover:underline";

export function TeamPageLink({ team }: { team: Team }) {
  const { site } = useSite();
  if (team.slug === null) return null;
  const path = `/teams/${encodeURIComponent(team.slug)}`;
  const content = (
    <>
      {team.fullName} <ArrowRight aria-hidden className="size-4" />
    </>
  );
  if (belongsToSite(site, team.sportSlug, team.levelSlug))
    return (
      <Link to={path} className={LINK_CLASS}>
        {content}
      </Link>
    );
  return (
    <a href={siteHref(siteFor(team.sportSlug, team.levelSlug), path, window.location)} className={LINK_CLASS}>
      {content}
    </a>
  );
}
