// spec §1 Home: hero, figures, statistics strip, feature cards, recent champions, call to action.
import { CallToAction } from "./parts/call-to-action";
import { FeatureCards } from "./parts/feature-cards";
import { HeadlineFigures, StatisticsStrip } from "./parts/figures";
import { Hero } from "./parts/hero";
import { RecentChampionsTable } from "./parts/recent-champions-table";

export function HomeScreen() {
  return (
    <>
      <Hero />
      <HeadlineFigures />
      <StatisticsStrip />
      <FeatureCards />
      <RecentChampionsTable />
      <CallToAction />
    </>
  );
}
