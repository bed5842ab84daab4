// Home's "Optimized for Accuracy" card: where the facts come from and how they are checked
// (README "Data"; the Data Quality page lists the sources themselves).
import { FeatureSection } from "./feature-section";

const LINKS = [{ to: "/data-quality", label: "Data Quality" }] as const;

export function AccuracySection() {
  return (
    <FeatureSection title="Optimized for Accuracy" links={LINKS}>
      <p>
        Champions come from hand-curated facts, cross-checked against the public datasets wherever the two cover the same titles; seasons,
        games, players and coaches come from those datasets.
      </p>
      <p>
        Every source is credited with its licence, its required attribution and what it covers. A fact we are not certain of is left out and
        shown as N/A rather than guessed, and a season without a champion says why.
      </p>
    </FeatureSection>
  );
}
