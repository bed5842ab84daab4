// Helpers for INSERT … ON CONFLICT DO UPDATE (upserts) under the snake_case column casing.
import { sql, type SQL } from "drizzle-orm";

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** `set` for onConflictDoUpdate: every listed column takes the value of the row proposed. */
export function excludedColumns<K extends string>(keys: readonly K[]): Record<K, SQL> {
  return Object.fromEntries(keys.map((key) => [key, sql`excluded.${sql.identifier(snake(key))}`])) as Record<K, SQL>;
}

/**
 * `setWhere` for onConflictDoUpdate: true when any listed column of the stored row differs from
 * the row proposed, so an unchanged row is not rewritten (nor returned).
 */
export function anyColumnChanged(table: string, keys: readonly string[]): SQL {
  const stored = keys.map((key) => sql`${sql.identifier(table)}.${sql.identifier(snake(key))}`);
  const proposed = keys.map((key) => sql`excluded.${sql.identifier(snake(key))}`);
  return sql`(${sql.join(stored, sql`, `)}) is distinct from (${sql.join(proposed, sql`, `)})`;
}
