// The season page (issue #16, /api/championships/seasons/{slug}/): the season with its final's
// runner-up, its standings by conference and division, every postseason series we hold with its
// games, its leaders from the player-season rows, and its league's previous and next seasons.
// Two statements after the season's: its facts as JSON arrays (finals, series with their teams
// named that season, the series' games, standings, the league's neighbours), each sub-select
// planned alone and read through an index on the season; and its leaders, ranked when the player
// seasons were written (season_leaders, migration 0010).
import type { SeasonRef } from "@tl/contract/refs";
import type { SeasonDetail, SeasonLeaders, SeasonSeries } from "@tl/contract/seasons";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { standings } from "../schema/index";
import type { DetailKey } from "./common";
import { sideJson } from "./game-sides";
import {
  finalRows,
  jsonRows,
  playoffOutcome,
  seriesRows,
  tiesIn,
  type FinalRow,
  type SeriesRow,
  type SideFields,
} from "./postseason-facts";
import { seasonRefOf } from "./season-slug";
import { findSeason, type SeasonRow } from "./seasons";
import { winPercentage } from "./standings";
import { teamRefIn } from "./team-ref";

/** The statistics a sport's leaders are ranked by: counting statistics only, so no qualifying minimum is needed. */
const LEADER_STATS: Record<string, [kind: SeasonLeaders["kind"], stat: string][]> = {
  baseball: [
    ["batting", "home_runs"],
    ["batting", "rbi"],
    ["batting", "hits"],
    ["batting", "stolen_bases"],
    ["pitching", "wins"],
    ["pitching", "pitching_strikeouts"],
    ["pitching", "saves"],
  ],
  hockey: [
    ["skater", "points"],
    ["skater", "goals"],
    ["skater", "assists"],
    ["goalie", "wins"],
    ["goalie", "shutouts"],
  ],
};

const LEADERS = 5;

/** The season's standings rows (postseason-facts' jsonRows), with the team's name, for standingGroups. */
const standingRows = (seasonId: number) => sql`select ${standings.teamId} as team_id,
    json_build_object('name', ${standings.teamName}, 'city', ${standings.teamCity}, 'abbreviation', coalesce(${standings.teamAbbreviation}, t.abbreviation), 'slug', t.slug) as team,
    ${standings.conference} as conference, ${standings.division} as division, ${standings.rank} as rank, ${standings.gamesBehind} as games_behind,
    ${standings.wins} as wins, ${standings.losses} as losses, ${standings.ties} as ties, ${standings.overtimeLosses} as overtime_losses,
    ${winPercentage} as win_percentage, coalesce(${standings.gamesPlayed}, ${standings.wins} + ${standings.losses} + ${standings.ties}) as games_played,
    ${standings.playoffPosition} as playoff_position, ${standings.teamName} as team_name
  from ${standings} join teams t on t.id = ${standings.teamId}
  where ${standings.seasonId} = ${seasonId}`;
/** One group per conference and division, each by rank, then win %, then name; byte order, so PGlite and every PostgreSQL locale sort alike. */
const STANDING_ORDER = sql`r.conference collate "C", r.division collate "C", r.rank asc, r.win_percentage desc nulls last, r.team_name collate "C"`;

interface StandingRow {
  team_id: number;
  team: SideFields;
  conference: string | null;
  division: string | null;
  rank: number | null;
  games_behind: number | null;
  wins: number;
  losses: number;
  ties: number;
  overtime_losses: number | null;
  win_percentage: number | null;
  games_played: number;
  playoff_position: string | null;
}

function standingGroups(
  season: SeasonRow,
  rows: readonly StandingRow[],
  finals: readonly FinalRow[],
  series: readonly SeriesRow[],
): SeasonDetail["standings"] {
  const groups: SeasonDetail["standings"] = [];
  for (const row of rows) {
    let group = groups[groups.length - 1];
    if (!group || group.conference !== row.conference || group.division !== row.division) {
      group = { conference: row.conference, division: row.division, teams: [] };
      groups.push(group);
    }
    group.teams.push({
      team: teamRefIn(row.team, season.sport.name),
      rank: row.rank,
      games_behind: row.games_behind,
      wins: row.wins,
      losses: row.losses,
      ties: tiesIn(season.sport.slug, row.ties),
      overtime_losses: row.overtime_losses,
      win_percentage: row.win_percentage,
      games_played: row.games_played,
      ...playoffOutcome(row.team_id, season.id, finals, series, row.playoff_position),
    });
  }
  return groups;
}

interface SeriesGame {
  id: number;
  slug: string;
  game_date: string;
  series_id: number;
}

/** The season's series with their games: by the first game's date, series without games after, by id. */
function seasonSeries(rows: readonly SeriesRow[], played: readonly SeriesGame[], sportName: string): SeasonSeries[] {
  const bySeries = new Map<number, SeasonSeries["games"]>();
  for (const { series_id, ...game } of played) bySeries.set(series_id, [...(bySeries.get(series_id) ?? []), game]);
  const series = rows.flatMap((row) => {
    if (!row.winner || !row.loser) return [];
    return [
      {
        id: row.id,
        round: row.round,
        winner: teamRefIn(row.winner, sportName),
        loser: teamRefIn(row.loser, sportName),
        winner_wins: row.winnerWins,
        loser_wins: row.loserWins,
        ties: row.ties,
        games: bySeries.get(row.id) ?? [],
      },
    ];
  });
  const first = (entry: SeasonSeries) => entry.games[0]?.game_date ?? "9999-99-99";
  return series.sort((a, b) => first(a).localeCompare(first(b)) || a.id - b.id);
}

