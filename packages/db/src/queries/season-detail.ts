// The season page (issue #16, /api/championships/seasons/{slug}/): the season with its final's
// runner-up, its standings by conference and division, every postseason series we hold with its
// games, its leaders from the player-season rows, and its league's previous and next seasons.
// Each part is read through an index on the season (standings by (season, team), series by
// season, games by series, player seasons by (league, year, kind), seasons by (league, year)).
import type { SeasonRef, TeamRef } from "@tl/contract/refs";
import type { SeasonDetail, SeasonLeaders, SeasonSeries } from "@tl/contract/seasons";
import { and, asc, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { champions, games, leagues, postseasonSeries, seasons, sports, standings, teams } from "../schema/index";
import type { DetailKey } from "./common";
import { teamNameInSeason } from "./game-sides";
import { seasonRefOf } from "./season-slug";
import { findSeason, type SeasonRow } from "./seasons";
import { winPercentage } from "./standings";
import { teamRefIn, teamRefOf } from "./team-ref";
import { playoffFacts, playoffOutcome, tiesIn } from "./team-seasons";

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

async function runnerUpOf(db: Database, championRowId: number | null, season: SeasonRow): Promise<TeamRef | null> {
  if (championRowId === null) return null;
  const runnerUp = alias(teams, "runner_up_team");
  const runnerUpName = teamNameInSeason(db, runnerUp.id, sql`${season.start_year}`, "runner_up_name");
  const [row] = await db
    .select({
      name: sql<string | null>`coalesce(${champions.runnerUpName}, ${runnerUpName.name}, ${runnerUp.name})`,
      city: sql<string | null>`coalesce(${champions.runnerUpCity}, ${runnerUpName.city}, ${runnerUp.city})`,
      abbreviation: sql<string | null>`coalesce(${runnerUpName.abbreviation}, ${runnerUp.abbreviation})`,
      slug: runnerUp.slug,
    })
    .from(champions)
    .leftJoin(runnerUp, eq(champions.runnerUpTeamId, runnerUp.id))
    .leftJoinLateral(runnerUpName, sql`true`)
    .where(eq(champions.id, championRowId));
  return teamRefOf(row ?? null, season.sport.name);
}

async function standingGroups(db: Database, seasonId: number, season: SeasonRow): Promise<SeasonDetail["standings"]> {
  const rows = await db
    .select({
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
      ...playoffFacts(standings.seasonId, standings.teamId),
    })
    .from(standings)
    .innerJoin(teams, eq(standings.teamId, teams.id))
    .where(eq(standings.seasonId, seasonId))
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
      ...playoffOutcome(row),
    });
  }
  return groups;
}

const winnerTeam = alias(teams, "series_winner");
const loserTeam = alias(teams, "series_loser");

async function seasonSeries(db: Database, seasonId: number, season: SeasonRow): Promise<SeasonSeries[]> {
  const year = sql`${season.start_year}`;
  const winnerName = teamNameInSeason(db, winnerTeam.id, year, "series_winner_name");
  const loserName = teamNameInSeason(db, loserTeam.id, year, "series_loser_name");
  const side = (team: typeof winnerTeam | typeof loserTeam, name: typeof winnerName) => ({
    name: sql<string>`coalesce(${name.name}, ${team.name})`,
    city: sql<string>`coalesce(${name.city}, ${team.city})`,
    abbreviation: sql<string>`coalesce(${name.abbreviation}, ${team.abbreviation})`,
    slug: team.slug,
  });
  const rows = await db
    .select({
      id: postseasonSeries.id,
      round: postseasonSeries.round,
      winner: side(winnerTeam, winnerName),
      loser: side(loserTeam, loserName),
      winner_wins: postseasonSeries.winnerWins,
      loser_wins: postseasonSeries.loserWins,
      ties: postseasonSeries.ties,
    })
    .from(postseasonSeries)
    .innerJoin(winnerTeam, eq(postseasonSeries.winnerTeamId, winnerTeam.id))
    .innerJoin(loserTeam, eq(postseasonSeries.loserTeamId, loserTeam.id))
    .leftJoinLateral(winnerName, sql`true`)
    .leftJoinLateral(loserName, sql`true`)
    .where(eq(postseasonSeries.seasonId, seasonId))
    .orderBy(asc(postseasonSeries.id));
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
  const sport = season.sport.name;
  const series = rows.map((row) => ({
    ...row,
    winner: teamRefIn(row.winner, sport),
    loser: teamRefIn(row.loser, sport),
    games: bySeries.get(row.id) ?? [],
  }));
  // By the first game's date; series without games after, by id.
  const first = (entry: SeasonSeries) => entry.games[0]?.game_date ?? "9999-99-99";
  return series.sort((a, b) => first(a).localeCompare(first(b)) || a.id - b.id);
}

