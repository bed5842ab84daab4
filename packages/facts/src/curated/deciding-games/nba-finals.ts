// nba-finals: the game that decided each NBA Finals from 1990-91 on, newest first. Written
// only where we are certain of every field; earlier Finals have their result in
// champions/nba-finals.ts and no deciding game yet.
//
// home: the home team of that game (2-3-2 format to 2013, 2-2-1-1-1 since 2014). Arenas under
// the name they had on that date. deciding-games.test.ts checks each against the series result
// and the home team's arena that season in bball-reference-datasets (read only to check).
import type { DecidingGameFacts } from "../types";

export const NBA_FINALS_DECIDING_GAMES: DecidingGameFacts[] = [
  { season: 2024, game: 7, date: "2025-06-22", score: "103–91", home: "champion", venue: "Paycom Center, Oklahoma City" },
  { season: 2023, game: 5, date: "2024-06-17", score: "106–88", home: "champion", venue: "TD Garden, Boston" },
  { season: 2022, game: 5, date: "2023-06-12", score: "94–89", home: "champion", venue: "Ball Arena, Denver" },
  { season: 2021, game: 6, date: "2022-06-16", score: "103–90", home: "runnerUp", venue: "TD Garden, Boston" },
  { season: 2020, game: 6, date: "2021-07-20", score: "105–98", home: "champion", venue: "Fiserv Forum, Milwaukee" },
  {
    season: 2019,
    game: 6,
    date: "2020-10-11",
    score: "106–93",
    home: "runnerUp",
    venue: "AdventHealth Arena, Bay Lake",
    neutralSite: true,
    notes: "Played in the NBA's bubble at Walt Disney World; the Heat were the designated home team.",
  },
  { season: 2018, game: 6, date: "2019-06-13", score: "114–110", home: "runnerUp", venue: "Oracle Arena, Oakland" },
  { season: 2017, game: 4, date: "2018-06-08", score: "108–85", home: "runnerUp", venue: "Quicken Loans Arena, Cleveland" },
  { season: 2016, game: 5, date: "2017-06-12", score: "129–120", home: "champion", venue: "Oracle Arena, Oakland" },
  { season: 2015, game: 7, date: "2016-06-19", score: "93–89", home: "runnerUp", venue: "Oracle Arena, Oakland" },
  { season: 2014, game: 6, date: "2015-06-16", score: "105–97", home: "runnerUp", venue: "Quicken Loans Arena, Cleveland" },
  { season: 2013, game: 5, date: "2014-06-15", score: "104–87", home: "champion", venue: "AT&T Center, San Antonio" },
  { season: 2012, game: 7, date: "2013-06-20", score: "95–88", home: "champion", venue: "AmericanAirlines Arena, Miami" },
  { season: 2011, game: 5, date: "2012-06-21", score: "121–106", home: "champion", venue: "AmericanAirlines Arena, Miami" },
  { season: 2010, game: 6, date: "2011-06-12", score: "105–95", home: "runnerUp", venue: "AmericanAirlines Arena, Miami" },
  { season: 2009, game: 7, date: "2010-06-17", score: "83–79", home: "champion", venue: "Staples Center, Los Angeles" },
  { season: 2008, game: 5, date: "2009-06-14", score: "99–86", home: "runnerUp", venue: "Amway Arena, Orlando" },
  { season: 2007, game: 6, date: "2008-06-17", score: "131–92", home: "champion", venue: "TD Banknorth Garden, Boston" },
  { season: 2006, game: 4, date: "2007-06-14", score: "83–82", home: "runnerUp", venue: "Quicken Loans Arena, Cleveland" },
  { season: 2005, game: 6, date: "2006-06-20", score: "95–92", home: "runnerUp", venue: "American Airlines Center, Dallas" },
  { season: 2004, game: 7, date: "2005-06-23", score: "81–74", home: "champion", venue: "SBC Center, San Antonio" },
  { season: 2003, game: 5, date: "2004-06-15", score: "100–87", home: "champion", venue: "The Palace of Auburn Hills, Auburn Hills" },
  { season: 2002, game: 6, date: "2003-06-15", score: "88–77", home: "champion", venue: "SBC Center, San Antonio" },
  { season: 2001, game: 4, date: "2002-06-12", score: "113–107", home: "runnerUp", venue: "Continental Airlines Arena, East Rutherford" },
  { season: 2000, game: 5, date: "2001-06-15", score: "108–96", home: "runnerUp", venue: "First Union Center, Philadelphia" },
  { season: 1999, game: 6, date: "2000-06-19", score: "116–111", home: "champion", venue: "Staples Center, Los Angeles" },
  { season: 1998, game: 5, date: "1999-06-25", score: "78–77", home: "runnerUp", venue: "Madison Square Garden, New York" },
  { season: 1997, game: 6, date: "1998-06-14", score: "87–86", home: "runnerUp", venue: "Delta Center, Salt Lake City" },
  { season: 1996, game: 6, date: "1997-06-13", score: "90–86", home: "champion", venue: "United Center, Chicago" },
  { season: 1995, game: 6, date: "1996-06-16", score: "87–75", home: "champion", venue: "United Center, Chicago" },
  { season: 1994, game: 4, date: "1995-06-14", score: "113–101", home: "champion", venue: "The Summit, Houston" },
  { season: 1993, game: 7, date: "1994-06-22", score: "90–84", home: "champion", venue: "The Summit, Houston" },
  { season: 1992, game: 6, date: "1993-06-20", score: "99–98", home: "runnerUp", venue: "America West Arena, Phoenix" },
  { season: 1991, game: 6, date: "1992-06-14", score: "97–93", home: "champion", venue: "Chicago Stadium, Chicago" },
  { season: 1990, game: 5, date: "1991-06-12", score: "108–101", home: "runnerUp", venue: "Great Western Forum, Inglewood" },
];
