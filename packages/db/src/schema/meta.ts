// Provenance of every data source (served at /api/meta/sources/) and the data version the
// API processes compare to know when their response caches are stale.
import { bigint, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export interface SourceCoverage {
  league: string;
  firstYear: number;
  lastYear: number;
}

export const dataSources = pgTable("data_sources", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  url: text(),
  licence: text().notNull(),
  licenceUrl: text(),
  attribution: text().notNull(),
  coverage: jsonb().$type<SourceCoverage[]>().notNull().default([]),
  rowsLoaded: integer().notNull().default(0),
  rowsRejected: integer().notNull().default(0),
  importedAt: timestamp({ withTimezone: true }),
  /** The source's release as its importer identifies it; a start re-imports the source when it differs. */
  release: text(),
  notes: text(),
});

/** A single row: bumped by every write that changes what the API serves. */
export const dataVersion = pgTable("data_version", {
  id: integer().primaryKey().default(1),
  version: bigint({ mode: "number" }).notNull().default(0),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
