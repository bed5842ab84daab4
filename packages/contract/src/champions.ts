// Champions (spec §3 Champion): every championship's title holders, and one championship's.
import { z } from "zod/mini";
import { param, seasonStartYear, siteScope } from "./params";
import { described, nullableText, personLink, seasonRef, sportRef, startYear, teamRef } from "./refs";

export const championPaths = {
  list: "/api/championships/champions/",
  detail: "/api/championships/champions/{id}/",
  /** The champions of one championship, under it. */
  ofChampionship: "/api/championships/championships/{slug}/champions/",
} as const;

export const CHAMPION_ORDERING = ["season", "championship", "team_name"] as const;

/** How a title was decided: a single final, a series, or a poll (college football before 1998). */
export const RESULT_TYPES = ["game", "series", "poll"] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

export const championFilters = z.object({
  season__start_year: seasonStartYear(),
  ...siteScope(),
  team__slug: param.slug(),
  search: described(param.text(), "Case-insensitive substring of the champion's or runner-up's name or city, or the championship's name."),
});

/** Under one championship: its seasons and a search. */
export const championshipChampionFilters = z.object({ season__start_year: param.year(), search: param.text() });

export const champion = z.strictObject({
  id: z.int(),
  team_city: described(nullableText(), "The champion's city that season; null when no title was awarded."),
  team_name: nullableText(),
  championship_name: z.string(),
  championship_slug: z.string(),
  season_name: z.string(),
  season_start_year: startYear(),
  season: described(
    z.nullable(seasonRef),
    "The league season the title was won in (issue #16): its page /api/championships/seasons/{slug}/; null where the title is held under no league season.",
  ),
  team: described(z.nullable(teamRef), "The champion as a team reference (its team page by slug); null when no title was awarded."),
  runner_up: described(z.nullable(teamRef), "The beaten finalist; null where none is recorded (a poll title, no title awarded)."),
  result: described(nullableText(), 'Final score of a single-game final ("40–22") or games won in a series ("4–3").'),
  result_type: z.nullable(z.enum(RESULT_TYPES)),
  overtime: nullableText(),
  record: described(nullableText(), "The champion's regular-season record."),
  coach: described(nullableText(), "The head coach or manager as our facts write him."),
  coach_person: described(
    z.nullable(personLink),
    "The coach's page (issue #16): /api/people/coaches/{slug}/; null where we hold no such person.",
  ),
  mvp: described(nullableText(), 'The final\'s MVP as our facts write him; co-MVPs "A and B".'),
  mvp_person: described(
    z.nullable(personLink),
    "The MVP's page (issue #16): /api/people/players/{slug}/; null where we hold no such person, or where the title had co-MVPs.",
  ),
  mvp_people: described(
    z.array(personLink),
    "Every MVP of the title we hold a person of, co-MVPs each, in the order mvp names them (issue #16): /api/people/players/{slug}/.",
  ),
  venue: nullableText(),
  game_date: nullableText(),
  notes: nullableText(),
  vacated: described(
    z.boolean(),
    "The title was vacated (by the NCAA, or the BCS): shown, but never counted in the team's titles; notes say when and why.",
  ),
  sport: sportRef,
});

export type Champion = z.infer<typeof champion>;
export type ChampionFilters = z.output<typeof championFilters>;
