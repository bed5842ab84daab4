// Lahman standings: one row per Teams.csv row, under the name the team played under that season,
// in the season of its own league (a Negro League club's in that Negro League's season).
import { leagueSlugOf } from "./lahman-leagues";
import type { SeasonIdOf } from "./lahman-seasons";
import type { FranchiseTeam } from "./lahman-teams";
import type { TeamSeason } from "./lahman-team-seasons";
import { DIVISION_NAMES, LEAGUE_NAMES } from "./lahman-util";

/** One standings row per Teams.csv row; games behind within (season, league, division). */
export function standingRows(seasons: TeamSeason[], teamOf: Map<string, FranchiseTeam>, seasonIdOf: SeasonIdOf) {
  const groups = new Map<string, TeamSeason[]>();
  for (const s of seasons) {
    const key = `${String(s.year)}:${s.lgID}:${s.divID}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const pct = (s: TeamSeason) => (s.wins + s.losses > 0 ? s.wins / (s.wins + s.losses) : 0);
  const leaderOf = new Map<string, TeamSeason>();
  for (const [key, list] of groups) {
    const leader = list.reduce((best, s) =>
      pct(s) > pct(best) || (pct(s) === pct(best) && s.wins - s.losses > best.wins - best.losses) ? s : best,
    );
    leaderOf.set(key, leader);
  }
  return seasons.flatMap((s) => {
    const team = teamOf.get(s.franchID);
    const seasonId = seasonIdOf(leagueSlugOf(s.lgID), s.year);
    if (!team || seasonId === undefined) return [];
    const leader = leaderOf.get(`${String(s.year)}:${s.lgID}:${s.divID}`) ?? s;
    const name = team.nameIn(s.year);
    const division = DIVISION_NAMES[s.divID];
    return [
      {
        seasonId,
        teamId: team.id,
        teamCity: name.city,
        teamName: name.name,
        teamAbbreviation: team.abbreviation,
        rank: s.rank,
        wins: s.wins,
        losses: s.losses,
        ties: Math.max(0, s.games - s.wins - s.losses),
        winPercentage: s.wins + s.losses > 0 ? Math.round((s.wins / (s.wins + s.losses)) * 10_000) / 10_000 : null,
        gamesPlayed: s.games,
        gamesBehind: (leader.wins - s.wins + s.losses - leader.losses) / 2,
        division: division ? `${s.lgID} ${division}` : null,
        conference: LEAGUE_NAMES[s.lgID] ?? null,
        playoffPosition: s.wsWin ? ("champion" as const) : s.divWin || s.wcWin || s.lgWin ? ("playoffs" as const) : ("eliminated" as const),
      },
    ];
  });
}
