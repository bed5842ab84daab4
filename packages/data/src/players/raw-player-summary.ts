// The Players screen's tiles and options as the API may send them, permissive.
import { z } from "zod/mini";
import { maybe, maybeNumber } from "../shared/loose";
import { rawRef } from "../shared/raw-refs";
import { rawTeamOptionSchema } from "../shared/team-option";

/** Permissive: every field may be missing or null. */
export const rawPlayerSummarySchema = z.object({
  count: maybeNumber,
  active: maybeNumber,
  championships: maybeNumber,
  all_star_selections: maybeNumber,
  sports: maybe(z.array(rawRef)),
  positions: maybe(z.array(maybe(z.string()))),
  teams: maybe(z.array(rawTeamOptionSchema)),
});

export type RawPlayerSummary = z.infer<typeof rawPlayerSummarySchema>;
