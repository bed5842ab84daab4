// A coach's season-by-season record (issue #16, /api/people/coaches/{slug}/seasons/): every
// coach_seasons row of the person (Lahman Managers, Hockey Databank Coaches) in one read through
// the (person, year …) index, each with its league, season and the franchise under its name that
// year, then a career row per league: regular season and playoffs summed, win % from the sums.
// A career is a few dozen rows at most, so the rows are paged in memory.
import type { CoachSeason } from "@tl/contract/coach-seasons";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import type { Page, PageRequest } from "./common";
import { coachPersonIdOf } from "./person-key";
import { seasonRefOf } from "./season-slug";
import { seasonOfRow, TEAM_AND_SEASON_COLUMNS, teamAtYear, teamOfRow, type TeamAndSeasonColumns } from "./team-in-season";

interface HeldCoachSeason {
  year: number;
  row: CoachSeason;
}

const COUNTS = [
  "games",
  "wins",
  "losses",
  "ties",
  "overtime_losses",
  "playoff_games",
  "playoff_wins",
  "playoff_losses",
  "playoff_ties",
] as const;

/** wins / (wins + losses), 3 decimals; null before a decided game (as the coaches list). */
const winPercentage = (wins: number | null, losses: number | null) => {
  const decided = (wins ?? 0) + (losses ?? 0);
  return wins === null || decided === 0 ? null : Math.round((wins / decided) * 1000) / 1000;
};

interface Row extends TeamAndSeasonColumns {
  year: number;
  stint: number;
  rank: number | null;
  league_name: string;
  league_slug: string;
  league_abbreviation: string;
  sport_slug: string;
  sport_name: string;
  games: number | null;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  overtime_losses: number | null;
  playoff_games: number | null;
  playoff_wins: number | null;
  playoff_losses: number | null;
  playoff_ties: number | null;
}

async function coachSeasonRows(db: Database, personId: number): Promise<HeldCoachSeason[]> {
  const result: unknown = await db.execute(sql`
    select cs.year, cs.stint, cs.rank, cs.games, cs.wins, cs.losses, cs.ties, cs.overtime_losses,
      cs.playoff_games, cs.playoff_wins, cs.playoff_losses, cs.playoff_ties,
      l.name as league_name, l.slug as league_slug, l.abbreviation as league_abbreviation,
      sp.slug as sport_slug, sp.name as sport_name, ${TEAM_AND_SEASON_COLUMNS}
    from coach_seasons cs
    join leagues l on l.id = cs.league_id
    join sports sp on sp.id = l.sport_id
    ${teamAtYear("cs")}
    ${seasonOfRow("cs")}
    where cs.person_id = ${personId}
    order by cs.year, cs.league_id, cs.stint, cs.team_id`);
  return (result as { rows: Row[] }).rows.map((row) => {
    const year = row.year;
    const league = { name: row.league_name, slug: row.league_slug, abbreviation: row.league_abbreviation };
    return {
      year,
      row: {
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
        games: row.games,
        wins: row.wins,
        losses: row.losses,
        ties: row.ties,
        overtime_losses: row.overtime_losses,
        win_percentage: winPercentage(row.wins, row.losses),
        rank: row.rank,
        playoff_games: row.playoff_games,
        playoff_wins: row.playoff_wins,
        playoff_losses: row.playoff_losses,
        playoff_ties: row.playoff_ties,
      },
    };
  });
}

/** A sum of a count over rows: null where every row leaves it empty. */
const sumOf = (rows: readonly CoachSeason[], key: (typeof COUNTS)[number]) =>
  rows.reduce<number | null>((sum, row) => (row[key] === null ? sum : (sum ?? 0) + row[key]), null);

/** One career row per league, by the league's first season. */
function careerRows(held: readonly HeldCoachSeason[]): CoachSeason[] {
  const leagues = [...new Map(held.map(({ row }) => [row.league.slug, row.league])).values()];
  return leagues.map((league) => {
    const own = held.filter(({ row }) => row.league.slug === league.slug);
    const rows = own.map(({ row }) => row);
    const years = [...new Set(own.map(({ year }) => year))];
    const counts = Object.fromEntries(COUNTS.map((key) => [key, sumOf(rows, key)])) as Record<(typeof COUNTS)[number], number | null>;
    return {
      career: true,
      season: null,
      league,
      team: null,
      stint: null,
      seasons: years.length,
      first_year: Math.min(...years),
      last_year: Math.max(...years),
      games: counts.games,
      wins: counts.wins,
      losses: counts.losses,
      ties: counts.ties,
      overtime_losses: counts.overtime_losses,
      win_percentage: winPercentage(counts.wins, counts.losses),
      rank: null,
      playoff_games: counts.playoff_games,
      playoff_wins: counts.playoff_wins,
      playoff_losses: counts.playoff_losses,
      playoff_ties: counts.playoff_ties,
    };
  });
}

/** The person's season rows followed by the career rows. */
export async function coachSeasonsOf(db: Database, personId: number): Promise<CoachSeason[]> {
  const held = await coachSeasonRows(db, personId);
  return [...held.map(({ row }) => row), ...careerRows(held)];
}

/** The page of the coach's rows; the endpoint answered 404 before for a slug that names no coach. */
export async function listCoachSeasons(db: Database, slug: string, page: PageRequest): Promise<Page<CoachSeason>> {
  const personId = await coachPersonIdOf(db, slug);
  const rows = personId === undefined ? [] : await coachSeasonsOf(db, personId);
  return { count: rows.length, results: rows.slice(page.offset, page.offset + page.limit) };
}
