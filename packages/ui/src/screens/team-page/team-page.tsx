// The franchise page (/teams/:slug, issue #16): the franchise (/api/teams/teams/{slug}/) with
// the names and cities it played under, its titles, firsts and bests, and its season-by-season
// table (…/{slug}/seasons/, every page). Defunct clubs too. An unknown slug is a not-found page;
// a franchise of another sport or level on a sport site links to its own site instead.
import { isNotFound } from "@tl/data/shared";
import { useTeamPage } from "@tl/data/teams";
import { useParams } from "react-router-dom";
import { Badge } from "../../components/badge";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { PageSpinner } from "../../components/page-spinner";
import { ErrorPanel } from "../../components/status-panels";
import { belongsToSite } from "../../hooks/site-scope";
import { useSite } from "../../site/site-context";
import { BackToTeams } from "./parts/back-link";
import { FirstsAndBests } from "./parts/firsts-and-bests";
import { FranchiseNames } from "./parts/franchise-names";
import { FranchiseTitles } from "./parts/franchise-titles";
import { OtherSiteNotice } from "./parts/other-site-notice";
import { franchiseMeta } from "./parts/page-meta-text";
import { TeamNotFound } from "./parts/team-not-found";
import { TeamSeasons } from "./parts/team-seasons";

export function TeamPageScreen() {
  const { slug = "" } = useParams();
  const { site } = useSite();
  const franchise = useTeamPage(slug);

  if (isNotFound(franchise.error)) return <TeamNotFound slug={slug} />;

  if (franchise.error || !franchise.data) {
    return (
      <Page>
        <BackToTeams />
        <PageHeader title="Team Details" />
        {franchise.error ? (
          <ErrorPanel
            title="Error Loading Team"
            error={franchise.error}
            onRetry={() => {
              void franchise.refetch();
            }}
          />
        ) : (
          <PageSpinner label="Loading the team" />
        )}
      </Page>
    );
  }

  const team = franchise.data;
  if (!belongsToSite(site, team.sportSlug, team.levelSlug)) return <OtherSiteNotice franchise={team} />;

  const where = [team.city || null, team.leagueName, team.division].filter(Boolean).join(" · ");
  return (
    <Page>
      <BackToTeams />
      <PageHeader title={team.fullName} meta={franchiseMeta(team)}>
        <span className="flex flex-wrap items-center gap-2">
          <span>{where}</span>
          {team.sportName && <Badge tone="primary">{team.sportName}</Badge>}
          {team.levelName && <Badge tone="secondary">{team.levelName}</Badge>}
          {!team.active && <Badge tone="neutral">Defunct</Badge>}
        </span>
      </PageHeader>
      <FranchiseNames names={team.names} />
      <FranchiseTitles titles={team.titles} franchise={team} />
      <FirstsAndBests franchise={team} />
      <TeamSeasons franchise={team} />
    </Page>
  );
}
