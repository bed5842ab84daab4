// The league seasons a season picker offers (issue #13), as the API may send them.
import { z } from "zod/mini";
import { maybe, maybeNumber, maybeText } from "../shared/loose";
import { rawRef as rawRefObject } from "../shared/raw-refs";

const rawRef = maybe(rawRefObject);

export const rawSeasonOptionSchema = z.object({
  start_year: maybeNumber,
  league: rawRef,
  sport: rawRef,
  level: rawRef,
  games: maybeNumber,
  first_date: maybeText,
  last_date: maybeText,
});

export const rawSeasonOptionsSchema = z.object({ seasons: maybe(z.array(rawSeasonOptionSchema)) });
export type RawSeasonOptions = z.infer<typeof rawSeasonOptionsSchema>;
