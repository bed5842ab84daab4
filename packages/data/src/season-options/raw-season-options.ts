// The league seasons a season picker offers (issue #13), as the API may send them: the
// contract's games seasons made permissive (a standings season is the same without games).
import { gameSeasons } from "@tl/contract/games";
import type { z } from "zod/mini";
import { itemOf, relaxed } from "../shared/relax";

export const rawSeasonOptionsSchema = relaxed(gameSeasons);
export const rawSeasonOptionSchema = relaxed(itemOf(gameSeasons.shape.seasons));

export type RawSeasonOptions = z.infer<typeof rawSeasonOptionsSchema>;
