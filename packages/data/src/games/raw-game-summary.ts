// The Scores screen's counters as the API may send them: the contract's summary made permissive.
import { gameSummary } from "@tl/contract/games";
import type { z } from "zod/mini";
import { relaxed } from "../shared/relax";

export const rawGameSummarySchema = relaxed(gameSummary);

export type RawGameSummary = z.infer<typeof rawGameSummarySchema>;
