// How much the database holds per league (/api/meta/coverage/), as the API may send it.
import { z } from "zod/mini";
import { maybe, maybeNumber } from "../shared/loose";
import { rawRef as rawRefObject } from "../shared/raw-refs";

const rawRef = maybe(z.union([z.string(), rawRefObject]));

export const rawLeagueCoverageSchema = z.object({
  league: rawRef,
  sport: rawRef,
  level: rawRef,
  first_season: maybeNumber,
  last_season: maybeNumber,
  champions: maybeNumber,
  teams: maybeNumber,
  games: maybeNumber,
  players: maybeNumber,
  coaches: maybeNumber,
});

export type RawLeagueCoverage = z.infer<typeof rawLeagueCoverageSchema>;
