// spec §1 Home: hero, figures, statistics strip, feature cards, recent champions, call to action.
// The figures and the recent champions come from the API (issue #13) through a lazily loaded
// chunk; until it arrives they hold their places with placeholders of the same size.
import { sites } from "@tl/site-config/sites";
import { lazy, Suspense } from "react";
import { useSite } from "../../site/site-context";
import { CallToAction } from "./parts/call-to-action";
import { FeatureCards } from "./parts/feature-cards";
import { HeadlineFigures, StatisticsStrip } from "./parts/figures";
import { Hero } from "./parts/hero";
import { RecentChampionsTable } from "./parts/recent-champions-table";

const loadHomeData = () => import("./parts/home-data");
const FiguresData = lazy(() => loadHomeData().then((module) => ({ default: module.FiguresData })));
const RecentChampionsData = lazy(() => loadHomeData().then((module) => ({ default: module.RecentChampionsData })));

/** A sport site lists its title's last five seasons. */
const RECENT_SEASONS = 5;
/** The hub lists each championship's latest title: one per sport site. */
const CHAMPIONSHIP_COUNT = Object.values(sites).filter((site) => site.championship).length;

export function HomeScreen() {
  const { site } = useSite();
  const expected = site.championship ? RECENT_SEASONS : CHAMPIONSHIP_COUNT;
  return (
    <>
      <Hero />
      <Suspense
        fallback={
          <>
            <HeadlineFigures figures={undefined} />
            <StatisticsStrip figures={undefined} />
          </>
        }
      >
        <FiguresData />
      </Suspense>
      <FeatureCards />
      <Suspense fallback={<RecentChampionsTable rows={undefined} expected={expected} />}>
        <RecentChampionsData expected={expected} />
      </Suspense>
      <CallToAction />
    </>
  );
}
