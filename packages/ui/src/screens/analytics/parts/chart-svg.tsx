// The svg every chart draws in: named by its chart (role="group", so its marks stay reachable:
// an svg of role="img" would hide its links), theme colours through the site's CSS variables,
// and a focus ring on the links among its marks. Nothing in it animates, so there is nothing for
// prefers-reduced-motion to stop; a mark's hover colour changes only where motion is welcome.
// It fills its box's width at its own height: drawn at the measured width it is not scaled; a
// drawing wider than the box (the server's, before the box is measured) is scaled down into it.
import type { ReactNode } from "react";

/** Axis and tick colours: the site theme's neutral tokens. */
export const AXIS_COLOUR = "var(--color-muted)";
export const GRID_COLOUR = "var(--color-line)";
export const TICK_LABEL = { fill: "var(--color-muted)", fontSize: 12, fontFamily: "inherit" } as const;

export function ChartSvg({ label, width, height, children }: { label: string; width: number; height: number; children: ReactNode }) {
  return (
    <svg
      role="group"
      aria-label={label}
      width="100%"
      height={height}
      viewBox={`0 0 ${String(width)} ${String(height)}`}
      preserveAspectRatio="xMinYMin meet"
      className="block max-w-full overflow-visible text-ink [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-primary-600"
    >
      {children}
    </svg>
  );
}
