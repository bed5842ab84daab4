// The credits our data sources' licences require on every page (the data-quality page
// gives the full provenance). The texts match the attributions the importers store in
// packages/db; the Hockey Databank statement must appear exactly and in its entirety.
export const DATA_ATTRIBUTIONS = [
  {
    source: "Title Ledger curated facts",
    licence: "CC BY 4.0",
    text: "Championship facts compiled by Title Ledger from public records of each league and the NCAA.",
  },
  {
    source: "Lahman Baseball Database",
    licence: "CC BY-SA 3.0",
    text: "Baseball data: the Lahman Baseball Database, copyright 1996-2024 by Sean Lahman, licensed under a Creative Commons Attribution-ShareAlike 3.0 Unported License.",
  },
  {
    source: "Hockey Databank",
    licence: "Hockey Databank notice",
    text: "The information used herein was obtained free of charge from and is copyrighted by the Hockey Databank project. For more information about the Hockey Databank project please visit http://sports.groups.yahoo.com/group/hockey-databank",
  },
  {
    source: "FiveThirtyEight",
    licence: "MIT License",
    text: "NFL game results from FiveThirtyEight's nfl-elo-game, Copyright (c) 2021 ABC News Internet Ventures, MIT License.",
  },
] as const;
