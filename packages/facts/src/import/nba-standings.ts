// Each league's regular-season standings from the games: W-L, percentage, games behind, home and
// away records, the streak the season ended on, and the playoff position (champion: the winner of
// its Finals; playoffs: in a series). Games behind and rank are counted within the division where
// our facts hold the alignment (the curated one, unchanged since the 2004-05 realignment), else
// within the league.
import { standings } from "@tl/db/schema";
import type { TeamFacts } from "../curated/types";
import { inBatches } from "../shared/batches";
import { teamNameIn } from "../shared/team-names";
import { excludedColumns } from "../shared/upsert";
import type { NbaLeague } from "./nba-file";
import type { NbaGame, Series } from "./nba-series";
import { record, streakOf, tallyGames, type Tally } from "./nfl-tallies";
import type { Transaction } from "./types";

/** The first season of the NBA's current six divisions. */
export const ALIGNED_SINCE = 2004;

const UPDATED = [
  "rank",
  "wins",
  "losses",
  "winPercentage",
  "gamesPlayed",
  "gamesBehind",
  "streak",
  "streakType",
  "homeRecord",
  "awayRecord",
  "playoffPosition",
  "teamCity",
  "teamName",
  "teamAbbreviation",
  "conference",
  "division",
] as const;

const alignmentIn = (team: TeamFacts, league: NbaLeague, season: number) =>
  league === "nba" && season >= ALIGNED_SINCE
    ? { conference: team.conference, division: team.division }
    : { conference: null, division: null };

const pct = (t: Tally) => t.wins / Math.max(1, t.wins + t.losses);

export interface NbaStandingsContext {
  seasonId: (league: NbaLeague, season: number) => number;
  teamId: (slug: string) => number;
  /** "season:slug" of the clubs of the playoff games the file leaves out (2015-16 to 2018-19). */
  playoffClubs: ReadonlySet<string>;
}

/** The standings rows of every league and season; exported for the tests. */
export function standingRows(
  games: readonly NbaGame[],
  series: readonly Series[],
  { seasonId, teamId, playoffClubs }: NbaStandingsContext,
) {
  const leagueOf = new Map<string, NbaLeague>();
  for (const g of games) for (const t of [g.home, g.away]) leagueOf.set(`${String(g.season)}:${t.slug}`, g.league);
  const inPlayoffs = new Set([...playoffClubs, ...series.flatMap((s) => [s.winner, s.loser].map((t) => `${String(s.season)}:${t.slug}`))]);
  const champions = new Set(series.filter((s) => s.finals).map((s) => `${String(s.season)}:${s.winner.slug}`));
  const groups = new Map<string, { league: NbaLeague; tallies: Tally[] }>();
  for (const tally of tallyGames(games).values()) {
    const key = `${String(tally.season)}:${tally.team.slug}`;
    const league = leagueOf.get(key) ?? "nba";
    const scope = `${league}:${String(tally.season)}:${alignmentIn(tally.team, league, tally.season).division ?? ""}`;
    const group = groups.get(scope) ?? { league, tallies: [] };
    group.tallies.push(tally);
    groups.set(scope, group);
  }
  return [...groups.values()].flatMap(({ league, tallies }) => {
    const ranked = [...tallies].sort((a, b) => pct(b) - pct(a) || b.wins - a.wins || a.team.slug.localeCompare(b.team.slug));
    const leader = ranked[0];
    return ranked.map((entry, index) => {
      const key = `${String(entry.season)}:${entry.team.slug}`;
      const name = teamNameIn(entry.team, entry.season);
      return {
        seasonId: seasonId(league, entry.season),
        teamId: teamId(entry.team.slug),
        teamCity: name.city,
        teamName: name.name,
        teamAbbreviation: entry.team.abbreviation,
        ...alignmentIn(entry.team, league, entry.season),
        rank: index + 1,
        wins: entry.wins,
        losses: entry.losses,
        winPercentage: Math.round(pct(entry) * 10_000) / 10_000,
        gamesPlayed: entry.wins + entry.losses,
        gamesBehind: leader ? (leader.wins - entry.wins + entry.losses - leader.losses) / 2 : 0,
        ...streakOf(entry.results),
        homeRecord: record(entry.home),
        awayRecord: record(entry.away),
        playoffPosition: champions.has(key) ? ("champion" as const) : inPlayoffs.has(key) ? ("playoffs" as const) : ("eliminated" as const),
      };
    });
  });
}

/** Writes the standings; returns how many rows. */
export async function writeNbaStandings(tx: Transaction, rows: ReturnType<typeof standingRows>): Promise<number> {
  await inBatches(rows, (batch) =>
    tx
      .insert(standings)
      .values(batch)
      .onConflictDoUpdate({ target: [standings.seasonId, standings.teamId], set: excludedColumns(UPDATED) }),
  );
  return rows.length;
}
