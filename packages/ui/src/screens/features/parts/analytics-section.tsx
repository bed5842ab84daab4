// Home's "Advanced Analytics" card: the titles, the franchises' counts and the analytics page.
import { FeatureSection } from "./feature-section";

const LINKS = [
  { to: "/analytics", label: "Analytics" },
  { to: "/champions", label: "Hall of Champions" },
  { to: "/championships", label: "Championships" },
  { to: "/teams", label: "Teams" },
] as const;

export function AnalyticsSection() {
  return (
    <FeatureSection title="Advanced Analytics" links={LINKS}>
      <p>
        Every title since each championship began: the champion and runner-up, the score or series result, the MVP and the winning coach
        where they are known, each name leading to its page.
      </p>
      <p>
        The analytics page draws six charts from those titles: titles over time per franchise, dynasties (the most titles in any five and
        ten seasons), the longest active droughts, distinct champions per decade, the length of final series and how often the home side
        wins a deciding game, and titles by state or province. Each chart has a table of its data and a CSV download, and its marks lead to
        the franchise and season pages.
      </p>
      <p>
        A franchise page lists the names and cities it played under, its titles and its seasons; a season page its champion, standings,
        postseason series and leaders, where we hold them.
      </p>
    </FeatureSection>
  );
}
