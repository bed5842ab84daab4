// Managers' careers (Managers.csv), aggregated in memory.

export interface ManagerSeason {
  playerID: string;
  year: number;
  inseason: number;
  franchID: string;
  games: number;
  wins: number;
  losses: number;
}

export interface CoachCareer {
  playerID: string;
  wins: number;
  losses: number;
  years: number;
  lastFranchID: string;
  yearsWithLast: number;
  lastYear: number;
  /** Franchises managed before, oldest first, without the last one. */
  previous: string[];
  championships: number;
}

/**
 * Managers' careers. A World Series title counts for the manager who managed the most of
 * that season's games for the winning team (the earlier one on a tie).
 */
export function coachCareers(seasons: ManagerSeason[], champions: Set<string>): CoachCareer[] {
  const credited = new Map<string, ManagerSeason>();
  for (const s of seasons) {
    const key = `${String(s.year)}:${s.franchID}`;
    if (!champions.has(key)) continue;
    const held = credited.get(key);
    if (!held || s.games > held.games || (s.games === held.games && s.inseason < held.inseason)) credited.set(key, s);
  }
  const byManager = new Map<string, ManagerSeason[]>();
  for (const s of seasons) byManager.set(s.playerID, [...(byManager.get(s.playerID) ?? []), s]);
  return [...byManager.entries()].map(([playerID, list]) => {
    const ordered = [...list].sort((a, b) => a.year - b.year || a.inseason - b.inseason);
    const last = ordered.at(-1) ?? ordered[0];
    const lastFranchID = last?.franchID ?? "";
    return {
      playerID,
      wins: list.reduce((sum, s) => sum + s.wins, 0),
      losses: list.reduce((sum, s) => sum + s.losses, 0),
      years: new Set(list.map((s) => s.year)).size,
      lastFranchID,
      lastYear: last?.year ?? 0,
      yearsWithLast: new Set(list.filter((s) => s.franchID === lastFranchID).map((s) => s.year)).size,
      previous: [...new Set(ordered.map((s) => s.franchID))].filter((f) => f !== lastFranchID),
      championships: list.filter((s) => credited.get(`${String(s.year)}:${s.franchID}`) === s).length,
    };
  });
}
