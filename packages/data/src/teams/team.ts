// A team as the Teams screen's cards read it (normalise-team.ts).

export interface Team {
  /** React key: the id, else the list position. */
  key: string;
  slug: string | null;
  name: string;
  city: string;
  /** "Philadelphia Eagles"; the name alone when the city is unknown. */
  fullName: string;
  /** The abbreviation, else the first 2 letters of short_name, then of name (spec §2 Teams). */
  abbreviation: string;
  sportName: string | null;
  /** "hockey" (issue #16: which site the franchise page lives on); null when the API does not say. */
  sportSlug: string | null;
  levelName: string | null;
  /** "professional", "ncaa-division-i": from the level's name. */
  levelSlug: string | null;
  /** Compared exactly by the division filter (spec §5); null when the team has none. */
  division: string | null;
  conference: string;
  stadium: string;
  /** City, then state or country, or 'USA' (spec §2 Teams). */
  location: string;
  /** The year, or 'N/A'. */
  foundedYear: string;
  /** 0 when missing. */
  championshipsWon: number;
  /**
   * The season of its latest title as every screen labels it ("2020", "1993-94"; issue #13),
   * else its start year, or 'N/A' when the team has never won.
   */
  lastChampionship: string;
}
