// FiveThirtyEight's NFL games (1920-2020): every game with date, score, home and away, and
// the regular-season standings derived from them. Teams map to our franchises through the
// curated TeamFacts keys.nflElo; games of franchises we have no facts for are rejected with
// that reason rather than given invented names. Our curated championship games win where
// both describe the same game.
import { join } from "node:path";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { TEAMS } from "../curated/teams/index";
import type { TeamFacts } from "../curated/types";
import { readCsv } from "../datasets/csv";
import { championships, champions, games, leagues, seasons, standings, teams } from "../schema/index";
import { seasonEndYear, seasonName } from "../seed/seasons";
import { teamNameIn } from "../seed/team-names";
import { scheduleLength, writeSeasonCounts, type SeasonCounts } from "./season-counts";
import type { Importer, Transaction } from "./types";

const FILE = "fivethirtyeight-nfl-elo-game/nfl_games.csv";
const BATCH = 500;

interface Game {
  date: string;
  season: number;
  playoff: boolean;
  home: TeamFacts;
  away: TeamFacts;
  homeScore: number;
  awayScore: number;
}

interface Tally {
  team: TeamFacts;
  season: number;
  wins: number;
  losses: number;
  ties: number;
  home: [number, number, number];
  away: [number, number, number];
  results: { date: string; outcome: "W" | "L" | "T" }[];
}

const record = ([w, l, t]: [number, number, number]) => (t > 0 ? `${String(w)}-${String(l)}-${String(t)}` : `${String(w)}-${String(l)}`);

function streakOf(results: Tally["results"]) {
  const ordered = [...results].sort((a, b) => a.date.localeCompare(b.date));
  const last = ordered.at(-1);
  if (!last) return { streak: null, streakType: null };
  let length = 0;
  for (let i = ordered.length - 1; i >= 0 && ordered[i]?.outcome === last.outcome; i -= 1) length += 1;
  const streakType = last.outcome === "W" ? ("win" as const) : last.outcome === "L" ? ("loss" as const) : ("other" as const);
  return { streak: `${last.outcome}${String(length)}`, streakType };
}

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

interface FileGame {
  date: string;
  playoff: boolean;
  home: string;
  away: string;
}

/**
 * Each season's size from every game of the file (defunct clubs included, which the standings
 * leave out). The file holds the AFL's games of 1960-69 too; the AFL and the NFL played no
 * regular-season game against each other, so the NFL is the larger of the groups of teams
 * linked by regular-season games. Its postseason counts every playoff game one of its teams
 * played (the Super Bowls included, the AFL's own playoffs not).
 */
export function nflSeasonCounts(bySeason: Map<number, FileGame[]>): SeasonCounts[] {
  return [...bySeason.entries()].map(([year, seasonGames]) => {
    const regular = seasonGames.filter((game) => !game.playoff);
    const group = new Map<string, string>();
    const root = (team: string): string => {
      const parent = group.get(team) ?? team;
      if (parent === team) return team;
      const top = root(parent);
      group.set(team, top);
      return top;
    };
    for (const game of regular) group.set(root(game.home), root(game.away));
    const sizes = new Map<string, number>();
    const teamsOf = new Set(regular.flatMap((game) => [game.home, game.away]));
    for (const team of teamsOf) sizes.set(root(team), (sizes.get(root(team)) ?? 0) + 1);
    const nfl = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const inNfl = (team: string) => root(team) === nfl;
    const nflTeams = [...teamsOf].filter(inNfl);
    const played = seasonGames.filter((game) => (game.playoff ? inNfl(game.home) || inNfl(game.away) : inNfl(game.home)));
    const perTeam = nflTeams.map((team) => regular.filter((game) => game.home === team || game.away === team).length);
    const dates = played.map((game) => game.date).sort();
    return { year, teamsCount: nflTeams.length, gamesCount: played.length, regularSeasonGames: scheduleLength(perTeam), startDate: dates[0], endDate: dates.at(-1) };
  });
}

/**
 * The NFL's eight four-team divisions date from the 2002 realignment and have not changed since
 * (the Chargers, Rams and Raiders kept theirs when they moved), so a franchise's current
 * conference and division are its own in every season from 2002. Earlier alignments are not in
 * our facts: those seasons' standings name none.
 */
const ALIGNED_SINCE = 2002;
function alignmentIn(team: TeamFacts, season: number): { conference: string | null; division: string | null } {
  return season >= ALIGNED_SINCE ? { conference: team.conference, division: team.division } : { conference: null, division: null };
}

