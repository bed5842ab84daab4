// A table too wide for a phone (issue #13): it scrolls sideways inside its own box, never the
// page. The box is a named region that takes keyboard focus, so it can be scrolled with the
// arrow keys; the first column (the row's name) stays put while the rest scrolls; and a shadow
// marks each edge with more off-screen, so a visitor sees that the table goes on. A long table
// (issue #16) can keep its header row in view: the box then also scrolls down, within 70% of the
// window, because a sticky cell sticks to its nearest scrolling box, and a box that scrolls
// sideways scrolls both ways, so the header cannot stick to the page itself.
import { clsx } from "clsx";
import { useRef, type ReactNode } from "react";
import { useScrollEdges } from "./use-scroll-edges";

export interface ScrollTableProps {
  /** Names the region and, as its caption, the table. */
  label: string;
  /** The table's own width, below which it scrolls: a Tailwind min-width class, e.g. "min-w-[52rem]". */
  minWidth: string;
  /** The table's <thead> and <tbody>, unstyled: the header row is styled here. The first cell of each row is the sticky one. */
  children: ReactNode;
  /** A long table: the header row stays in view while the rows scroll beneath it. */
  stickyHeader?: boolean;
  className?: string;
}

// The header row's look, the same in every scrolling table.
const head = "[&_thead]:bg-primary-50 [&_thead]:text-primary-900";
// The first cell of every row sticks to the start edge, over a background so the rest slides
// beneath it.
const stickyFirstColumn =
  "[&_tr>:first-child]:sticky [&_tr>:first-child]:left-0 [&_tr>:first-child]:z-[1] [&_tbody_tr>:first-child]:bg-surface [&_thead_tr>:first-child]:bg-primary-50";
// The header cells stick to the top over their own background, the first above the sticky column.
const stickyHead =
  "[&_thead_th]:sticky [&_thead_th]:top-0 [&_thead_th]:z-[2] [&_thead_th]:bg-primary-50 [&_thead_th]:shadow-[inset_0_-1px_0_var(--color-line)] [&_thead_tr>:first-child]:z-[3]";
const edgeShadow = "pointer-events-none absolute inset-y-0 z-[2] w-8 from-ink/20 to-transparent transition-opacity";

export function ScrollTable({ label, minWidth, children, stickyHeader = false, className }: ScrollTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller, "tr > :first-child");
  return (
    <div className={clsx("relative rounded-2xl border border-line bg-surface shadow-sm", className)}>
      <div
        ref={scroller}
        role="region"
        aria-label={label}
        tabIndex={0}
        data-more-start={edges.start}
        data-more-end={edges.end}
        data-sticky-header={stickyHeader || undefined}
        className={clsx("rounded-2xl", stickyHeader ? "max-h-[70vh] overflow-auto" : "overflow-x-auto")}
      >
        <table className={clsx("w-full text-left text-sm", minWidth, head, stickyFirstColumn, stickyHeader && stickyHead)}>
          <caption className="sr-only">{label}</caption>
          {children}
        </table>
      </div>
      {/* Shadows over the hidden content: beside the sticky column once scrolled, and at the end while more is off-screen. */}
      <div
        aria-hidden
        style={{ left: `min(${String(edges.startInset)}px, 100% - 2rem)` }}
        className={clsx(edgeShadow, "bg-linear-to-r", edges.start ? "opacity-100" : "opacity-0")}
      />
      <div aria-hidden className={clsx(edgeShadow, "right-0 rounded-r-2xl bg-linear-to-l", edges.end ? "opacity-100" : "opacity-0")} />
    </div>
  );
}
