// The four NFC/AFC East clubs the game tests and the recorded contract's fixture play their
// 2020 games between (real franchises, founding years as in the curated facts), written once.
import type * as schema from "@tl/db/schema";

export const nflEastTeams = (leagueId: number): (typeof schema.teams.$inferInsert)[] => [
  {
    slug: "washington-commanders",
    leagueId,
    city: "Washington",
    name: "Commanders",
    abbreviation: "WAS",
    shortName: "Commanders",
    conference: "NFC",
    division: "NFC East",
    country: "USA",
    foundedYear: 1932,
  },
  {
    slug: "buffalo-bills",
    leagueId,
    city: "Buffalo",
    name: "Bills",
    abbreviation: "BUF",
    shortName: "Bills",
    conference: "AFC",
    division: "AFC East",
    country: "USA",
    foundedYear: 1960,
  },
  {
    slug: "dallas-cowboys",
    leagueId,
    city: "Dallas",
    name: "Cowboys",
    abbreviation: "DAL",
    shortName: "Cowboys",
    conference: "NFC",
    division: "NFC East",
    country: "USA",
    foundedYear: 1960,
  },
  {
    slug: "new-york-giants",
    leagueId,
    city: "New York",
    name: "Giants",
    abbreviation: "NYG",
    shortName: "Giants",
    conference: "NFC",
    division: "NFC East",
    country: "USA",
    foundedYear: 1925,
  },
];
