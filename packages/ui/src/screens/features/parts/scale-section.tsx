// Home's "Built to Scale" card: nine sites from one application, and what every page offers.
import { FeatureSection } from "./feature-section";
import { SiteList } from "./site-list";

const LINKS = [
  { to: "/scores", label: "Scores" },
  { to: "/seasons", label: "Seasons" },
  { to: "/players", label: "Players" },
  { to: "/search", label: "Search" },
] as const;

export function ScaleSection() {
  return (
    <FeatureSection title="Built to Scale" links={LINKS}>
      <p>
        One application serves nine sites: a hub for every sport and one site per championship, each with its own colours, and every name
        leading to its page on its own sport&apos;s site.
      </p>
      <SiteList />
      <p>
        From a single season to more than a century of results: every table sorts by any column and downloads as CSV, every page reads on a
        phone, and the search box on every page (press /) finds teams, players, coaches, championships and seasons.
      </p>
    </FeatureSection>
  );
}
