// What a start brings up to date in a database seeded earlier: the championships' descriptive
// facts, the season names and the curated source's coverage (the reference rows, seasons and
// champions added since: missing-reference.ts, missing-champions.ts). Only rows that differ are
// written; each returns how many changed.
import * as schema from "@tl/db/schema";
import { and, eq, sql } from "drizzle-orm";
import { CHAMPIONSHIPS } from "../curated/championships";
import { seasonName } from "../shared/seasons";
import type { Transaction } from "./finals";
import { curatedSourceRow, type CuratedSelection } from "./selection";

/** The curated columns of each championship; a start updates a stored row whose facts changed. */
const CHAMPIONSHIP_COLUMNS = ["name", "officialName", "description", "trophyName", "firstYear"] as const;

/** Brings the stored championships' descriptive facts up to date; returns how many changed. */
export async function writeChampionshipFacts(tx: Transaction): Promise<number> {
  let changed = 0;
  for (const championship of CHAMPIONSHIPS) {
    const facts = Object.fromEntries(CHAMPIONSHIP_COLUMNS.map((column) => [column, championship[column]]));
    const stored = sql`(${sql.join(
      CHAMPIONSHIP_COLUMNS.map((column) => schema.championships[column]),
      sql`, `,
    )})`;
    const wanted = sql`(${sql.join(
      CHAMPIONSHIP_COLUMNS.map((column) => sql`${championship[column]}`),
      sql`, `,
    )})`;
    const rows = await tx
      .update(schema.championships)
      .set(facts)
      .where(and(eq(schema.championships.slug, championship.slug), sql`${stored} is distinct from ${wanted}`))
      .returning({ id: schema.championships.id });
    changed += rows.length;
  }
  return changed;
}

/**
 * Brings stored season names up to the season-label rule ("2024-25 NFL season" became "2024
 * NFL season"); returns how many changed. Only rows whose name differs are written.
 */
export async function writeSeasonNames(tx: Transaction): Promise<number> {
  const rows = await tx
    .select({ id: schema.seasons.id, startYear: schema.seasons.startYear, name: schema.seasons.name, league: schema.leagues.slug })
    .from(schema.seasons)
    .innerJoin(schema.leagues, eq(schema.seasons.leagueId, schema.leagues.id));
  const stale = rows.filter((row) => row.name !== seasonName(row.league, row.startYear));
  for (const row of stale)
    await tx
      .update(schema.seasons)
      .set({ name: seasonName(row.league, row.startYear) })
      .where(eq(schema.seasons.id, row.id));
  return stale.length;
}

/** Brings the curated source's coverage and rows loaded up to the curated facts (the Stanley Cup now from 1892); returns 1 when it changed. */
export async function writeCuratedSource(tx: Transaction, selection: CuratedSelection): Promise<number> {
  const { slug, coverage, rowsLoaded } = curatedSourceRow(selection);
  const [stored] = await tx.select().from(schema.dataSources).where(eq(schema.dataSources.slug, slug));
  // Compared entry by entry: jsonb keeps its own key order.
  const same = (a: typeof coverage, b: typeof coverage) =>
    a.length === b.length &&
    a.every((entry, i) =>
      ["league", "firstYear", "lastYear"].every((key) => entry[key as keyof typeof entry] === b[i]?.[key as keyof typeof entry]),
    );
  if (!stored || (stored.rowsLoaded === rowsLoaded && same(stored.coverage, coverage))) return 0;
  await tx.update(schema.dataSources).set({ coverage, rowsLoaded }).where(eq(schema.dataSources.id, stored.id));
  return 1;
}
