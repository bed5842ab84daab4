// Real rows as the API answers them, the rows the data tests normalise.
import type { DataSource as ContractDataSource } from "@tl/contract/meta";

// The Lahman source as /api/meta/sources/ answers it.
export const lahman = {
  slug: "lahman",
  name: "Lahman Baseball Database",
  url: "https://sabr.org/lahman-database/",
  licence: "CC BY-SA 3.0",
  licence_url: "https://creativecommons.org/licenses/by-sa/3.0/",
  attribution: "This database is copyright 1996-2024 by Sean Lahman. This work is licensed under a Creative Commons Attribution-ShareAlike 3.0 Unported License.",
  rows_loaded: 319349,
  rows_rejected: 514,
  notes: "1 rejected: Appearances.csv: player not in People.csv\n513 rejected: AwardsPlayers.csv: duplicate award row (tie or two leagues)",
  coverage: [{ league: "mlb", first_year: 1871, last_year: 2023 }],
  imported_at: "2026-11-22T01:17:56.183Z",
} satisfies ContractDataSource;
