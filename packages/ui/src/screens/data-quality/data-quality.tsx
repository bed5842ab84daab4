// Data Quality (/data-quality, linked from Home and the footer; not in spec §2's route table,
// so its content is ours): every data source with its licence, required attribution, coverage
// and load counts; how much of each league the database holds; and how champions are chosen.
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { ChampionRules } from "./parts/champion-rules";
import { CoverageSection } from "./parts/coverage-section";
import { CreditsSection } from "./parts/credits-section";
import { SourcesSection } from "./parts/sources-section";

export function DataQualityScreen() {
  return (
    <Page>
      <PageHeader title="Data Quality">
        Where every fact comes from, under which licence, how much of each league we hold, and how champions are chosen.
      </PageHeader>
      <SourcesSection />
      <CreditsSection />
      <CoverageSection />
      <ChampionRules />
    </Page>
  );
}
