// A person of another sport or level opened on a sport site (the site-scope rule, as for a
// franchise): the page says whose site the person belongs to and links to the same page there.
import { siteFor, siteHref } from "@tl/site-config/links";
import { ArrowRight } from "lucide-react";
import { useLocation } from "react-router-dom";
import { buttonVariants } from "../../../components/button";
import { Page } from "../../../components/page";
import { PageHeader } from "../../../components/page-header";
import { useSite } from "../../../site/site-context";
import { BackLink } from "./back-link";
import type { PersonRole } from "./person-states";

export function OtherSiteNotice(props: { role: PersonRole; name: string; sportSlug: string | null; levelSlug: string | null }) {
  const { role, name, sportSlug, levelSlug } = props;
  const { site } = useSite();
  const { pathname, search } = useLocation();
  const home = siteFor(sportSlug, levelSlug);
  const href = siteHref(home, `${pathname}${search}`, window.location);
  return (
    <Page>
      <BackLink to={role.list}>{`All ${role.list.slice(1)}`}</BackLink>
      <PageHeader title={name} />
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-line bg-surface p-8">
        <p className="text-lg">
          {name} belongs to {home.name}, not to {site.name}, which covers {site.shortName} only.
        </p>
        <a href={href} className={buttonVariants({ variant: "primary" })}>
          Open {name} on {home.name} <ArrowRight aria-hidden className="size-4" />
        </a>
      </div>
    </Page>
  );
}
