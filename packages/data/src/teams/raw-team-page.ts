// A franchise's page (issue #16: /api/teams/teams/{slug}/ and …/seasons/) as the API may send it:
// the contract's items made permissive, with spec §3's alternatives (an id as text; the sport as
// plain text). The shapes themselves are declared once, in @tl/contract/teams.
import { teamDetail, teamSeason } from "@tl/contract/teams";
import { z } from "zod/mini";
import { maybeId } from "../shared/loose";
import { orText, rawRef } from "../shared/raw-refs";
import { relaxed } from "../shared/relax";

export const rawTeamPageSchema = z.extend(relaxed(teamDetail), { id: maybeId, sport: orText(rawRef) });
export const rawTeamSeasonSchema = relaxed(teamSeason);

export type RawTeamPage = z.infer<typeof rawTeamPageSchema>;
export type RawTeamSeason = z.infer<typeof rawTeamSeasonSchema>;
export type RawSeasonRef = NonNullable<RawTeamSeason["season"]>;
