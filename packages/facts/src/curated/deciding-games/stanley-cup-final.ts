// stanley-cup-final: the game that decided each Stanley Cup Final from 1990-91 on, newest
// first (none in 2004-05). Written only where we are certain of every field; earlier Finals have
// their result in champions/stanley-cup-final.ts and no deciding game yet.
//
// home: the home team of that game (2-2-1-1-1). Arenas under the name they had on that date.
// deciding-games.test.ts checks each against the series result and, to 2017-18, the Hockey
// Databank's SeriesPost (winner, loser, games).
import type { DecidingGameFacts } from "../types";

export const STANLEY_CUP_FINAL_DECIDING_GAMES: DecidingGameFacts[] = [
  { season: 2024, game: 6, date: "2025-06-17", score: "5–1", home: "champion", venue: "Amerant Bank Arena, Sunrise" },
  { season: 2023, game: 7, date: "2024-06-24", score: "2–1", home: "champion", venue: "Amerant Bank Arena, Sunrise" },
  { season: 2022, game: 5, date: "2023-06-13", score: "9–3", home: "champion", venue: "T-Mobile Arena, Las Vegas" },
  { season: 2021, game: 6, date: "2022-06-26", score: "2–1", home: "runnerUp", venue: "Amalie Arena, Tampa" },
  { season: 2020, game: 5, date: "2021-07-07", score: "1–0", home: "champion", venue: "Amalie Arena, Tampa" },
  {
    season: 2019,
    game: 6,
    date: "2020-09-28",
    score: "2–0",
    home: "runnerUp",
    venue: "Rogers Place, Edmonton",
    neutralSite: true,
    notes: "Played in the NHL's Edmonton bubble; the Stars were the designated home team.",
  },
  { season: 2018, game: 7, date: "2019-06-12", score: "4–1", home: "runnerUp", venue: "TD Garden, Boston" },
  { season: 2017, game: 5, date: "2018-06-07", score: "4–3", home: "runnerUp", venue: "T-Mobile Arena, Las Vegas" },
  { season: 2016, game: 6, date: "2017-06-11", score: "2–0", home: "runnerUp", venue: "Bridgestone Arena, Nashville" },
  { season: 2015, game: 6, date: "2016-06-12", score: "3–1", home: "runnerUp", venue: "SAP Center, San Jose" },
  { season: 2014, game: 6, date: "2015-06-15", score: "2–0", home: "champion", venue: "United Center, Chicago" },
  { season: 2013, game: 5, date: "2014-06-13", score: "3–2", home: "champion", overtime: "2OT", venue: "Staples Center, Los Angeles" },
  { season: 2012, game: 6, date: "2013-06-24", score: "3–2", home: "runnerUp", venue: "TD Garden, Boston" },
  { season: 2011, game: 6, date: "2012-06-11", score: "6–1", home: "champion", venue: "Staples Center, Los Angeles" },
  { season: 2010, game: 7, date: "2011-06-15", score: "4–0", home: "runnerUp", venue: "Rogers Arena, Vancouver" },
  { season: 2009, game: 6, date: "2010-06-09", score: "4–3", home: "runnerUp", overtime: "OT", venue: "Wachovia Center, Philadelphia" },
  { season: 2008, game: 7, date: "2009-06-12", score: "2–1", home: "runnerUp", venue: "Joe Louis Arena, Detroit" },
  { season: 2007, game: 6, date: "2008-06-04", score: "3–2", home: "runnerUp", venue: "Mellon Arena, Pittsburgh" },
  { season: 2006, game: 5, date: "2007-06-06", score: "6–2", home: "champion", venue: "Honda Center, Anaheim" },
  { season: 2005, game: 7, date: "2006-06-19", score: "3–1", home: "champion", venue: "RBC Center, Raleigh" },
  { season: 2003, game: 7, date: "2004-06-07", score: "2–1", home: "champion", venue: "St. Pete Times Forum, Tampa" },
  { season: 2002, game: 7, date: "2003-06-09", score: "3–0", home: "champion", venue: "Continental Airlines Arena, East Rutherford" },
  { season: 2001, game: 5, date: "2002-06-13", score: "3–1", home: "champion", venue: "Joe Louis Arena, Detroit" },
  { season: 2000, game: 7, date: "2001-06-09", score: "3–1", home: "champion", venue: "Pepsi Center, Denver" },
  { season: 1999, game: 6, date: "2000-06-10", score: "2–1", home: "runnerUp", overtime: "2OT", venue: "Reunion Arena, Dallas" },
  {
    season: 1998,
    game: 6,
    date: "1999-06-19",
    score: "2–1",
    home: "runnerUp",
    overtime: "3OT",
    venue: "Marine Midland Arena, Buffalo",
    notes: "Brett Hull's goal in the third overtime came after midnight, on June 20.",
  },
  { season: 1997, game: 4, date: "1998-06-16", score: "4–1", home: "runnerUp", venue: "MCI Center, Washington" },
  { season: 1996, game: 4, date: "1997-06-07", score: "2–1", home: "champion", venue: "Joe Louis Arena, Detroit" },
  { season: 1995, game: 4, date: "1996-06-10", score: "1–0", home: "runnerUp", overtime: "3OT", venue: "Miami Arena, Miami" },
  { season: 1994, game: 4, date: "1995-06-24", score: "5–2", home: "champion", venue: "Brendan Byrne Arena, East Rutherford" },
  { season: 1993, game: 7, date: "1994-06-14", score: "3–2", home: "champion", venue: "Madison Square Garden, New York" },
  { season: 1992, game: 5, date: "1993-06-09", score: "4–1", home: "champion", venue: "Montreal Forum, Montreal" },
  { season: 1991, game: 4, date: "1992-06-01", score: "6–5", home: "runnerUp", venue: "Chicago Stadium, Chicago" },
  { season: 1990, game: 6, date: "1991-05-25", score: "8–0", home: "runnerUp", venue: "Met Center, Bloomington" },
];
