// Each team's regular season from the games loaded: wins, losses and ties, at home and away,
// and the results in order for its closing streak.
import type { TeamFacts } from "../curated/types";
import type { Game } from "./nfl-games-file";

type Record3 = [wins: number, losses: number, ties: number];

export interface Tally {
  team: TeamFacts;
  season: number;
  wins: number;
  losses: number;
  ties: number;
  home: Record3;
  away: Record3;
  results: { date: string; outcome: "W" | "L" | "T" }[];
}

/** "10-6", or "10-5-1" with ties. */
export const record = ([w, l, t]: Record3) => (t > 0 ? `${String(w)}-${String(l)}-${String(t)}` : `${String(w)}-${String(l)}`);

/** The run the season ended on: "W3", "L1", "T1" (null with no games). */
export function streakOf(results: Tally["results"]) {
  const ordered = [...results].sort((a, b) => a.date.localeCompare(b.date));
  const last = ordered.at(-1);
  if (!last) return { streak: null, streakType: null };
  let length = 0;
  for (let i = ordered.length - 1; i >= 0 && ordered[i]?.outcome === last.outcome; i -= 1) length += 1;
  const streakType = last.outcome === "W" ? ("win" as const) : last.outcome === "L" ? ("loss" as const) : ("other" as const);
  return { streak: `${last.outcome}${String(length)}`, streakType };
}

/** One tally per season and team ("season:slug"), over the regular-season games. */
export function tallyGames(games: readonly Game[]): Map<string, Tally> {
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
  for (const game of games.filter((g) => !g.playoff)) {
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
  return tallies;
}
