// A person's seasons, one row per season, team and stint as the datasets give them (Lahman
// Batting, Pitching, Managers and AllstarFull; the Hockey Databank's Scoring, Goalies and
// Coaches): what a player's, a coach's and a season's page list. Careers (players.career_stats,
// coaches' W-L) are these rows summed.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { seasons } from "./championships";
import { people, type CareerStats } from "./people";
import { leagues } from "./reference";
import { teams } from "./teams";

/** Which statistics a player-season row holds. */
export const PLAYER_SEASON_KINDS = ["batting", "pitching", "skater", "goalie"] as const;
export type PlayerSeasonKind = (typeof PLAYER_SEASON_KINDS)[number];

/**
 * One source row of a player's season: a person, league, year, stint (his n-th team that year)
 * and kind. `stats` has the key names of players.career_stats (regular season; a hockey row also
 * holds the playoff columns it has).
 *
 * League, team and season carry no foreign key: an import writes 190,000 of these rows, and on
 * PGlite the three per-row checks cost a third of the insert. The importers take those ids from
 * the leagues, teams and seasons they have just written in the same transaction.
 */
export const playerSeasons = pgTable(
  "player_seasons",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    personId: integer()
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    /** leagues.id */
    leagueId: integer().notNull(),
    /** teams.id: our team for the club-season. */
    teamId: integer().notNull(),
    /** seasons.id of the league's season, when we hold it. */
    seasonId: integer(),
    /** The season's first year (2024-25 is 2024), as seasons.start_year. */
    year: integer().notNull(),
    stint: integer().notNull(),
    kind: text().$type<PlayerSeasonKind>().notNull(),
    stats: jsonb().$type<CareerStats>().notNull(),
  },
  (t) => [
    // The natural key; also a person's rows in year order.
    uniqueIndex("player_seasons_person_year_idx").on(t.personId, t.year, t.kind, t.leagueId, t.stint),
    // A league-season's rows of one kind (its leaders).
    index("player_seasons_league_year_kind_idx").on(t.leagueId, t.year, t.kind),
    check("player_seasons_kind_check", sql.raw(`kind in (${PLAYER_SEASON_KINDS.map((kind) => `'${kind}'`).join(", ")})`)),
  ],
);

/** One source row of a coach's season with one team: Lahman Managers (stint is `inseason`) or Databank Coaches. */
export const coachSeasons = pgTable(
  "coach_seasons",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    personId: integer()
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    leagueId: integer()
      .notNull()
      .references(() => leagues.id),
    teamId: integer()
      .notNull()
      .references(() => teams.id),
    seasonId: integer().references(() => seasons.id),
    year: integer().notNull(),
    stint: integer().notNull(),
    /** Regular season, as the source gives them; null where it has no such column or leaves the cell empty. */
    games: integer(),
    wins: integer(),
    losses: integer(),
    ties: integer(),
    overtimeLosses: integer(),
    /** The team's finish in its league or division (Lahman `rank`). */
    rank: integer(),
    playoffGames: integer(),
    playoffWins: integer(),
    playoffLosses: integer(),
    playoffTies: integer(),
  },
  (t) => [
    uniqueIndex("coach_seasons_person_year_idx").on(t.personId, t.year, t.leagueId, t.teamId, t.stint),
    // A franchise's coaches season by season.
    index("coach_seasons_team_year_idx").on(t.teamId, t.year),
  ],
);

/**
 * One All-Star Game a player was selected for (Lahman AllstarFull). `squad` is the side as
 * Lahman codes it: AL or NL, or for the Negro Leagues' East-West and North-South games the
 * squad (EAS, WES, NNS, NOS …), several such games being played in some years.
 */
export const allStarSelections = pgTable(
  "all_star_selections",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    personId: integer()
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    leagueId: integer()
      .notNull()
      .references(() => leagues.id),
    year: integer().notNull(),
    /** Lahman gameNum: 1 and 2 in the years with two games; 0 for the year's only game, or when the source numbers none. */
    gameNumber: integer().notNull(),
    squad: text().notNull(),
    /** The player's team that season, when the source names one we hold. */
    teamId: integer().references(() => teams.id),
    /** Games played in it (Lahman GP); null when not given. */
    gamesPlayed: integer(),
  },
  (t) => [uniqueIndex("all_star_selections_person_year_idx").on(t.personId, t.year, t.gameNumber, t.squad)],
);
