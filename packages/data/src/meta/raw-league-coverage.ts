// How much the database holds per league (/api/meta/coverage/), as the API may send it: the
// contract's item made permissive, league, sport and level also as plain text.
import { leagueCoverage } from "@tl/contract/meta";
import { z } from "zod/mini";
import { orText, rawRef } from "../shared/raw-refs";
import { relaxed } from "../shared/relax";

export const rawLeagueCoverageSchema = z.extend(relaxed(leagueCoverage), {
  league: orText(rawRef),
  sport: orText(rawRef),
  level: orText(rawRef),
});

export type RawLeagueCoverage = z.infer<typeof rawLeagueCoverageSchema>;
