// The season page (issue #16, /api/championships/seasons/{slug}/): the season with its final's
// runner-up, its standings by conference and division, every postseason series we hold with its
// games, its leaders from the player-season rows, and its league's previous and next seasons.
// Each part is read through an index on the season (standings by (season, team), series by
// season, games by series, player seasons by (league, year, kind), seasons by (league, year)).
import type { SeasonRef } from "@tl/contract/refs";
import type { SeasonDetail, SeasonLeaders, SeasonSeries } from "@tl/contract/seasons";
import { and, asc, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { champions, games, people, postseasonSeries, seasons, standings, teams } from "../schema/index";
import type { DetailKey } from "./common";
import {
  finalsWhere,
  playoffOutcome,
  seriesWhere,
  teamNamer,
  tiesIn,
  type FinalRow,
  type SeriesRow,
  type TeamNamer,
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

/** The season's standings, one group per conference and division, each by rank, then win %, then name. */
async function standingGroups(
  db: Database,
  season: SeasonRow,
  finals: readonly FinalRow[],
  series: readonly SeriesRow[],
): Promise<SeasonDetail["standings"]> {
  const rows = await db
    .select({
      team_id: standings.teamId,
      team: {
        name: standings.teamName,
        city: standings.teamCity,
        abbreviation: sql<string>`coalesce(${standings.teamAbbreviation}, ${teams.abbreviation})`,
        slug: teams.slug,
      },
      conference: standings.conference,
      division: standings.division,
      rank: standings.rank,
      games_behind: standings.gamesBehind,
      wins: standings.wins,
      losses: standings.losses,
      ties: standings.ties,
      overtime_losses: standings.overtimeLosses,
      win_percentage: winPercentage,
      games_played: sql<number>`coalesce(${standings.gamesPlayed}, ${standings.wins} + ${standings.losses} + ${standings.ties})`.mapWith(
        Number,
      ),
      playoff_position: standings.playoffPosition,
    })
    .from(standings)
    .innerJoin(teams, eq(standings.teamId, teams.id))
    .where(eq(standings.seasonId, season.id))
    // Byte order, so PGlite and every PostgreSQL locale sort alike.
    .orderBy(
      sql`${standings.conference} collate "C"`,
      sql`${standings.division} collate "C"`,
      asc(standings.rank),
      sql`${winPercentage} desc nulls last`,
      sql`${standings.teamName} collate "C"`,
    );
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

/** The season's series with their games: by the first game's date, series without games after, by id. */
async function seasonSeries(db: Database, rows: readonly SeriesRow[], named: TeamNamer, year: number): Promise<SeasonSeries[]> {
  if (rows.length === 0) return [];
  const played = await db
    .select({ id: games.id, slug: games.slug, game_date: games.gameDate, series_id: games.seriesId })
    .from(games)
    .where(
      inArray(
        games.seriesId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(games.gameDate), asc(games.id));
  const bySeries = new Map<number, SeasonSeries["games"]>();
  for (const { series_id, ...game } of played) {
    if (series_id === null) continue;
    bySeries.set(series_id, [...(bySeries.get(series_id) ?? []), game]);
  }
  const series = rows.flatMap((row) => {
    const winner = named(row.winnerTeamId, year);
    const loser = named(row.loserTeamId, year);
    if (!winner || !loser) return [];
    return [
      {
        id: row.id,
        round: row.round,
        winner,
        loser,
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
  ord: number | string;
  person_id: number | string;
  rank: number | string;
  slug: string;
  full_name: string;
  value: number | string;
  team_id: number | string | null;
}

/** The leaders' rows (person, value, team id where he had one team), by statistic. */
async function leaderRows(db: Database, leagueId: number, season: SeasonRow): Promise<LeaderRow[]> {
  const wanted = LEADER_STATS[season.sport.slug];
  if (!wanted) return [];
  const kinds = [...new Set(wanted.map(([kind]) => kind))];
  // One pass over the season's rows: a player's season is the sum of his rows (one per team and
  // stint) of a kind, each statistic a column; his team only where he had one. Then one row per
  // statistic, ranked; the people of the top ranks only are read.
  const columns = sql.join(
    wanted.map(
      ([kind, stat], ord) => sql`sum((ps.stats ->> ${stat})::float8) filter (where ps.kind = ${kind}) as ${sql.raw(`s${String(ord)}`)}`,
    ),
    sql`, `,
  );
  const unpivot = sql.join(
    wanted.map((_, ord) => sql.raw(`(${String(ord)}, t.s${String(ord)})`)),
    sql`, `,
  );
  const result: unknown = await db.execute(sql`
    with totals as (
      select ps.person_id, case when min(ps.team_id) = max(ps.team_id) then min(ps.team_id) end as team_id, ${columns}
      from player_seasons ps
      where ps.league_id = ${leagueId} and ps.year = ${season.start_year}
        and ps.kind in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
      group by ps.person_id, ps.kind
    ),
    ranked as (
      select t.person_id, t.team_id, v.ord, v.value, (rank() over (partition by v.ord order by v.value desc))::int as rank
      from totals t cross join lateral (values ${unpivot}) v(ord, value)
      where v.value > 0
    )
    -- Ties at the fifth rank may add a few; five each are kept below.
    select r.ord, r.rank, r.person_id, r.value, r.team_id
    from ranked r
    where r.rank <= ${LEADERS}`);
  const top = (result as { rows: Omit<LeaderRow, "slug" | "full_name">[] }).rows;
  if (top.length === 0) return [];
  // Their people apart, by id: the planner cannot tell how few rows the ranks keep.
  const persons = await db
    .select({ id: people.id, slug: people.slug, full_name: people.fullName })
    .from(people)
    .where(
      inArray(
        people.id,
        top.map((row) => Number(row.person_id)),
      ),
    );
  const byId = new Map(persons.map((person) => [person.id, person]));
  return top
    .flatMap((row) => {
      const person = byId.get(Number(row.person_id));
      return person ? [{ ...row, slug: person.slug, full_name: person.full_name, person_id: person.id }] : [];
    })
    .sort(
      (a, b) =>
        Number(a.ord) - Number(b.ord) ||
        Number(a.rank) - Number(b.rank) ||
        (a.full_name < b.full_name ? -1 : a.full_name > b.full_name ? 1 : 0) ||
        a.person_id - b.person_id,
    );
}

function seasonLeaders(rows: readonly LeaderRow[], season: SeasonRow, named: TeamNamer): SeasonLeaders[] {
  const wanted = LEADER_STATS[season.sport.slug] ?? [];
  return wanted.flatMap(([kind, stat], ord) => {
    const leaders = rows
      .filter((row) => Number(row.ord) === ord)
      .slice(0, LEADERS)
      .map((row) => ({
        rank: Number(row.rank),
        person: { slug: row.slug, full_name: row.full_name },
        team: named(row.team_id === null ? null : Number(row.team_id), season.start_year),
        value: Number(row.value),
      }));
    return leaders.length > 0 ? [{ kind, stat, leaders }] : [];
  });
}

async function neighbour(db: Database, leagueId: number, season: SeasonRow, direction: "previous" | "next"): Promise<SeasonRef | null> {
  const [row] = await db
    .select({ start_year: seasons.startYear, name: seasons.name })
    .from(seasons)
    .where(
      and(
        eq(seasons.leagueId, leagueId),
        direction === "previous" ? lt(seasons.startYear, season.start_year) : gt(seasons.startYear, season.start_year),
      ),
    )
    .orderBy(direction === "previous" ? desc(seasons.startYear) : asc(seasons.startYear))
    .limit(1);
  return row
    ? seasonRefOf({ leagueSlug: season.league.slug, sportSlug: season.sport.slug, startYear: row.start_year, name: row.name })
    : null;
}

/** The season page by the season's slug or id. */
export async function getSeasonDetail(db: Database, key: DetailKey): Promise<SeasonDetail | undefined> {
  const found = await findSeason(db, key);
  if (!found) return undefined;
  const { season, leagueId, championRowId } = found;
  const year = season.start_year;
  const finals = await finalsWhere(db, eq(champions.seasonId, season.id));
  const series = await seriesWhere(db, eq(postseasonSeries.seasonId, season.id));
  const leaders = await leaderRows(db, leagueId, season);
  const final = finals.find((row) => row.id === championRowId);
  const named = await teamNamer(
    db,
    [
      final?.runnerUpTeamId ?? null,
      ...series.flatMap((row) => [row.winnerTeamId, row.loserTeamId]),
      ...leaders.map((row) => (row.team_id === null ? null : Number(row.team_id))),
    ],
    season.sport.name,
  );
  const runnerUp = final ? named(final.runnerUpTeamId, year) : null;
  return {
    ...season,
    // The champions row keeps the runner-up's name and city that season.
    runner_up:
      runnerUp && final ? { ...runnerUp, name: final.runnerUpName ?? runnerUp.name, city: final.runnerUpCity ?? runnerUp.city } : null,
    standings: await standingGroups(db, season, finals, series),
    series: await seasonSeries(db, series, named, year),
    leaders: seasonLeaders(leaders, season, named),
    previous: await neighbour(db, leagueId, season, "previous"),
    next: await neighbour(db, leagueId, season, "next"),
  };
}
