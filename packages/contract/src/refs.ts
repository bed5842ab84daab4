// Building blocks every resource shares (spec §3): described fields and the sport, level and
// league references nested in most objects. Written with zod/mini, so the sites' bundles that
// read the contract do not pull in classic zod.
import { z } from "zod/mini";

/** The field with a description, which the OpenAPI document carries; a copy, so shared parts stay bare. */
export const described = <T extends z.ZodMiniType>(schema: T, description: string): T => schema.check(z.describe(description));

export const nullableText = () => z.nullable(z.string());
export const nullableInt = () => z.nullable(z.int());

export const sportRef = z.strictObject({ name: z.string(), slug: z.string(), abbreviation: z.string() });
export const levelRef = z.strictObject({ name: z.string(), slug: z.string() });
export const leagueRef = z.strictObject({ name: z.string(), slug: z.string(), abbreviation: z.string() });

export type SportRef = z.infer<typeof sportRef>;
export type LevelRef = z.infer<typeof levelRef>;
export type LeagueRef = z.infer<typeof leagueRef>;

/** "2024-25 is 2024": the one rule by which every season is keyed. */
export const startYear = () => described(z.int(), "2024-25 is 2024.");

/**
 * Every team a response names (a game's sides, a standing's team, a champion and runner-up, a
 * season's champion), in one shape: its name and city in the season the object belongs to, and
 * the slug of its team page.
 */
export const teamRef = z.strictObject({
  name: described(z.string(), "The team's name in the season the object belongs to (its current name where we hold none for that season)."),
  city: z.string(),
  abbreviation: z.string(),
  sport_name: z.string(),
  slug: described(z.string(), "The franchise's slug: /api/teams/teams/{slug}/."),
});
export type TeamRef = z.infer<typeof teamRef>;

/**
 * A league season as every answer links it: its slug (its league's slug and its label) leads to
 * /api/championships/seasons/{slug}/.
 */
export const seasonRef = z.strictObject({
  slug: described(
    z.string(),
    "The league's slug and the season's label: 'mlb-1927', 'nhl-1993-94', 'pre-nhl-1892-93'; /api/championships/seasons/{slug}/.",
  ),
  name: described(z.string(), "The season's name: '1927 MLB season', '1993-94 NHL season'."),
  label: described(z.string(), "The season as every screen labels it: '1927', '1993-94'."),
  start_year: startYear(),
});
export type SeasonRef = z.infer<typeof seasonRef>;

/** A championship as answers link it: /api/championships/championships/{slug}/. */
export const championshipRef = z.strictObject({
  slug: described(z.string(), "/api/championships/championships/{slug}/."),
  name: z.string(),
});
export type ChampionshipRef = z.infer<typeof championshipRef>;

/** A person as answers link one: the slug of /api/people/players/{slug}/ and /api/people/coaches/{slug}/. */
export const personLink = z.strictObject({
  slug: described(z.string(), "The person's slug: /api/people/coaches/{slug}/ for a coach, /api/people/players/{slug}/ for a player."),
  full_name: z.string(),
});
export type PersonLink = z.infer<typeof personLink>;

/** One league season in a season picker (issue #13): its start year and whose season it is. */
export const seasonOption = z.strictObject({ start_year: startYear(), league: leagueRef, sport: sportRef, level: levelRef });
export type SeasonOption = z.infer<typeof seasonOption>;
