// spec §1 / §9: the static marketing figures, exactly as specified.
export const HEADLINE_FIGURES = [
  { value: "150+", label: "Championships" },
  { value: "500+", label: "Teams Tracked" },
  { value: "1M+", label: "Data Points" },
  { value: "24/7", label: "Live Updates" },
] as const;

export const STATISTICS = [
  { value: "847", label: "Championships" },
  { value: "1,234", label: "Teams" },
  { value: "2.5M", label: "Data Points" },
  { value: "24/7", label: "Live Updates" },
] as const;

export function HeadlineFigures() {
  return (
    <section aria-label="Headline figures" className="mx-auto -mt-6 max-w-7xl px-4 sm:px-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {HEADLINE_FIGURES.map((figure) => (
          <div key={figure.label} className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-primary-700">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function StatisticsStrip() {
  return (
    <section aria-label="Statistics" className="mt-16 bg-gradient-primary text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 lg:grid-cols-4">
        {STATISTICS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm text-white/90">{stat.label}</dt>
            <dd className="text-4xl font-extrabold">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
