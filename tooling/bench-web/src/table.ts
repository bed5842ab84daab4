// The printed table: one row a route, its median figures and the targets it misses.
import type { Figures } from "./figures";

export interface RouteResult {
  site: string;
  path: string;
  figures: Figures;
  misses: string[];
}

const HEADER = ["Route", "Site", "Perf", "A11y", "BP", "SEO", "LCP", "CLS", "TBT", "Verdict"];

function cells({ site, path, figures, misses }: RouteResult): string[] {
  const { performance, accessibility, bestPractices, seo, lcpMs, cls, tbtMs } = figures;
  return [
    path,
    site,
    ...[performance, accessibility, bestPractices, seo].map((score) => String(Math.round(score))),
    `${(lcpMs / 1000).toFixed(1)} s`,
    cls.toFixed(3),
    `${String(Math.round(tbtMs))} ms`,
    misses.length === 0 ? "met" : "MISSED",
  ];
}

/** A Markdown table (it reads in a terminal too and pastes into the README). */
export function formatTable(results: RouteResult[]): string {
  const rows = [HEADER, ...results.map(cells)];
  const widths = HEADER.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  const rule = `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`;
  return [line(HEADER), rule, ...rows.slice(1).map(line)].join("\n");
}
