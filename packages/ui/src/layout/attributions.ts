// The credits our data sources' licences require (issue #15 point 10). A sport site's footer
// credits the sources of its sport and level; the hub's footer and /data-quality credit every
// one. The texts match the attributions the importers store in packages/db; the Hockey Databank
// and Retrosheet statements must appear exactly and in their entirety, Retrosheet's
// prominently wherever its data is shown (footer, /data-quality and the MLB game cards).
import type { Level, Sport } from "@tl/site-config/types";

/** Where a source's data is shown: a sport, and a level when only one of its levels uses it. */
export interface AttributionScope {
  sport: Exclude<Sport, "none">;
  level?: Exclude<Level, "none">;
}

export interface DataAttribution {
  source: string;
  licence: string;
  text: string;
  /** The sites whose footer credits it; "every" for the facts behind every site. */
  scope: "every" | readonly AttributionScope[];
}

/** Retrosheet's notice, as its licence asks it to appear (PROVENANCE.md §12). */
export const RETROSHEET_NOTICE =
  'The information used here was obtained free of charge from and is copyrighted by Retrosheet. Interested parties may contact Retrosheet at "www.retrosheet.org".';

const MLB = [{ sport: "baseball", level: "professional" }] as const;
const NFL = [{ sport: "football", level: "professional" }] as const;
const NHL = [{ sport: "hockey", level: "professional" }] as const;

export const DATA_ATTRIBUTIONS: readonly DataAttribution[] = [
  {
    source: "Title Ledger curated facts",
    licence: "CC BY 4.0",
    text: "Championship facts compiled by Title Ledger from public records of each league and the NCAA.",
    scope: "every",
  },
  {
    source: "SABR Lahman Baseball Database",
    licence: "CC BY-SA 3.0",
    text: "This database is copyright 1996-2025 by SABR, via a generous donation from Sean Lahman. This work is licensed under a Creative Commons Attribution-ShareAlike 3.0 Unported License.",
    scope: MLB,
  },
  { source: "Retrosheet", licence: "Retrosheet notice", text: RETROSHEET_NOTICE, scope: MLB },
  {
    source: "Hockey Databank",
    licence: "Hockey Databank notice",
    text: "The information used herein was obtained free of charge from and is copyrighted by the Hockey Databank project. For more information about the Hockey Databank project please visit http://sports.groups.yahoo.com/group/hockey-databank",
    scope: NHL,
  },
  {
    source: "fastRhockey-nhl-data",
    licence: "MIT License",
    text: "NHL games 2009-10 to 2025-26 from fastRhockey-nhl-data, Copyright (c) 2026 fastRhockey.nhl.data authors, used under the MIT License.",
    scope: NHL,
  },
  {
    source: "FiveThirtyEight NFL",
    licence: "MIT License",
    text: "NFL game results 1920–2020 from FiveThirtyEight's nfl-elo-game, Copyright (c) 2021 ABC News Internet Ventures, used under the MIT License.",
    scope: NFL,
  },
  {
    source: "nflseedR",
    licence: "MIT License",
    text: "NFL standings 2016-2023 from nflseedR, Copyright (c) 2021 Lee Sharpe, Sebastian Carl, used under the MIT License.",
    scope: NFL,
  },
  {
    source: "FiveThirtyEight NBA",
    licence: "CC BY 4.0",
    text: "NBA, BAA and ABA game results from FiveThirtyEight's nba-elo data (1946-47 to 2018-19), licensed under Creative Commons Attribution 4.0 International (CC BY 4.0).",
    scope: [{ sport: "basketball", level: "professional" }],
  },
  {
    source: "cfbfastR-cfb-data",
    licence: "CC BY 4.0",
    text: "College football 2025 schedule and results from cfbfastR-cfb-data (SportsDataverse), licensed under Creative Commons Attribution 4.0 International (CC BY 4.0).",
    scope: [{ sport: "football", level: "college" }],
  },
];

/** The credits a site shows: the hub (no sport) every one, a sport site those of its sport and level. */
export function attributionsFor(site: { sport: Sport; level: Level }): readonly DataAttribution[] {
  if (site.sport === "none") return DATA_ATTRIBUTIONS;
  return DATA_ATTRIBUTIONS.filter(
    ({ scope }) =>
      scope === "every" || scope.some((entry) => entry.sport === site.sport && (entry.level === undefined || entry.level === site.level)),
  );
}