export const nflGamesImporter: Importer = {
  slug: "fivethirtyeight-nfl-games",
  name: "FiveThirtyEight NFL games",
  url: "https://github.com/fivethirtyeight/nfl-elo-game",
  licence: "MIT License",
  licenceUrl: "https://opensource.org/license/mit",
  attribution: "NFL game results 1920–2020 from FiveThirtyEight's nfl-elo-game, Copyright (c) 2021 ABC News Internet Ventures, used under the MIT License.",
  files: [FILE],

  async run(tx: Transaction, datasetsDir, report, progress) {
    const rows = readCsv(join(datasetsDir, FILE));
    const [league] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.slug, "nfl"));
    if (!league) throw new Error("the NFL league is not seeded; start the server (or seed) before importing");

    const byCode = new Map<string, TeamFacts>();
    for (const team of TEAMS) for (const code of team.keys?.nflElo ?? []) byCode.set(code, team);
    const teamIds = new Map(
      (await tx.select({ id: teams.id, slug: teams.slug }).from(teams).where(inArray(teams.slug, [...new Set([...byCode.values()].map((t) => t.slug))]))).map((row) => [row.slug, row.id]),
    );
    const curatedFinalDates = new Set(
      (await tx.select({ date: games.gameDate }).from(games).where(and(eq(games.leagueId, league.id), isNotNull(games.championshipId)))).map((row) => row.date),
    );

    progress.start("NFL games", rows.length);
    const accepted: Game[] = [];
    const playoffTeams = new Set<string>();
    const fileGames = new Map<number, FileGame[]>();
    for (const row of rows) {
      progress.tick();
      const season = Number(row.season);
      const homeScore = Number(row.score1);
      const awayScore = Number(row.score2);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(row.date ?? "") || !Number.isInteger(season) || !Number.isInteger(homeScore) || !Number.isInteger(awayScore)) {
        report.reject("malformed row (date, season or score)");
        continue;
      }
      const seasonGames = fileGames.get(season) ?? [];
      seasonGames.push({ date: row.date ?? "", playoff: row.playoff === "1", home: row.team1 ?? "", away: row.team2 ?? "" });
      fileGames.set(season, seasonGames);
      const home = byCode.get(row.team1 ?? "");
      const away = byCode.get(row.team2 ?? "");
      if (!home || !away || !teamIds.has(home.slug) || !teamIds.has(away.slug)) {
        report.reject("a team with no franchise in our curated facts (defunct early club)");
        continue;
      }
      const playoff = row.playoff === "1";
      if (playoff) {
        playoffTeams.add(`${String(season)}:${home.slug}`);
        playoffTeams.add(`${String(season)}:${away.slug}`);
      }
      if (playoff && curatedFinalDates.has(row.date ?? "")) {
        report.reject("already in our curated facts (championship game)");
        continue;
      }
      accepted.push({ date: row.date ?? "", season, playoff, home, away, homeScore, awayScore });
    }
    progress.stop();

    const seasonYears = [...new Set(accepted.map((game) => game.season))];
    await tx
      .insert(seasons)
      .values(seasonYears.map((year) => ({ leagueId: league.id, startYear: year, endYear: seasonEndYear("nfl", year), name: seasonName("nfl", year) })))
      .onConflictDoNothing();
    const seasonIds = new Map(
      (await tx.select({ id: seasons.id, year: seasons.startYear }).from(seasons).where(eq(seasons.leagueId, league.id))).map((row) => [row.year, row.id]),
    );
    const id = (slug: string) => teamIds.get(slug) ?? 0;

    await inBatches(accepted, async (batch) => {
      await tx
        .insert(games)
        .values(
          batch.map((game) => ({
            slug: `nfl-${game.date}-${game.away.slug}-at-${game.home.slug}`,
            leagueId: league.id,
            seasonId: seasonIds.get(game.season) ?? null,
            homeTeamId: id(game.home.slug),
            awayTeamId: id(game.away.slug),
            homeScore: game.homeScore,
            awayScore: game.awayScore,
            status: "final" as const,
            gameDate: game.date,
            round: game.playoff ? "Playoffs" : null,
          })),
        )
        .onConflictDoUpdate({
          target: games.slug,
          set: { homeScore: sql`excluded.home_score`, awayScore: sql`excluded.away_score`, seasonId: sql`excluded.season_id`, round: sql`excluded.round` },
        });
    });
    report.load("games", accepted.length);

    // Regular-season standings per season and team.
    const tallies = new Map<string, Tally>();
    const tally = (team: TeamFacts, season: number) => {
      const key = `${String(season)}:${team.slug}`;
      let entry = tallies.get(key);
      if (!entry) {
        entry = { team, season, wins: 0, losses: 0, ties: 0, home: [0, 0, 0], away: [0, 0, 0], results: [] };
        tallies.set(key, entry);
      }
      return entry;
    };
    for (const game of accepted.filter((g) => !g.playoff)) {
      for (const [entry, scored, allowed, where] of [
        [tally(game.home, game.season), game.homeScore, game.awayScore, "home"],
        [tally(game.away, game.season), game.awayScore, game.homeScore, "away"],
      ] as const) {
        const outcome = scored > allowed ? "W" : scored < allowed ? "L" : "T";
        const column = outcome === "W" ? 0 : outcome === "L" ? 1 : 2;
        entry[where][column] += 1;
        if (outcome === "W") entry.wins += 1;
        else if (outcome === "L") entry.losses += 1;
        else entry.ties += 1;
        entry.results.push({ date: game.date, outcome });
      }
    }

    const superBowlChampions = new Set(
      (
        await tx
          .select({ year: seasons.startYear, slug: teams.slug })
          .from(champions)
          .innerJoin(championships, eq(champions.championshipId, championships.id))
          .innerJoin(seasons, eq(champions.seasonId, seasons.id))
          .innerJoin(teams, eq(champions.teamId, teams.id))
          .where(eq(championships.slug, "super-bowl"))
      ).map((row) => `${String(row.year)}:${row.slug}`),
    );

    const bySeason = new Map<number, Tally[]>();
    for (const entry of tallies.values()) bySeason.set(entry.season, [...(bySeason.get(entry.season) ?? []), entry]);
    const standingRows = [...bySeason.values()].flatMap((entries) => {
      const pct = (e: Tally) => (e.wins + e.ties / 2) / Math.max(1, e.wins + e.losses + e.ties);
      const ranked = [...entries].sort((a, b) => pct(b) - pct(a) || b.wins - a.wins || a.team.slug.localeCompare(b.team.slug));
      return ranked.map((entry, index) => {
        const key = `${String(entry.season)}:${entry.team.slug}`;
        const name = teamNameIn(entry.team, entry.season);
        return {
          seasonId: seasonIds.get(entry.season) ?? 0,
          teamId: id(entry.team.slug),
          teamCity: name.city,
          teamName: name.name,
          teamAbbreviation: entry.team.abbreviation,
          ...alignmentIn(entry.team, entry.season),
          rank: index + 1,
          wins: entry.wins,
          losses: entry.losses,
          ties: entry.ties,
          winPercentage: Math.round(pct(entry) * 10_000) / 10_000,
          gamesPlayed: entry.wins + entry.losses + entry.ties,
          ...streakOf(entry.results),
          homeRecord: record(entry.home),
          awayRecord: record(entry.away),
          playoffPosition: superBowlChampions.has(key) ? ("champion" as const) : playoffTeams.has(key) ? ("playoffs" as const) : ("eliminated" as const),
        };
      });
    });
    await inBatches(standingRows, async (batch) => {
      await tx
        .insert(standings)
        .values(batch)
        .onConflictDoUpdate({
          target: [standings.seasonId, standings.teamId],
          set: {
            rank: sql`excluded.rank`,
            wins: sql`excluded.wins`,
            losses: sql`excluded.losses`,
            ties: sql`excluded.ties`,
            winPercentage: sql`excluded.win_percentage`,
            gamesPlayed: sql`excluded.games_played`,
            streak: sql`excluded.streak`,
            streakType: sql`excluded.streak_type`,
            homeRecord: sql`excluded.home_record`,
            awayRecord: sql`excluded.away_record`,
            playoffPosition: sql`excluded.playoff_position`,
            teamCity: sql`excluded.team_city`,
            teamName: sql`excluded.team_name`,
            conference: sql`excluded.conference`,
            division: sql`excluded.division`,
          },
        });
    });
    report.load("standings", standingRows.length);
    await writeSeasonCounts(tx, league.id, nflSeasonCounts(fileGames));
    if (seasonYears.length > 0) report.coverage = [{ league: "nfl", firstYear: Math.min(...seasonYears), lastYear: Math.max(...seasonYears) }];
  },
};
