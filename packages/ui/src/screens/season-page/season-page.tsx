// The season page (/seasons/:slug, issue #16): one league's season from
// /api/championships/seasons/{slug}/: its champion and runner-up, standings by division, every
// postseason series we hold with its games, its leaders, and the league's previous and next
// seasons. An unknown slug is a not-found page; a season of another sport or level on a sport site
// links to its own site instead.
import { useSeasonPage } from "@tl/data/seasons";
import { isNotFound } from "@tl/data/shared";
import { useParams } from "react-router-dom";
import { Badge } from "../../components/badge";
import { EntityNotFound } from "../../components/entity-not-found";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { PageSpinner } from "../../components/page-spinner";
import { ErrorPanel } from "../../components/status-panels";
import { belongsToSite } from "../../hooks/site-scope";
import { useSite } from "../../site/site-context";
import { SEASON_STATUS_BADGES } from "../seasons/parts/status-badges";
import { BackToSeasons } from "./parts/back-link";
import { OtherSiteNotice } from "./parts/other-site-notice";
import { seasonMeta } from "./parts/page-meta-text";
import { SeasonLeaders } from "./parts/season-leaders";
import { SeasonNav } from "./parts/season-nav";
import { SeasonSeriesList } from "./parts/season-series";
import { SeasonStandings } from "./parts/season-standings";
import { SeasonTitle } from "./parts/season-title";

export function SeasonPageScreen() {
  const { slug = "" } = useParams();
  const { site } = useSite();
  const query = useSeasonPage(slug);

  if (isNotFound(query.error)) return <EntityNotFound noun="season" slug={slug} backTo="/seasons" backLabel="seasons" />;

  if (query.error || !query.data) {
    return (
      <Page>
        <BackToSeasons />
        <PageHeader title="Season Details" />
        {query.error ? (
          <ErrorPanel
            title="Error Loading Season"
            error={query.error}
            onRetry={() => {
              void query.refetch();
            }}
          />
        ) : (
          <PageSpinner label="Loading the season" />
        )}
      </Page>
    );
  }

  const season = query.data;
  if (!belongsToSite(site, season.sportSlug, season.levelSlug)) return <OtherSiteNotice season={season} />;

  const status = SEASON_STATUS_BADGES[season.status];
  return (
    <Page>
      <BackToSeasons />
      <PageHeader title={season.name} meta={seasonMeta(season)}>
        <span className="flex flex-wrap items-center gap-2">
          {season.leagueName && <span>{season.leagueName}</span>}
          {season.sportName && <Badge tone="primary">{season.sportName}</Badge>}
          {season.levelName && <Badge tone="secondary">{season.levelName}</Badge>}
          <Badge tone={status.tone}>{status.label}</Badge>
        </span>
      </PageHeader>
      <SeasonNav season={season} />
      <SeasonTitle season={season} />
      <SeasonStandings season={season} />
      <SeasonSeriesList season={season} />
      <SeasonLeaders season={season} />
    </Page>
  );
}
