// Championship detail (/championships/:slug). spec §2 leaves this page a placeholder; it shows
// the championship (spec §7 /api/championships/championships/{slug}/) and its complete
// history (…/{slug}/champions/, every page). An unknown slug is a not-found page; a
// championship of another sport or level on a sport site links to its own site instead.
import { isNotFound, useChampionship } from "@tl/data/championships";
import { useParams } from "react-router-dom";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { PageSpinner } from "../../components/page-spinner";
import { ErrorPanel } from "../../components/status-panels";
import { belongsToSite } from "../../hooks/site-scope";
import { useSite } from "../../site/site-context";
import { BackToChampionships } from "./parts/back-link";
import { ChampionshipFacts } from "./parts/championship-facts";
import { ChampionshipHistory } from "./parts/championship-history";
import { ChampionshipNotFound } from "./parts/championship-not-found";
import { OtherSiteNotice } from "./parts/other-site-notice";

export function ChampionshipDetailScreen() {
  const { slug = "" } = useParams();
  const { site } = useSite();
  const championship = useChampionship(slug);

  if (isNotFound(championship.error)) return <ChampionshipNotFound slug={slug} />;

  if (championship.error || !championship.data) {
    // The site's own championship is named at once; any other waits for the API.
    const known = site.championship?.slug === slug ? site.championship.name : null;
    return (
      <Page>
        <BackToChampionships />
        <PageHeader title={championship.data?.name ?? known ?? "Championship Details"} />
        {championship.error ? (
          <ErrorPanel
            title="Error Loading Championship"
            error={championship.error}
            onRetry={() => {
              void championship.refetch();
            }}
          />
        ) : (
          <PageSpinner label="Loading the championship" />
        )}
      </Page>
    );
  }

  if (!belongsToSite(site, championship.data.sportSlug, championship.data.levelSlug))
    return <OtherSiteNotice championship={championship.data} />;

  const { name, description } = championship.data;
  return (
    <Page>
      <BackToChampionships />
      <PageHeader title={name}>{description}</PageHeader>
      <ChampionshipFacts championship={championship.data} />
      <ChampionshipHistory slug={slug} championshipName={name} sportSlug={championship.data.sportSlug} />
    </Page>
  );
}
