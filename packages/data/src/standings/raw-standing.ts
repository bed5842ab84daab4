// A standings row as the API may send it (spec §3 Standing), permissive.
import { z } from "zod/mini";
import { maybe, maybeId, maybeNumber, maybeText, nameOrText } from "../shared/loose";
import { rawRef, rawTeamRef } from "../shared/raw-refs";

export const rawStandingSchema = z.object({
  id: maybeId,
  team: rawTeamRef,
  rank: maybeNumber,
  position: maybeNumber,
  wins: maybeNumber,
  losses: maybeNumber,
  ties: maybeNumber,
  points: maybeNumber,
  win_percentage: maybeNumber,
  games_played: maybeNumber,
  games_behind: maybeNumber,
  streak: maybe(z.union([z.string(), z.number()])),
  streak_type: maybeText,
  division: nameOrText,
  conference: nameOrText,
  league: nameOrText,
  league_name: maybeText,
  season: nameOrText,
  season_name: maybeText,
  season_start_year: maybeNumber,
  last_updated: maybeText,
  playoff_position: maybeText,
  home_record: maybeText,
  away_record: maybeText,
  division_record: maybeText,
  conference_record: maybeText,
  sport: maybe(rawRef),
});

export type RawStanding = z.infer<typeof rawStandingSchema>;
