// The Scores screen's counters as the API may send them, permissive.
import { z } from "zod/mini";
import { maybe, maybeNumber } from "../shared/loose";
import { rawRef } from "../shared/raw-refs";

export const rawGameSummarySchema = z.object({
  count: maybeNumber,
  live: maybeNumber,
  final: maybeNumber,
  scheduled: maybeNumber,
  postponed: maybeNumber,
  sports: maybe(z.array(rawRef)),
});

export type RawGameSummary = z.infer<typeof rawGameSummarySchema>;
