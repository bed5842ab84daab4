import { ArrowRight, ChartColumn, Layers, ShieldCheck } from "lucide-react";
import { Link } from "react-router-dom";

// spec §2: the learn-more links of the three feature cards. Their copy says only what the
// product does today (issue #13).
export const FEATURES = [
  {
    title: "Advanced Analytics",
    body: "Every title since each championship began, with the score or series, runner-up, MVP and coach, and the titles of every franchise and program counted.",
    to: "/analytics",
    icon: ChartColumn,
  },
  {
    title: "Optimized for Accuracy",
    body: "Every title is checked against public datasets, and every source is credited with its licence and coverage.",
    to: "/data-quality",
    icon: ShieldCheck,
  },
  {
    title: "Built to Scale",
    body: "Nine sites, one platform: from a single season to more than a century of results, fast on any device.",
    to: "/features",
    icon: Layers,
  },
] as const;

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="features-heading" className="text-2xl font-bold sm:text-3xl">
        Why fans and analysts use it
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ title, body, to, icon: Icon }) => (
          <article key={title} className="flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm">
            <span className="grid size-12 place-items-center rounded-xl bg-primary-100 text-primary-700">
              <Icon aria-hidden className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 flex-1 text-muted">{body}</p>
            <Link to={to} className="mt-4 inline-flex items-center gap-1 font-semibold text-primary-700 hover:underline">
              Learn more <span className="sr-only">about {title.toLowerCase()}</span>
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
