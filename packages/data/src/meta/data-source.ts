// A data source as the Data Quality screen reads it (normalise-data-source.ts).

export interface SourceCoverage {
  league: string;
  /** "NHL", "NCAA D-I Men's Basketball" … */
  label: string;
  /** "1917–2017", one year alone, or 'N/A'. */
  years: string;
}

export interface DataSource {
  key: string;
  name: string;
  url: string | null;
  licence: string;
  licenceUrl: string | null;
  /** The credit line the licence asks for; shown in full. */
  attribution: string | null;
  coverage: SourceCoverage[];
  rowsLoaded: number;
  rowsRejected: number;
  importedAt: string | null;
  /** One note per line (the importers write one line per kind of rejected row). */
  notes: string[];
}
