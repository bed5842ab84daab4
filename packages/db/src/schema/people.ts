// People, and their roles as players and coaches (spec §3 Player, Coach), plus awards.
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { leagues } from "./reference";
import { teams } from "./teams";

export const people = pgTable(
  "people",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    firstName: text(),
    lastName: text(),
    fullName: text().notNull(),
    birthDate: date(),
    birthPlace: text(),
    deathDate: date(),
    /** "6-2" (feet-inches) as sources give it. */
    height: text(),
    /** pounds */
    weight: integer(),
    college: text(),
    /** Identity in an imported dataset ("lahman:ruthba01"), so re-imports update, not duplicate. */
    sourceKey: text().unique(),
    /**
     * Identity in our curated facts: sport and name as the champions write them
     * ("football|Vince Lombardi", see curated/people.ts). Importers keep such a person's names
     * and slug: the curated name is the one shown.
     */
    curatedKey: text().unique(),
  },
  (t) => [index("people_last_name_idx").on(t.lastName)],
);

export type CareerStats = Record<string, number>;

export const players = pgTable(
  "players",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    personId: integer()
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    leagueId: integer()
      .notNull()
      .references(() => leagues.id),
    currentTeamId: integer().references(() => teams.id),
    jerseyNumber: text(),
    position: text(),
    debutYear: integer(),
    finalYear: integer(),
    yearsPro: integer(),
    draftYear: integer(),
    draftRound: integer(),
    draftPick: integer(),
    careerStats: jsonb().$type<CareerStats>(),
    allStarSelections: integer().notNull().default(0),
    championshipsWon: integer().notNull().default(0),
    isActive: boolean().notNull().default(false),
    contractEndYear: integer(),
  },
  (t) => [
    uniqueIndex("players_person_league_idx").on(t.personId, t.leagueId),
    index("players_league_idx").on(t.leagueId),
    index("players_team_idx").on(t.currentTeamId),
    index("players_position_idx").on(t.position),
    index("players_active_idx").on(t.isActive),
    index("players_debut_idx").on(t.debutYear),
  ],
);

export interface PlayingExperience {
  sport?: string;
  position?: string;
  years_played?: number;
  teams?: string[];
}

export const coaches = pgTable(
  "coaches",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    personId: integer()
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    leagueId: integer()
      .notNull()
      .references(() => leagues.id),
    currentTeamId: integer().references(() => teams.id),
    /** "Head Coach", "Manager" … */
    position: text(),
    yearsCoaching: integer(),
    yearsWithCurrentTeam: integer(),
    hireDate: date(),
    previousTeams: jsonb().$type<string[]>(),
    playingExperience: jsonb().$type<PlayingExperience>(),
    wins: integer(),
    losses: integer(),
    ties: integer(),
    playoffAppearances: integer(),
    playoffWins: integer(),
    playoffLosses: integer(),
    championshipsWon: integer().notNull().default(0),
    /** Comma-separated, as the spec's API sends it. */
    specialties: text(),
    coachingPhilosophy: text(),
    isActive: boolean().notNull().default(false),
    contractEndYear: integer(),
  },
  (t) => [
    uniqueIndex("coaches_person_league_idx").on(t.personId, t.leagueId),
    index("coaches_league_idx").on(t.leagueId),
    index("coaches_team_idx").on(t.currentTeamId),
    index("coaches_active_idx").on(t.isActive),
  ],
);

export const awards = pgTable(
  "awards",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    personId: integer()
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    leagueId: integer().references(() => leagues.id),
    name: text().notNull(),
    year: integer().notNull(),
    notes: text(),
  },
  (t) => [index("awards_person_idx").on(t.personId, t.year), uniqueIndex("awards_person_name_year_idx").on(t.personId, t.name, t.year)],
);