/** A raw row: numbers may come as text, as the driver reads them. */
interface LeaderRow {
  kind: string;
  stat: string;
  person_id: number | string;
  rank: number | string;
  value: number | string;
  person: { slug: string; full_name: string } | null;
  /** His team, named that season, where he had one. */
  team: SideFields | null;
}

/** The leaders' rows (person, value, team where he had one), by statistic: migration 0010's season_leaders, kept by the import. */
async function leaderRows(db: Database, leagueId: number, season: SeasonRow) {
  const wanted = LEADER_STATS[season.sport.slug];
  if (!wanted) return [];
  // Their people and teams by scalar subqueries, for the season's rows only.
  const result: unknown = await db.execute(sql`select l.kind, l.stat, l.rank, l.person_id, l.value,
      (select json_build_object('slug', p.slug, 'full_name', p.full_name) from people p where p.id = l.person_id) as person,
      ${sideJson(sql`l.team_id`, sql`${season.start_year}::int`)} as team
    from season_leaders l
    where l.league_id = ${leagueId} and l.year = ${season.start_year}`);
  return (result as { rows: LeaderRow[] }).rows
    .flatMap((row) => {
      const ord = wanted.findIndex(([kind, stat]) => kind === row.kind && stat === row.stat);
      return row.person && ord >= 0
        ? [{ ...row, ord, slug: row.person.slug, full_name: row.person.full_name, person_id: Number(row.person_id) }]
        : [];
    })
    .sort(
      (a, b) =>
        a.ord - b.ord ||
        Number(a.rank) - Number(b.rank) ||
        (a.full_name < b.full_name ? -1 : a.full_name > b.full_name ? 1 : 0) ||
        a.person_id - b.person_id,
    );
}

function seasonLeaders(rows: Awaited<ReturnType<typeof leaderRows>>, season: SeasonRow): SeasonLeaders[] {
  const wanted = LEADER_STATS[season.sport.slug] ?? [];
  return wanted.flatMap(([kind, stat], ord) => {
    const leaders = rows
      .filter((row) => row.ord === ord)
      .slice(0, LEADERS)
      .map((row) => ({
        rank: Number(row.rank),
        person: { slug: row.slug, full_name: row.full_name },
        team: row.team && teamRefIn(row.team, season.sport.name),
        value: Number(row.value),
      }));
    return leaders.length > 0 ? [{ kind, stat, leaders }] : [];
  });
}

/** The league's season before or after, for the facts statement. */
function neighbour(leagueId: number, year: number, direction: "previous" | "next") {
  const [compare, order] = direction === "previous" ? [sql`<`, sql`desc`] : [sql`>`, sql`asc`];
  return sql`(select json_build_object('start_year', n.start_year, 'name', n.name) from seasons n
    where n.league_id = ${leagueId} and n.start_year ${compare} ${year} order by n.start_year ${order} limit 1)`;
}

interface SeasonFacts {
  finals: FinalRow[];
  series: SeriesRow[];
  games: SeriesGame[];
  standings: StandingRow[];
  previous: { start_year: number; name: string } | null;
  next: { start_year: number; name: string } | null;
}

/** The season's finals, series, their games, standings and neighbours: one statement. */
async function seasonFacts(db: Database, seasonId: number, leagueId: number, year: number): Promise<SeasonFacts> {
  const played = sql`select g.id, g.slug, g.game_date, g.series_id from games g
    where g.series_id in (select ps.id from postseason_series ps where ps.season_id = ${seasonId})`;
  const result = await db.execute(sql`select
    ${jsonRows(finalRows(sql`c.season_id = ${seasonId}`), sql`r.id`)} as finals,
    ${jsonRows(seriesRows(sql`ps.season_id = ${seasonId}`), sql`r.id`)} as series,
    ${jsonRows(played, sql`r.game_date, r.id`)} as games,
    ${jsonRows(standingRows(seasonId), STANDING_ORDER)} as standings,
    ${neighbour(leagueId, year, "previous")} as previous,
    ${neighbour(leagueId, year, "next")} as next`);
  const [row] = (result as { rows: SeasonFacts[] }).rows;
  return row ?? { finals: [], series: [], games: [], standings: [], previous: null, next: null };
}

/** The season page by the season's slug or id. */
export async function getSeasonDetail(db: Database, key: DetailKey): Promise<SeasonDetail | undefined> {
  const found = await findSeason(db, key);
  if (!found) return undefined;
  const { season, leagueId, championRowId } = found;
  const { finals, series, games, standings: rows, previous, next } = await seasonFacts(db, season.id, leagueId, season.start_year);
  const leaders = await leaderRows(db, leagueId, season);
  const final = finals.find((row) => row.id === championRowId);
  const runnerUp = final?.runnerUp ? teamRefIn(final.runnerUp, season.sport.name) : null;
  const ref = (neighbourRow: { start_year: number; name: string } | null): SeasonRef | null =>
    neighbourRow &&
    seasonRefOf({
      leagueSlug: season.league.slug,
      sportSlug: season.sport.slug,
      startYear: neighbourRow.start_year,
      name: neighbourRow.name,
    });
  return {
    ...season,
    // The champions row keeps the runner-up's name and city that season.
    runner_up:
      runnerUp && final ? { ...runnerUp, name: final.runnerUpName ?? runnerUp.name, city: final.runnerUpCity ?? runnerUp.city } : null,
    standings: standingGroups(season, rows, finals, series),
    series: seasonSeries(series, games, season.sport.name),
    leaders: seasonLeaders(leaders, season),
    previous: ref(previous),
    next: ref(next),
  };
}
