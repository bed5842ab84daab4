// The Coaches screen's tiles and options as the API may send them, permissive.
import { z } from "zod/mini";
import { maybe, maybeNumber } from "../shared/loose";
import { rawRef } from "../shared/raw-refs";
import { rawTeamOptionSchema } from "../shared/team-option";

export const rawCoachSummarySchema = z.object({
  count: maybeNumber,
  active: maybeNumber,
  championships: maybeNumber,
  average_years_coaching: maybeNumber,
  sports: maybe(z.array(rawRef)),
  positions: maybe(z.array(z.string())),
  teams: maybe(z.array(rawTeamOptionSchema)),
});

export type RawCoachSummary = z.infer<typeof rawCoachSummarySchema>;
