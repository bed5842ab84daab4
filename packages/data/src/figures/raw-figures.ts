// Home's figures as the API may send them (/api/meta/figures/), permissive.
import { z } from "zod/mini";
import { maybeNumber, maybeText } from "../shared/loose";

export const rawFiguresSchema = z.object({
  championships: maybeNumber,
  titles: maybeNumber,
  seasons: maybeNumber,
  first_season: maybeNumber,
  teams: maybeNumber,
  games: maybeNumber,
  people: maybeNumber,
  data_points: maybeNumber,
  updated_at: maybeText,
});

export type RawFigures = z.infer<typeof rawFiguresSchema>;
