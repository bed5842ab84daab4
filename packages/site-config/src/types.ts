// The shape of a site (spec §3 "Site configuration"). The zod schema in schema.ts
// guards the same shape at build and test time; the browser bundle carries only the data.

export const SPORTS = ["football", "basketball", "baseball", "hockey", "none"] as const;
export type Sport = (typeof SPORTS)[number];

export const LEVELS = ["professional", "college", "none"] as const;
export type Level = (typeof LEVELS)[number];

export const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type Shade = (typeof SHADES)[number];
export type ColorScale = Readonly<Record<Shade, string>>;

export interface Theme {
  readonly primary: ColorScale;
  readonly secondary: ColorScale;
  readonly accent: ColorScale;
}

export interface SiteHosts {
  /** e.g. nfl.titleledger.com */
  readonly bare: string;
  /** e.g. www.nfl.titleledger.com */
  readonly www: string;
  /** local development host with port, e.g. nfl.localhost:4173 */
  readonly local: string;
}

/** The title a sport site is about; used for its Home "View Demo" and later screens. */
export interface FeaturedChampionship {
  readonly slug: string;
  readonly name: string;
}

export interface SiteConfig {
  readonly id: string;
  readonly name: string;
  /** Short label for the site, e.g. "NFL" or "College Hockey". */
  readonly shortName: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly sport: Sport;
  readonly level: Level;
  readonly theme: Theme;
  readonly hosts: SiteHosts;
  readonly championship: FeaturedChampionship | null;
}
