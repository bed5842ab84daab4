// Championships (spec §3 Championship, §7 /api/championships/championships/).
import { z } from "zod/mini";
import { leagueScope, param, siteScope } from "./params";
import { described, leagueRef, levelRef, nullableText, sportRef } from "./refs";

export const championshipPaths = {
  list: "/api/championships/championships/",
  detail: "/api/championships/championships/{slug}/",
} as const;

export const CHAMPIONSHIP_ORDERING = ["name", "first_year", "sport"] as const;

export const championshipFilters = z.object({
  ...siteScope(),
  ...leagueScope(),
  search: described(param.text(), "Every word (any order, case and accents ignored) in the championship's name or its sport's name."),
});

export const championship = z.strictObject({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  official_name: nullableText(),
  description: nullableText(),
  trophy_name: nullableText(),
  first_year: z.int(),
  first_season_start_year: described(z.nullable(z.int()), "Start year of the first season we hold (2024-25 is 2024); null before any."),
  last_season_start_year: described(z.nullable(z.int()), "Start year of the latest season we hold; every season between is held too."),
  sport: sportRef,
  level: levelRef,
  league: leagueRef,
});

export type Championship = z.infer<typeof championship>;
export type ChampionshipFilters = z.output<typeof championshipFilters>;
