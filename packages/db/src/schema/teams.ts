// Teams are franchises (pro) or programs (college). A franchise keeps one row for its whole
// life; team_names records the city and name it played under, season by season, so an old
// title shows the name of its season and still counts for the franchise.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { leagues } from "./reference";

export const teams = pgTable(
  "teams",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    leagueId: integer()
      .notNull()
      .references(() => leagues.id),
    city: text().notNull(),
    name: text().notNull(),
    abbreviation: text().notNull(),
    shortName: text(),
    conference: text(),
    division: text(),
    state: text(),
    country: text(),
    stadium: text(),
    foundedYear: integer(),
    isActive: boolean().notNull().default(true),
    /** Identity in an imported dataset ("lahman:BLA") for franchises known only from it. */
    sourceKey: text().unique(),
  },
  (t) => [
    index("teams_league_idx").on(t.leagueId),
    index("teams_conference_idx").on(t.conference),
    index("teams_division_idx").on(t.division),
    index("teams_abbreviation_idx").on(t.abbreviation),
  ],
);

export const teamNames = pgTable(
  "team_names",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    firstYear: integer().notNull(),
    /** null: still the current name. */
    lastYear: integer(),
    city: text().notNull(),
    name: text().notNull(),
    abbreviation: text(),
  },
  (t) => [
    index("team_names_team_idx").on(t.teamId, t.firstYear),
    check("team_names_years_check", sql`${t.lastYear} is null or ${t.lastYear} >= ${t.firstYear}`),
  ],
);
