// The player page (/players/:slug, issue #16): the player (/api/people/players/{slug}/) with his
// bio, titles, awards by year, All-Star years and teams, and a season-by-season table per kind
// of statistics (…/{slug}/seasons/) with the career total. An unknown slug is a not-found page;
// a player of another sport or level on a sport site links to his own site instead.
import { usePlayerPage } from "@tl/data/players";
import { useMemo } from "react";
import { useParams } from "react-router-dom";
import { Badge } from "../../components/badge";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { belongsToSite } from "../../hooks/site-scope";
import { useSite } from "../../site/site-context";
import { AllStarYears } from "./parts/all-star-years";
import { AwardsByYear } from "./parts/awards-by-year";
import { BackLink } from "./parts/back-link";
import { OtherSiteNotice } from "./parts/other-site-notice";
import { playerMeta } from "./parts/page-meta-text";
import { PersonStates, type PersonRole } from "./parts/person-states";
import { PersonTitles } from "./parts/person-titles";
import { PlayerBio } from "./parts/player-bio";
import { PlayerSeasons } from "./parts/player-seasons";
import { TeamsPlayedFor } from "./parts/teams-played-for";

const ROLE: PersonRole = { noun: "player", list: "/players" };

export function PlayerPageScreen() {
  const { slug = "" } = useParams();
  const { site } = useSite();
  const query = usePlayerPage(slug);
  const player = query.data;
  const home = useMemo(() => ({ sportSlug: player?.sportSlug ?? null, levelSlug: player?.levelSlug ?? null }), [player]);

  if (!player) return <PersonStates role={ROLE} slug={slug} query={query} />;
  const name = player.person.fullName;
  if (!belongsToSite(site, home.sportSlug, home.levelSlug)) return <OtherSiteNotice role={ROLE} name={name} {...home} />;

  return (
    <Page>
      <BackLink to="/players">All players</BackLink>
      <PageHeader title={name} meta={playerMeta(player)}>
        <span className="flex flex-wrap items-center gap-2">
          <span>{[player.position, player.leagueName, player.years].filter(Boolean).join(" · ")}</span>
          {player.sportName && <Badge tone="primary">{player.sportName}</Badge>}
          {player.status === "active" && <Badge tone="success">Active</Badge>}
        </span>
      </PageHeader>
      <PlayerBio player={player} />
      <PlayerSeasons player={player} home={home} />
      <PersonTitles titles={player.titles} name={name} home={home} />
      <AwardsByYear years={player.awardsByYear} name={name} home={home} />
      <AllStarYears years={player.allStarYears} name={name} league={player.leagueName} home={home} />
      <TeamsPlayedFor teams={player.teams} name={name} home={home} />
    </Page>
  );
}
