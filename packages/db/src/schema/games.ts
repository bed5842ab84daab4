// Games and standings (spec §3 Game, Standing).
import { GAME_STATUSES } from "@tl/contract/games";
import { PLAYOFF_POSITIONS, STREAK_TYPES } from "@tl/contract/standings";
import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { championships, seasons } from "./championships";
import { leagues } from "./reference";
import { teams } from "./teams";

export const games = pgTable(
  "games",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    leagueId: integer()
      .notNull()
      .references(() => leagues.id),
    seasonId: integer().references(() => seasons.id),
    championshipId: integer().references(() => championships.id),
    homeTeamId: integer().references(() => teams.id),
    awayTeamId: integer().references(() => teams.id),
    homeScore: integer(),
    awayScore: integer(),
    status: text({ enum: GAME_STATUSES }).notNull().default("scheduled"),
    gameDate: date().notNull(),
    /** Local start time as text, e.g. "6:30 PM ET". */
    gameTime: text(),
    period: text(),
    timeRemaining: text(),
    venue: text(),
    /**
     * True when the game was played at a site the competition chose in advance, not at a team's
     * home by right (every championship final here; a finalist may still have played in its own
     * building, as Denver did in 1961). home_team and away_team are then the designated home
     * and visiting sides where the designation is known (Super Bowls), else the winner and the
     * loser, in that order (college finals, whose designation our facts do not record). Null:
     * not recorded.
     */
    neutralSite: boolean(),
    /** "Super Bowl", "Divisional", "World Series Game 7" … */
    round: text(),
    overtime: text(),
    /** Runs by inning as the source writes them ("010000200", "(10)" for ten, "x" for an inning not batted). */
    homeLineScore: text(),
    awayLineScore: text(),
    attendance: integer(),
    /** The postseason series the game belongs to, where we hold it. */
    seriesId: integer(),
    /** Anything the source says of an unusual game: forfeit, suspended, protested, tie called. */
    notes: text(),
  },
  (t) => [
    index("games_league_date_idx").on(t.leagueId, t.gameDate),
    index("games_date_idx").on(t.gameDate),
    index("games_status_idx").on(t.status),
    index("games_season_idx").on(t.seasonId),
    index("games_home_idx").on(t.homeTeamId),
    index("games_away_idx").on(t.awayTeamId),
    index("games_championship_idx").on(t.championshipId),
    index("games_series_idx").on(t.seriesId),
  ],
);

export const standings = pgTable(
  "standings",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    teamId: integer()
      .notNull()
      .references(() => teams.id),
    /** The team's city and name that season. */
    teamCity: text().notNull(),
    teamName: text().notNull(),
    teamAbbreviation: text(),
    rank: integer(),
    wins: integer().notNull(),
    losses: integer().notNull(),
    ties: integer().notNull().default(0),
    overtimeLosses: integer(),
    points: integer(),
    winPercentage: numeric({ precision: 5, scale: 4, mode: "number" }),
    gamesPlayed: integer(),
    gamesBehind: numeric({ precision: 5, scale: 1, mode: "number" }),
    streak: text(),
    streakType: text({ enum: STREAK_TYPES }),
    division: text(),
    conference: text(),
    playoffPosition: text({ enum: PLAYOFF_POSITIONS }),
    homeRecord: text(),
    awayRecord: text(),
    divisionRecord: text(),
    conferenceRecord: text(),
    lastUpdated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("standings_season_team_idx").on(t.seasonId, t.teamId),
    // A franchise's seasons (issue #16: /api/teams/teams/{slug}/seasons/ and its page).
    index("standings_team_idx").on(t.teamId),
    index("standings_division_idx").on(t.division),
    index("standings_conference_idx").on(t.conference),
  ],
);

/** A postseason series (World Series, League Championship Series, Stanley Cup Final …). */
export const postseasonSeries = pgTable(
  "postseason_series",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    leagueId: integer()
      .notNull()
      .references(() => leagues.id),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    /** The round's readable name, e.g. "World Series", "AL Championship Series", "Conference quarterfinals". */
    round: text().notNull(),
    /** The dataset's code for the round where it gives one (SeriesPost: WS, ALDS1, CQF …); null for rounds derived from games. */
    roundCode: text(),
    winnerTeamId: integer()
      .notNull()
      .references(() => teams.id),
    loserTeamId: integer()
      .notNull()
      .references(() => teams.id),
    winnerWins: integer().notNull(),
    loserWins: integer().notNull(),
    ties: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex("postseason_series_idx").on(t.seasonId, t.round, t.winnerTeamId, t.loserTeamId),
    index("postseason_series_season_idx").on(t.seasonId),
    index("postseason_series_winner_idx").on(t.winnerTeamId),
    index("postseason_series_loser_idx").on(t.loserTeamId),
  ],
);
