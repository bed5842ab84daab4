// A player's page (issue #16: /api/people/players/{slug}/ and …/seasons/) as the API may send
// it: the card's permissive schema (raw-player.ts) with the page's parts made permissive from
// the contract, which declares the shapes once.
import { playerSeason } from "@tl/contract/player-seasons";
import { playerDetail } from "@tl/contract/players";
import { z } from "zod/mini";
import { relaxed } from "../shared/relax";
import { rawPlayerSchema } from "./raw-player";

const page = relaxed(playerDetail).shape;

export const rawPlayerPageSchema = z.extend(rawPlayerSchema, {
  titles: page.titles,
  awards_by_year: page.awards_by_year,
  all_star_years: page.all_star_years,
  teams_played_for: page.teams_played_for,
});
export const rawPlayerSeasonSchema = relaxed(playerSeason);

export type RawPlayerPage = z.infer<typeof rawPlayerPageSchema>;
export type RawPlayerSeason = z.infer<typeof rawPlayerSeasonSchema>;
