// Championships, their seasons and their champions (spec §3 Championship, Champion, Season).
import { RESULT_TYPES } from "@tl/contract/champions";
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { people } from "./people";
import { leagues } from "./reference";
import { teams } from "./teams";

export const championships = pgTable("championships", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  officialName: text(),
  description: text(),
  trophyName: text(),
  firstYear: integer().notNull(),
  leagueId: integer()
    .notNull()
    .references(() => leagues.id),
});

export const seasons = pgTable(
  "seasons",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    leagueId: integer()
      .notNull()
      .references(() => leagues.id),
    /** 2024-25 is 2024. */
    startYear: integer().notNull(),
    endYear: integer().notNull(),
    name: text().notNull(),
    startDate: date(),
    endDate: date(),
    isActive: boolean().notNull().default(false),
    teamsCount: integer(),
    gamesCount: integer(),
    regularSeasonGames: integer(),
    playoffsFormat: text(),
    notes: text(),
  },
  (t) => [
    uniqueIndex("seasons_league_year_idx").on(t.leagueId, t.startYear),
    index("seasons_start_year_idx").on(t.startYear),
    check("seasons_years_check", sql`${t.endYear} >= ${t.startYear}`),
  ],
);

/**
 * One row per championship per season of its history. A season in which no title was
 * awarded (1994 World Series, 2004-05 Stanley Cup) has a row with no team and a note.
 */
export const champions = pgTable(
  "champions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    championshipId: integer()
      .notNull()
      .references(() => championships.id),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    teamId: integer().references(() => teams.id),
    /** The champion's city and name as they were that season. */
    teamCity: text(),
    teamName: text(),
    runnerUpTeamId: integer().references(() => teams.id),
    runnerUpCity: text(),
    runnerUpName: text(),
    /** "40–22" for a single game, "4–3" for a series (games won–lost). */
    result: text(),
    resultType: text({ enum: RESULT_TYPES }),
    /** "OT", "2OT", "10 innings" … when the deciding game went past regulation. */
    overtime: text(),
    record: text(),
    /** As written in our facts; co-MVPs "A and B" or "A, B and C". */
    mvpName: text(),
    /** The MVP's person when there was one MVP; every MVP, co-MVPs included, is in champion_mvps. */
    mvpPersonId: integer().references(() => people.id),
    coachName: text(),
    coachPersonId: integer().references(() => people.id),
    venue: text(),
    gameDate: date(),
    notes: text(),
    /** The title was vacated (by the NCAA): shown as vacated, never counted in the team's titles. */
    vacated: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex("champions_championship_season_idx").on(t.championshipId, t.seasonId),
    index("champions_team_idx").on(t.teamId),
    index("champions_runner_up_idx").on(t.runnerUpTeamId),
    index("champions_season_idx").on(t.seasonId),
    index("champions_coach_idx").on(t.coachPersonId),
  ],
);

/**
 * Every MVP of a title (co-MVPs: one row each), with the team the MVP played for where our facts
 * know it: the champion's, or the runner-up's for the few MVPs of a losing side; null for the
 * college Most Outstanding Players, whose team our facts do not record.
 */
export const championMvps = pgTable(
  "champion_mvps",
  {
    championId: integer()
      .notNull()
      .references(() => champions.id, { onDelete: "cascade" }),
    personId: integer()
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    teamId: integer().references(() => teams.id),
  },
  (t) => [primaryKey({ columns: [t.championId, t.personId] }), index("champion_mvps_person_idx").on(t.personId)],
);
