// One feature of Home's cards as a section: its icon and title (the card's, so the two never
// disagree), what the product does, and links into the product.
import type { ReactNode } from "react";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { FEATURES } from "../../home/parts/feature-cards";

export type FeatureTitle = (typeof FEATURES)[number]["title"];

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
  const feature = FEATURES.find((item) => item.title === title);
  const Icon = feature?.icon;
  const id = `${featureId(title)}-heading`;
  return (
    <section aria-labelledby={id} className="mb-12 grid max-w-4xl gap-4 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
      <h2 id={id} className="flex items-center gap-3 text-2xl font-bold">
        {Icon && (
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-100 text-primary-700">
            <Icon aria-hidden className="size-5" />
          </span>
        )}
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
