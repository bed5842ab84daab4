// The Players screen's tiles and options as the API may send them: the contract's summary made
// permissive, a position also null.
import { playerSummary } from "@tl/contract/players";
import { z } from "zod/mini";
import { maybe, maybeText } from "../shared/loose";
import { relaxed } from "../shared/relax";

export const rawPlayerSummarySchema = z.extend(relaxed(playerSummary), { positions: maybe(z.array(maybeText)) });

export type RawPlayerSummary = z.infer<typeof rawPlayerSummarySchema>;
