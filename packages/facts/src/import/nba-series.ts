// The playoff series, derived from the playoff games: the games two clubs played each other in
// one season's playoffs are a series, won by the club with more wins. A series' round is told by
// how far it stood from the Finals (the series holding the season's last playoff game): the
// winner of a depth-n series next plays in a depth n-1 one. Tiebreakers and the 1954 round robin
// are single playoff games, not series.
import type { TeamFacts } from "../curated/types";
import type { NbaLeague } from "./nba-file";

export interface NbaGame {
  date: string;
  season: number;
  league: NbaLeague;
  playoff: boolean;
  home: TeamFacts;
  away: TeamFacts;
  homeScore: number;
  awayScore: number;
  neutral: boolean;
  notes: string | null;
}

export interface Series {
  league: NbaLeague;
  season: number;
  round: string;
  /** The league's championship series (BAA, NBA or ABA Finals). */
  finals: boolean;
  winner: TeamFacts;
  loser: TeamFacts;
  winnerWins: number;
  loserWins: number;
  /** In the order played: the game number is the index + 1. */
  games: NbaGame[];
}

/** Playoff games that are not part of a series, by the file's note. */
export const SINGLE_GAMES: Record<string, string> = { Tiebreaker: "Tiebreaker", "Round Robin": "Round robin" };

const FINALS: Record<NbaLeague, string> = { baa: "BAA Finals", nba: "NBA Finals", aba: "ABA Finals" };

/**
 * Seasons whose rounds are counted from the start: the NBA's 1949-50 had three divisions, and
 * the Central and Western champions played a semifinal the Eastern champion did not (no club had
 * a bye into a later round, so a series' round is the number of series its winner had played).
 */
const ROUNDS_FROM_START: Record<string, string[]> = { "nba:1949": ["Division semifinals", "Division finals", "Semifinals"] };

/**
 * The round at `depth` series before the Finals. The NBA has played in two conferences since
 * 1970-71; before, the NBA (from the BAA's 1948-49) and the ABA played division rounds, but for
 * the ABA's last season (one division); the BAA's first two playoffs had quarterfinals and semifinals.
 */
export function roundName(league: NbaLeague, season: number, depth: number): string {
  if (depth === 0) return FINALS[league];
  const names =
    league === "nba" && season >= 1970
      ? ["Conference finals", "Conference semifinals", "First round"]
      : (league === "baa" && season <= 1947) || (league === "aba" && season === 1975)
        ? ["Semifinals", league === "aba" ? "First round" : "Quarterfinals"]
        : ["Division finals", "Division semifinals"];
  return names[depth - 1] ?? "Playoffs";
}

/** Every series of one league's season from its playoff games. */
export function seasonSeries(playoffGames: readonly NbaGame[]): Series[] {
  const byPair = new Map<string, NbaGame[]>();
  for (const game of [...playoffGames].sort((a, b) => a.date.localeCompare(b.date))) {
    if (game.notes !== null && game.notes in SINGLE_GAMES) continue;
    const key = [game.home.slug, game.away.slug].sort().join("|");
    const list = byPair.get(key) ?? [];
    list.push(game);
    byPair.set(key, list);
  }
  const series = [...byPair.values()].map((games) => {
    const first = games[0] as NbaGame;
    const wins = (team: TeamFacts) =>
      games.filter((g) => (g.home.slug === team.slug ? g.homeScore > g.awayScore : g.awayScore > g.homeScore)).length;
    const [a, b] = [first.home, first.away];
    const [winner, loser] = wins(a) > wins(b) ? [a, b] : [b, a];
    return { league: first.league, season: first.season, winner, loser, winnerWins: wins(winner), loserWins: wins(loser), games };
  });
  const last = (s: { games: NbaGame[] }) => s.games.at(-1)?.date ?? "";
  const ordered = [...series].sort((x, y) => last(y).localeCompare(last(x)));
  const depth = new Map<(typeof series)[number], number>();
  ordered.forEach((s, index) => {
    if (index === 0) return depth.set(s, 0);
    const next = ordered
      .filter(
        (other) =>
          depth.has(other) && (other.winner === s.winner || other.loser === s.winner) && other.games[0] && other.games[0].date > last(s),
      )
      .sort((x, y) => (x.games[0]?.date ?? "").localeCompare(y.games[0]?.date ?? ""))[0];
    return depth.set(s, next ? (depth.get(next) ?? 0) + 1 : Number.NaN);
  });
  const fromStart = ROUNDS_FROM_START[`${String(series[0]?.league)}:${String(series[0]?.season)}`];
  return series.map((s) => {
    const d = depth.get(s) ?? Number.NaN;
    const played = series.filter(
      (other) => other !== s && (other.winner === s.winner || other.loser === s.winner) && last(other) < last(s),
    ).length;
    const round = d !== 0 && fromStart ? fromStart[played] : Number.isNaN(d) ? undefined : roundName(s.league, s.season, d);
    return { ...s, finals: d === 0, round: round ?? "Playoffs" };
  });
}

/** Every series of every league and season. */
export function deriveSeries(games: readonly NbaGame[]): Series[] {
  const bySeason = new Map<string, NbaGame[]>();
  for (const game of games.filter((g) => g.playoff)) {
    const key = `${game.league}:${String(game.season)}`;
    const list = bySeason.get(key) ?? [];
    list.push(game);
    bySeason.set(key, list);
  }
  return [...bySeason.values()].flatMap(seasonSeries);
}
