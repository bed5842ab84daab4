import type { LucideIcon } from "lucide-react";

export interface SummaryTileProps {
  label: string;
  value: string | number;
  icon?: LucideIcon;
}

/** Counters above a list (spec §2: "Four counters", "summary tiles"). */
export function SummaryTiles({ tiles, label = "Summary" }: { tiles: SummaryTileProps[]; label?: string }) {
  return (
    <dl aria-label={label} className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tiles.map((tile) => (
        <SummaryTile key={tile.label} {...tile} />
      ))}
    </dl>
  );
}

export function SummaryTile({ label, value, icon: Icon }: SummaryTileProps) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm">
      {Icon && (
        <span className="rounded-xl bg-primary-50 p-2 text-primary-700">
          <Icon aria-hidden className="size-5" />
        </span>
      )}
      <div className="flex min-w-0 flex-col-reverse">
        <dt className="truncate text-sm text-muted">{label}</dt>
        <dd className="text-2xl font-bold text-ink">{typeof value === "number" ? value.toLocaleString("en-US") : value}</dd>
      </div>
    </div>
  );
}
