export interface SeedOptions {
  /** The date that decides which season is in progress. */
  today?: Date;
  /**
   * Load only champions from this season on, and only the teams they name (all seasons are
   * still created). API tests use it to keep a small, stable slice of the curated facts.
   */
  championsSince?: number;
  /**
   * Create the people the champions name (default true). The API tests turn it off: their people
   * endpoints are tested over a fixture of their own.
   */
  people?: boolean;
  /**
   * The championships whose single-game finals become games (default: all). The API tests keep
   * to the Super Bowls, over which their game lists are written.
   */
  finals?: readonly string[];
}
