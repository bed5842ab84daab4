// One Lighthouse run (mobile preset, its default: a Moto G Power's screen, slow 4G and a 4x
// slower CPU simulated) of one page in the running Chromium, read into figures and findings.
import lighthouse from "lighthouse";
import { findings, offMachineRequests, type Finding, type Report } from "./audits";
import type { Figures } from "./figures";

export interface RunResult {
  figures: Figures;
  findings: Finding[];
  offMachine: string[];
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const score = (report: Report, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
const numeric = (report: Report, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

export async function runLighthouse(url: string, port: number): Promise<RunResult> {
  const result = await lighthouse(url, { port, hostname: "127.0.0.1", output: "json", logLevel: "error", onlyCategories: CATEGORIES });
  const report = result?.lhr as unknown as Report | undefined;
  if (!report) throw new Error(`Lighthouse returned no report for ${url}`);
  if (report.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return {
    figures: {
      performance: score(report, "performance"),
      accessibility: score(report, "accessibility"),
      bestPractices: score(report, "best-practices"),
      seo: score(report, "seo"),
      lcpMs: numeric(report, "largest-contentful-paint"),
      cls: numeric(report, "cumulative-layout-shift"),
      tbtMs: numeric(report, "total-blocking-time"),
    },
    findings: findings(report),
    offMachine: offMachineRequests(report),
  };
}
