// The Coaches screen's tiles and options as the API may send them: the contract's summary made permissive.
import { coachSummary } from "@tl/contract/coaches";
import type { z } from "zod/mini";
import { relaxed } from "../shared/relax";

export const rawCoachSummarySchema = relaxed(coachSummary);

export type RawCoachSummary = z.infer<typeof rawCoachSummarySchema>;
