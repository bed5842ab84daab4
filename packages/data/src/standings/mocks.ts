// Real rows as the API answers them, shared by the tests (and later by stories).
import type { Standing as ContractStanding } from "@tl/contract/standings";

// The 2017-18 Vegas Golden Knights as the API sends them (/api/games/standings/current/).
export const goldenKnights = {
  id: 6609,
  team: { name: "Golden Knights", city: "Vegas", abbreviation: "VGK", sport_name: "Hockey", slug: "vegas-golden-knights" },
  rank: 1,
  position: 1,
  wins: 51,
  losses: 24,
  ties: 0,
  overtime_losses: 7,
  points: 109,
  win_percentage: 0.68,
  games_played: 82,
  games_behind: null,
  streak: null,
  streak_type: null,
  division: "Pacific Division",
  conference: "Western Conference",
  league_name: "National Hockey League",
  season_name: "2017-18 NHL season",
  season_start_year: 2017,
  last_updated: "2026-11-22T01:17:56.191Z",
  playoff_position: "playoffs",
  home_record: "29-10-2",
  away_record: "22-14-5",
  division_record: null,
  conference_record: null,
  sport: { name: "Hockey", slug: "hockey", abbreviation: "HKY" },
} satisfies ContractStanding;
