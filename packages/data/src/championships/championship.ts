// A championship as the screens read it, every spec default applied (normalise-championship.ts).

/** spec §9: the years-of-history figure when no championship gives one. */
export const DEFAULT_HISTORY_START = 1900;
/** spec §9 fallbacks. */
export const DEFAULT_LEVEL = "Professional";
export const DEFAULT_TROPHY = "Championship Trophy";

export interface Championship {
  key: string;
  slug: string;
  name: string;
  officialName: string | null;
  /** description → official_name → 'The premier {sport} championship' (spec §2). */
  description: string;
  /** Default 'Championship Trophy' (spec §9). */
  trophyName: string;
  firstYear: number | null;
  /** Start years of the first and latest seasons held (2024-25 is 2024); null when unknown. */
  firstSeasonStartYear: number | null;
  lastSeasonStartYear: number | null;
  sportName: string | null;
  sportSlug: string | null;
  /** The sport's abbreviation, else the first three letters of its name, else 'N/A'. */
  sportAbbreviation: string;
  /** Default 'Professional' (spec §9). */
  levelName: string;
  /** "professional", "ncaa-division-i"; null when the API does not say. */
  levelSlug: string | null;
  leagueName: string | null;
}
