// What an importer is: a named public dataset, its licence and attribution, and a function
// that loads it inside the transaction the runner opens for it.
import type { Database } from "@tl/db/client";
import type { SourceCoverage } from "@tl/db/schema";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface Progress {
  start(label: string, total: number): void;
  tick(count?: number): void;
  stop(): void;
}

export class ImportReport {
  readonly loaded = new Map<string, number>();
  readonly rejected = new Map<string, number>();
  coverage: SourceCoverage[] = [];

  load(table: string, count = 1) {
    this.loaded.set(table, (this.loaded.get(table) ?? 0) + count);
  }

  reject(reason: string, count = 1) {
    this.rejected.set(reason, (this.rejected.get(reason) ?? 0) + count);
  }

  get totalLoaded() {
    return [...this.loaded.values()].reduce((a, b) => a + b, 0);
  }

  get totalRejected() {
    return [...this.rejected.values()].reduce((a, b) => a + b, 0);
  }
}

export interface Importer {
  slug: string;
  name: string;
  url: string;
  licence: string;
  licenceUrl: string | null;
  attribution: string;
  /** Files (relative to the datasets folder) the importer needs; missing → it is skipped. */
  files: string[];
  /** The files it needs in this datasets folder, where that depends on what the folder holds (default: files). */
  filesIn?(datasetsDir: string): string[];
  /**
   * The release of the data in this folder ("1871-2025"); a start re-imports the source when the
   * stored release differs. Default: a digest of the files' names and sizes (run.ts releaseOf).
   */
  release?(datasetsDir: string): string;
  run(tx: Transaction, datasetsDir: string, report: ImportReport, progress: Progress): Promise<void>;
}
