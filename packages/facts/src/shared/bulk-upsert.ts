// Upserts many rows per statement as one jsonb parameter (jsonb_to_recordset), not one parameter
// per cell: for the 190,000 per-season rows of an import this is several times faster than
// drizzle's multi-row VALUES on PGlite, where binding and planning thousands of parameters per
// statement dominate. Column names and types come from the drizzle table.
import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { inBatches } from "./batches";
import { anyColumnChanged, excludedColumns } from "./upsert";

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Rows per statement: one parameter each, so the drivers' parameter limits do not apply. */
export const BULK = 5000;

interface Executor {
  execute(query: SQL): Promise<unknown>;
}

/**
 * Inserts rows (keys as the table's properties), on a conflict over `target` updating the
 * `update` columns of a stored row only when one of them differs (an unchanged row is not rewritten).
 */
export async function bulkUpsert<T extends PgTable, K extends keyof T["$inferInsert"] & string>(
  db: Executor,
  table: T,
  rows: readonly T["$inferInsert"][],
  conflict: { target: readonly K[]; update: readonly K[] },
): Promise<void> {
  const name = getTableName(table);
  // The rows go as they are (JSON keys as the table's properties): jsonb_to_recordset reads them
  // under those names, quoted, and each lands in its snake_case column.
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => rows.some((row) => key in row))
    .map(([key, column]) => ({ key, column: snake(key), type: column.getSQLType() }));
  const list = (side: "key" | "column") =>
    sql.join(
      columns.map((c) => sql.identifier(c[side])),
      sql`, `,
    );
  const record = sql.join(
    columns.map((c) => sql`${sql.identifier(c.key)} ${sql.raw(c.type)}`),
    sql`, `,
  );
  const target = sql.join(
    conflict.target.map((key) => sql.identifier(snake(key))),
    sql`, `,
  );
  const set = Object.entries(excludedColumns(conflict.update)).map(([key, value]) => sql`${sql.identifier(snake(key))} = ${value}`);
  await inBatches(
    rows,
    (batch) =>
      db.execute(sql`insert into ${sql.identifier(name)} (${list("column")})
        select ${list("key")} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(${record})
        on conflict (${target}) do update set ${sql.join(set, sql`, `)}
        where ${anyColumnChanged(name, conflict.update)}`),
    BULK,
  );
}
