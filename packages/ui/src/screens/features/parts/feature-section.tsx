// One feature of Home's cards as a section: its title (the card's; features.test.tsx checks that
// the two agree), what the product does, and links into the product. The titles are written here
// rather than imported from Home's cards: a module Home shares with this lazy screen would leave
// Home's chunk as a file of its own, one more in Home's first download (README "Bundle budget").
import type { ReactNode } from "react";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";

export type FeatureTitle = "Advanced Analytics" | "Optimized for Accuracy" | "Built to Scale";

const featureId = (title: string) => title.toLowerCase().replace(/[^a-z]+/g, "-");

export interface FeatureLinkItem {
  to: string;
  label: string;
}

export function FeatureSection({
  title,
  links,
  children,
}: {
  title: FeatureTitle;
  links: readonly FeatureLinkItem[];
  children: ReactNode;
}) {
  const id = `${featureId(title)}-heading`;
  return (
    <section aria-labelledby={id} className="mb-12 grid max-w-4xl gap-4 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="space-y-3 text-ink">{children}</div>
      <ul aria-label={`Where to find ${title.toLowerCase()}`} className="flex flex-wrap gap-x-6 gap-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-flex items-center gap-1 font-semibold text-primary-700 underline-offset-2 hover:underline">
              {link.label} <ArrowRight aria-hidden className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
