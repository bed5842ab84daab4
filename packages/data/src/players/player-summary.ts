// The Players screen's tiles and dropdown options (spec §2 Players), as the screen reads them.

export interface SportOption {
  slug: string;
  name: string;
  abbreviation: string | null;
}

export interface TeamOption {
  slug: string;
  abbreviation: string;
  /**
   * 'New York Yankees'; names that repeat carry their years ('Kansas City Cowboys (1884)'), see
   * team-options.ts. Abbreviations repeat across leagues and eras (two 'ATH'), so none is shown.
   */
  label: string;
  sportName: string | null;
}

export interface PlayerSummary {
  count: number;
  active: number;
  /** null: the API holds no count for the players matched (shown 'N/A', never 0). */
  championships: number | null;
  allStarSelections: number | null;
  sports: SportOption[];
  positions: string[];
  teams: TeamOption[];
}
