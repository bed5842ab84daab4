import { formatCount } from "@tl/data/shared";
import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export interface SummaryTileProps {
  label: string;
  /** A number, text, or an element such as NotAvailable. */
  value: ReactNode;
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

// A <dl> may only hold <dt>/<dd> groups, each wrapped in one <div> (axe: definition-list,
// dlitem). So the group is the tile itself, and the icon rides in the label's <dt>, hidden
// from screen readers and positioned beside both lines. On a phone two tiles share a row and
// the icon would leave a label such as "Total Championships" too little room, so it shows from
// `sm` up; long words still break rather than run past the tile (at 200 % text too).
export function SummaryTile({ label, value, icon: Icon }: SummaryTileProps) {
  return (
    <div
      className={clsx(
        "relative flex min-w-0 flex-col-reverse justify-center rounded-2xl border border-line bg-surface p-3 shadow-sm sm:p-4",
        Icon && "sm:pl-16",
      )}
    >
      <dt className="text-sm leading-tight wrap-anywhere text-muted">
        {Icon && (
          <span
            aria-hidden
            className="absolute top-1/2 left-4 hidden -translate-y-1/2 rounded-xl sm:block bg-primary-50 p-2 text-primary-700"
          >
            <Icon className="size-5" />
          </span>
        )}
        {label}
      </dt>
      <dd className="text-2xl font-bold wrap-anywhere text-ink">{typeof value === "number" ? formatCount(value) : value}</dd>
    </div>
  );
}
