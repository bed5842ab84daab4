// A league season's page (issue #16: /api/championships/seasons/{slug}/) as the API may send it:
// the contract's SeasonDetail made permissive (spec §3: any field may be missing), an id as text.
import { seasonDetail } from "@tl/contract/seasons";
import { z } from "zod/mini";
import { maybeId } from "../shared/loose";
import { relaxed } from "../shared/relax";

export const rawSeasonPageSchema = z.extend(relaxed(seasonDetail), { id: maybeId });

export type RawSeasonPage = z.infer<typeof rawSeasonPageSchema>;
export type RawSeasonTeam = RawSeasonPage["champion"];
export type RawStandingGroup = NonNullable<RawSeasonPage["standings"]>[number];
export type RawSeasonSeries = NonNullable<RawSeasonPage["series"]>[number];
export type RawLeaderBoard = NonNullable<RawSeasonPage["leaders"]>[number];
