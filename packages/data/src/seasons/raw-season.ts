// A season as the API may send it: the contract's item made permissive, with spec §3's
// alternatives (sport, league, level and championship as `{ name }` or text; the champion, a
// team reference, also as `team_name`/`team_city`/`team_abbreviation`).
import { season, seasonChampion } from "@tl/contract/seasons";
import { z } from "zod/mini";
import { maybe, maybeId, maybeText, nameOrText } from "../shared/loose";
import { relaxed } from "../shared/relax";

const rawSeasonChampionSchema = z.extend(relaxed(seasonChampion), {
  team_name: maybeText,
  team_city: maybeText,
  team_abbreviation: maybeText,
});

/** A sport, league or level as `{ name, slug }` or its name as text; the slug says which site a season belongs to. */
const refOrText = maybe(z.union([z.string(), z.object({ name: maybeText, slug: maybeText })]));

export const rawSeasonSchema = z.extend(relaxed(season), {
  id: maybeId,
  sport: refOrText,
  league: refOrText,
  level: refOrText,
  champion: maybe(rawSeasonChampionSchema),
  championship: nameOrText,
});

export type RawSeason = z.infer<typeof rawSeasonSchema>;
