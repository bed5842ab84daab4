// A season of another sport or level opened on a sport site (the site-scope rule, as for a
// franchise): the page says whose it is and links to the same page on that site.
import type { SeasonPage } from "@tl/data/seasons";
import { siteFor, siteHref } from "@tl/site-config/links";
import { ArrowRight } from "lucide-react";
import { useLocation } from "react-router-dom";
import { buttonVariants } from "../../../components/button";
import { Page } from "../../../components/page";
import { PageHeader } from "../../../components/page-header";
import { useSite } from "../../../site/site-context";
import { BackToSeasons } from "./back-link";

export function OtherSiteNotice({ season }: { season: SeasonPage }) {
  const { site } = useSite();
  const { pathname, search } = useLocation();
  const home = siteFor(season.sportSlug, season.levelSlug);
  const href = siteHref(home, `${pathname}${search}`, window.location);
  return (
    <Page>
      <BackToSeasons />
      <PageHeader title={season.name} />
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-line bg-surface p-8">
        <p className="text-lg">
          The {season.name} belongs to {home.name}, not to {site.name}, which covers {site.shortName} only.
        </p>
        <a href={href} className={buttonVariants({ variant: "primary" })}>
          Open the {season.name} on {home.name} <ArrowRight aria-hidden className="size-4" />
        </a>
      </div>
    </Page>
  );
}
