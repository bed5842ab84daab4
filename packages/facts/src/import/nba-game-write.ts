// Writes the NBA's games in bulk: each slice of rows travels as one JSON parameter that
// json_to_recordset spreads into rows, which both drivers (PGlite and PostgreSQL) take far faster
// than tens of thousands of bound parameters. Idempotent on the slug; a Finals game the seed wrote
// from our curated facts keeps its columns and gains the file's series and notes.
import { sql } from "drizzle-orm";
import type { GameRow } from "./nba-game-rows";
import type { Transaction } from "./types";

const SLICE = 5000;

const COLUMNS = sql.raw(
  "slug, league_id, season_id, championship_id, home_team_id, away_team_id, home_score, away_score, status, game_date, neutral_site, round, series_id, notes",
);
const RECORD = sql.raw(
  "slug text, league_id int, season_id int, championship_id int, home_team_id int, away_team_id int, home_score int, away_score int, status text, game_date date, neutral_site boolean, round text, series_id int, notes text",
);
const FILE_COLUMNS = [
  "league_id",
  "season_id",
  "home_team_id",
  "away_team_id",
  "home_score",
  "away_score",
  "status",
  "neutral_site",
  "round",
  "series_id",
  "notes",
];
const ALL = sql.raw(FILE_COLUMNS.map((column) => `${column} = excluded.${column}`).join(", "));
const CURATED = sql.raw("series_id = excluded.series_id, notes = coalesce(games.notes, excluded.notes)");

const json = (rows: readonly GameRow["row"][]) =>
  JSON.stringify(
    rows.map((r) => ({
      slug: r.slug,
      league_id: r.leagueId,
      season_id: r.seasonId,
      championship_id: r.championshipId,
      home_team_id: r.homeTeamId,
      away_team_id: r.awayTeamId,
      home_score: r.homeScore,
      away_score: r.awayScore,
      status: r.status,
      game_date: r.gameDate,
      neutral_site: r.neutralSite,
      round: r.round,
      series_id: r.seriesId,
      notes: r.notes,
    })),
  );

export async function writeGameRows(tx: Transaction, rows: readonly GameRow[]): Promise<void> {
  for (const [curated, set] of [
    [false, ALL],
    [true, CURATED],
  ] as const) {
    const chosen = rows.filter((r) => r.curatedWins === curated).map((r) => r.row);
    for (let i = 0; i < chosen.length; i += SLICE)
      await tx.execute(sql`
        insert into games (${COLUMNS})
        select ${COLUMNS} from json_to_recordset(${json(chosen.slice(i, i + SLICE))}::json) as r(${RECORD})
        on conflict (slug) do update set ${set}`);
  }
}
