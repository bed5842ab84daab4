// Sports, levels of play and leagues: the axes every site filters by (spec §7 sport__slug,
// level__slug).
import { integer, pgTable, text } from "drizzle-orm/pg-core";

export const sports = pgTable("sports", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  abbreviation: text().notNull(),
});

export const levels = pgTable("levels", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
});

export const leagues = pgTable("leagues", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  abbreviation: text().notNull(),
  sportId: integer()
    .notNull()
    .references(() => sports.id),
  levelId: integer()
    .notNull()
    .references(() => levels.id),
  foundedYear: integer(),
});