/** A raw row: numbers may come as text, as the driver reads them. */
interface LeaderRow extends Record<string, unknown> {
  ord: number | string;
  rank: number | string;
  slug: string;
  full_name: string;
  value: number | string;
  team_slug: string | null;
  team_name: string | null;
  team_city: string | null;
  team_abbreviation: string | null;
}

async function seasonLeaders(db: Database, seasonId: number, leagueId: number, season: SeasonRow): Promise<SeasonLeaders[]> {
  const wanted = LEADER_STATS[season.sport.slug];
  if (!wanted) return [];
  const values = sql.join(
    wanted.map(([kind, stat], ord) => sql`(${kind}::text, ${stat}::text, ${ord}::int)`),
    sql`, `,
  );
  const kinds = [...new Set(wanted.map(([kind]) => kind))];
  // A player's season is the sum of his rows (one per team and stint); his team only where he had one.
  const result: unknown = await db.execute(sql`
    with wanted(kind, stat, ord) as (values ${values}),
    totals as (
      select w.ord, ps.person_id,
        sum((ps.stats ->> w.stat)::numeric)::float8 as value,
        case when count(distinct ps.team_id) = 1 then min(ps.team_id) end as team_id
      from player_seasons ps join wanted w on w.kind = ps.kind
      where ps.league_id = ${leagueId} and ps.year = ${season.start_year}
        and ps.kind in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
        and ps.stats ->> w.stat is not null
      group by w.ord, ps.person_id
    ),
    ranked as (
      select t.*, p.slug, p.full_name,
        (rank() over (partition by t.ord order by t.value desc))::int as rank,
        row_number() over (partition by t.ord order by t.value desc, p.full_name collate "C", p.id) as n
      from totals t join people p on p.id = t.person_id
      where t.value > 0
    )
    select r.ord, r.rank, r.slug, r.full_name, r.value, tm.slug as team_slug,
      coalesce(st.team_name, tm.name) as team_name, coalesce(st.team_city, tm.city) as team_city,
      coalesce(st.team_abbreviation, tm.abbreviation) as team_abbreviation
    from ranked r
    left join teams tm on tm.id = r.team_id
    left join standings st on st.season_id = ${seasonId} and st.team_id = r.team_id
    where r.n <= ${LEADERS}
    order by r.ord, r.n`);
  const rows = (result as { rows: LeaderRow[] }).rows;
  return wanted.flatMap(([kind, stat], ord) => {
    const leaders = rows
      .filter((row) => Number(row.ord) === ord)
      .map((row) => ({
        rank: Number(row.rank),
        person: { slug: row.slug, full_name: row.full_name },
        team: teamRefOf(
          { name: row.team_name, city: row.team_city, abbreviation: row.team_abbreviation, slug: row.team_slug },
          season.sport.name,
        ),
        value: Number(row.value),
      }));
    return leaders.length > 0 ? [{ kind, stat, leaders }] : [];
  });
}

async function neighbour(db: Database, leagueId: number, season: SeasonRow, direction: "previous" | "next"): Promise<SeasonRef | null> {
  const [row] = await db
    .select({ start_year: seasons.startYear, name: seasons.name, league_slug: leagues.slug, sport_slug: sports.slug })
    .from(seasons)
    .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .where(
      and(
        eq(seasons.leagueId, leagueId),
        direction === "previous" ? lt(seasons.startYear, season.start_year) : gt(seasons.startYear, season.start_year),
      ),
    )
    .orderBy(direction === "previous" ? desc(seasons.startYear) : asc(seasons.startYear))
    .limit(1);
  return row ? seasonRefOf({ leagueSlug: row.league_slug, sportSlug: row.sport_slug, startYear: row.start_year, name: row.name }) : null;
}

/** The season page by the season's slug or id. */
export async function getSeasonDetail(db: Database, key: DetailKey): Promise<SeasonDetail | undefined> {
  const found = await findSeason(db, key);
  if (!found) return undefined;
  const { season, leagueId, championRowId } = found;
  return {
    ...season,
    runner_up: await runnerUpOf(db, championRowId, season),
    standings: await standingGroups(db, season.id, season),
    series: await seasonSeries(db, season.id, season),
    leaders: await seasonLeaders(db, season.id, leagueId, season),
    previous: await neighbour(db, leagueId, season, "previous"),
    next: await neighbour(db, leagueId, season, "next"),
  };
}
