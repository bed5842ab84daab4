// A championship of another sport or level opened on a sport site (issue #13, the site-scope
// rule): instead of rendering the Stanley Cup as an MLB page, say whose it is and link to the
// same page on that sport's site (the hub when no site covers it).
import type { Championship } from "@tl/data/championships";
import { siteFor, siteHref } from "@tl/site-config/links";
import { ArrowRight } from "lucide-react";
import { useLocation } from "react-router-dom";
import { buttonVariants } from "../../../components/button";
import { Page } from "../../../components/page";
import { PageHeader } from "../../../components/page-header";
import { useSite } from "../../../site/site-context";
import { BackToChampionships } from "./back-link";

export function OtherSiteNotice({ championship }: { championship: Championship }) {
  const { site } = useSite();
  const { pathname, search } = useLocation();
  const home = siteFor(championship.sportSlug, championship.levelSlug);
  const href = siteHref(home, `${pathname}${search}`, window.location);
  return (
    <Page>
      <BackToChampionships />
      <PageHeader title={championship.name} />
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-line bg-surface p-8">
        <p className="text-lg">
          The {championship.name} belongs to {home.name}, not to {site.name}, which covers {site.shortName} only.
        </p>
        <a href={href} className={buttonVariants({ variant: "primary" })}>
          Open the {championship.name} on {home.name} <ArrowRight aria-hidden className="size-4" />
        </a>
      </div>
    </Page>
  );
}
