// A player's season-by-season statistics (issue #16, /api/people/players/{slug}/seasons/): every
// player_seasons row of the person (Lahman Batting and Pitching, Hockey Databank Scoring and
// Goalies) in one read through the (person, year …) index, each with its league, season and the
// franchise under its name that year; then a career row per kind and league (player-careers.ts).
// A career is at most a few dozen rows (58 in the full data), so the rows are paged in memory.
import { PLAYER_SEASON_KINDS, type PlayerSeason, type PlayerSeasonKind } from "@tl/contract/player-seasons";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import type { Page, PageRequest } from "./common";
import { playerKeyOf, type PlayerKey } from "./person-key";
import { careerRows, type HeldSeason } from "./player-careers";
import { seasonRefOf } from "./season-slug";
import { seasonOfRow, TEAM_AND_SEASON_COLUMNS, teamAtYear, teamOfRow, type TeamAndSeasonColumns } from "./team-in-season";

interface Row extends TeamAndSeasonColumns {
  kind: PlayerSeasonKind;
  year: number;
  stint: number;
  stats: Record<string, number>;
  league_name: string;
  league_slug: string;
  league_abbreviation: string;
  sport_slug: string;
  sport_name: string;
}

/** The person's rows with their start years, oldest first (then kind, league, stint). */
export async function playerSeasonRows(db: Database, personId: number, kind?: PlayerSeasonKind): Promise<HeldSeason[]> {
  const result: unknown = await db.execute(sql`
    select ps.kind, ps.year, ps.stint, ps.stats, l.name as league_name, l.slug as league_slug, l.abbreviation as league_abbreviation,
      sp.slug as sport_slug, sp.name as sport_name, ${TEAM_AND_SEASON_COLUMNS}
    from player_seasons ps
    join leagues l on l.id = ps.league_id
    join sports sp on sp.id = l.sport_id
    ${teamAtYear("ps")}
    ${seasonOfRow("ps")}
    where ps.person_id = ${personId} ${kind ? sql`and ps.kind = ${kind}` : sql``}
    order by ps.year, ps.kind, ps.league_id, ps.stint`);
  return (result as { rows: Row[] }).rows.map((row) => {
    const year = row.year;
    const league = { name: row.league_name, slug: row.league_slug, abbreviation: row.league_abbreviation };
    return {
      year,
      row: {
        kind: row.kind,
        career: false,
        season:
          row.season_name === null
            ? null
            : seasonRefOf({ leagueSlug: league.slug, sportSlug: row.sport_slug, startYear: year, name: row.season_name }),
        league,
        team: teamOfRow(row, row.sport_name),
        stint: row.stint,
        seasons: null,
        first_year: null,
        last_year: null,
        stats: row.stats,
      },
    };
  });
}

/** Each kind's seasons (in PLAYER_SEASON_KINDS order), each followed by its career rows. */
export function withCareers(held: readonly HeldSeason[], key: PlayerKey): PlayerSeason[] {
  return PLAYER_SEASON_KINDS.flatMap((kind) => {
    const ofKind = held.filter(({ row }) => row.kind === kind);
    if (ofKind.length === 0) return [];
    return [...ofKind.map(({ row }) => row), ...careerRows(kind, ofKind, (league) => key.careerStats.get(league) ?? {})];
  });
}

/** The page of the player's rows; the endpoint answered 404 before for a slug that names no player. */
export async function listPlayerSeasons(
  db: Database,
  slug: string,
  kind: PlayerSeasonKind | undefined,
  page: PageRequest,
): Promise<Page<PlayerSeason>> {
  const key = await playerKeyOf(db, slug);
  const rows = key === undefined ? [] : withCareers(await playerSeasonRows(db, key.personId, kind), key);
  return { count: rows.length, results: rows.slice(page.offset, page.offset + page.limit) };
}
