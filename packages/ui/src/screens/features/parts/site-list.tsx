// The nine sites, each leading to its Home: in-site for this one, across to the others on the
// same kind of host the visitor is on (siteHref: the local hosts locally).
import { siteHref } from "@tl/site-config/links";
import { siteIds, sites } from "@tl/site-config/sites";
import { Link } from "react-router-dom";
import { ENTITY_LINK_CLASS } from "../../../components/entity-link";
import { useSite } from "../../../site/site-context";

export function SiteList() {
  const { site: here } = useSite();
  return (
    <ul aria-label="The nine sites" className="grid gap-2 sm:grid-cols-3">
      {siteIds.map((id) => {
        const site = sites[id];
        return (
          <li key={id}>
            {site.id === here.id ? (
              <Link to="/" className={ENTITY_LINK_CLASS} aria-current="page">
                {site.name}
              </Link>
            ) : (
              <a href={siteHref(site, "/", window.location)} className={ENTITY_LINK_CLASS}>
                {site.name}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
