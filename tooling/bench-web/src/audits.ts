// What a Lighthouse report says is wrong, in a line an audit: its id, title, display value and
// the first few items it names (the element that shifts, the script that blocks, the link
// without text), read from the report's JSON (types kept to the fields read here).
export interface AuditItem {
  node?: { snippet?: string; selector?: string };
  url?: string;
  source?: { url?: string };
  groupLabel?: string;
  score?: number;
  wastedMs?: number;
  duration?: number;
  total?: number;
  [key: string]: unknown;
}

export interface ReportAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { type?: string; items?: AuditItem[] };
}

export interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>;
  audits: Record<string, ReportAudit>;
  runtimeError?: { code: string; message: string };
}

export interface Finding {
  category: string;
  id: string;
  title: string;
  displayValue?: string;
  items: string[];
}

const SCORED = new Set(["binary", "numeric", "metricSavings"]);
const failing = (audit: ReportAudit) => audit.score !== null && audit.score < 0.9 && SCORED.has(audit.scoreDisplayMode);

function describeItem(item: AuditItem): string {
  const what = item.node?.snippet ?? item.node?.selector ?? item.url ?? item.source?.url ?? item.groupLabel ?? "";
  const figure = item.score ?? item.wastedMs ?? item.duration ?? item.total;
  return figure === undefined ? what : `${what} (${String(Math.round(figure * 1000) / 1000)})`;
}

/** The audits of each category that do not pass (metric audits of performance left to the table), and the long main-thread tasks. */
export function findings(report: Report, perItem = 3): Finding[] {
  const found: Finding[] = [];
  for (const [category, { auditRefs }] of Object.entries(report.categories)) {
    for (const ref of auditRefs) {
      const audit = report.audits[ref.id];
      if (!audit || ref.group === "metrics" || !(failing(audit) || audit.id === "long-tasks")) continue;
      const items = (audit.details?.items ?? []).slice(0, perItem).map(describeItem).filter(Boolean);
      found.push({
        category,
        id: audit.id,
        title: audit.title,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        items,
      });
    }
  }
  return found;
}

const LOCAL = /^(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])$/;

/** Requests that left the machine (the product must load nothing from the network). */
export function offMachineRequests(report: Report): string[] {
  const items = report.audits["network-requests"]?.details?.items ?? [];
  return items.map((item) => item.url ?? "").filter((url) => /^(https?|wss?):/.test(url) && !LOCAL.test(new URL(url).hostname));
}
