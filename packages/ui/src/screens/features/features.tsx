// Features (/features, issue #19): the subjects of Home's three feature cards (home/parts/
// feature-cards.tsx) as sections of their own. Not in spec §2's route table, so its content is
// ours; every sentence says what the product does today, and each section leads into it.
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { useSite } from "../../site/site-context";
import { AccuracySection } from "./parts/accuracy-section";
import { AnalyticsSection } from "./parts/analytics-section";
import { ScaleSection } from "./parts/scale-section";

export function FeaturesScreen() {
  const { site } = useSite();
  const scope = site.championship ? `the ${site.championship.name}` : "eight championships";
  return (
    <Page>
      <PageHeader title="Features" meta={{ title: "Features", description: `What ${site.name} does with the history of ${scope}.` }}>
        What {site.name} does with the history of {scope}, and where to find it.
      </PageHeader>
      <AnalyticsSection />
      <AccuracySection />
      <ScaleSection />
    </Page>
  );
}
