// The coach page (/coaches/:slug, issue #16): the coach (/api/people/coaches/{slug}/) with his
// career and playoff totals, titles and awards, and his season-by-season record per team
// (…/{slug}/seasons/) with the career row. An unknown slug is a not-found page; a coach of
// another sport or level on a sport site links to his own site instead. Its parts are the
// player page's where the two pages are alike (states, titles, awards, links).
import { useCoachPage } from "@tl/data/coaches";
import { useMemo } from "react";
import { useParams } from "react-router-dom";
import { Badge } from "../../components/badge";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { belongsToSite } from "../../hooks/site-scope";
import { useSite } from "../../site/site-context";
import { AwardsByYear } from "../player-page/parts/awards-by-year";
import { BackLink } from "../player-page/parts/back-link";
import { OtherSiteNotice } from "../player-page/parts/other-site-notice";
import { PersonStates, type PersonRole } from "../player-page/parts/person-states";
import { PersonTitles } from "../player-page/parts/person-titles";
import { CareerTotals } from "./parts/career-totals";
import { CoachSeasons } from "./parts/coach-seasons";
import { coachMeta } from "./parts/page-meta-text";

const ROLE: PersonRole = { noun: "coach", list: "/coaches" };

export function CoachPageScreen() {
  const { slug = "" } = useParams();
  const { site } = useSite();
  const query = useCoachPage(slug);
  const coach = query.data;
  const home = useMemo(() => ({ sportSlug: coach?.sportSlug ?? null, levelSlug: coach?.levelSlug ?? null }), [coach]);

  if (!coach) return <PersonStates role={ROLE} slug={slug} query={query} />;
  const name = coach.person.fullName;
  if (!belongsToSite(site, home.sportSlug, home.levelSlug)) return <OtherSiteNotice role={ROLE} name={name} {...home} />;

  return (
    <Page>
      <BackLink to="/coaches">All coaches</BackLink>
      <PageHeader title={name} meta={coachMeta(coach)}>
        <span className="flex flex-wrap items-center gap-2">
          <span>{[coach.position, coach.leagueName, coach.careerTotals[0]?.years].filter(Boolean).join(" · ")}</span>
          {coach.sport && <Badge tone="primary">{coach.sport}</Badge>}
          {coach.status === "active" && <Badge tone="success">Active</Badge>}
        </span>
      </PageHeader>
      <CareerTotals coach={coach} />
      <CoachSeasons coach={coach} home={home} />
      <PersonTitles titles={coach.titles} name={name} home={home} />
      <AwardsByYear years={coach.awardsByYear} name={name} home={home} />
    </Page>
  );
}
