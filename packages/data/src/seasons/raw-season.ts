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

export const rawSeasonSchema = z.extend(relaxed(season), {
  id: maybeId,
  sport: nameOrText,
  league: nameOrText,
  level: nameOrText,
  champion: maybe(rawSeasonChampionSchema),
  championship: nameOrText,
});

export type RawSeason = z.infer<typeof rawSeasonSchema>;
