// A data source's defaults: its name, licence, coverage labelled, notes one per line.
import { keyOf, numberOr, textOr } from "../shared/loose";
import type { DataSource, SourceCoverage } from "./data-source";
import { leagueLabel, yearSpan } from "./league-label";
import type { RawDataSource } from "./raw-data-source";

export function normaliseDataSource(raw: RawDataSource, index: number): DataSource {
  const slug = textOr(raw.slug, null);
  return {
    key: keyOf(slug, index),
    name: textOr(raw.name, null) ?? slug ?? "Unnamed source",
    url: textOr(raw.url, null),
    licence: textOr(raw.licence, "Licence not stated"),
    licenceUrl: textOr(raw.licence_url, null),
    attribution: textOr(raw.attribution, null),
    coverage: (raw.coverage ?? []).flatMap((entry): SourceCoverage[] => {
      const league = textOr(entry.league, null);
      return league ? [{ league, label: leagueLabel(league), years: yearSpan(entry.first_year, entry.last_year) }] : [];
    }),
    rowsLoaded: numberOr(0, raw.rows_loaded),
    rowsRejected: numberOr(0, raw.rows_rejected),
    importedAt: textOr(raw.imported_at, null),
    notes: (raw.notes ?? "")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== ""),
  };
}
