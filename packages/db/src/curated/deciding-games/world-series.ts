// world-series: the game that decided each World Series from 1985 on, newest first (none in
// 1994). Written only where we are certain of every field; earlier Series have their result in
// champions/world-series.ts and no deciding game yet.
//
// home: the side that batted last. Venues under the name they had on that date. Checked in
// deciding-games.test.ts against the series results and, where the Lahman database covers the
// season, against its SeriesPost (winner, loser, games) and HomeGames/Parks (the home team's
// park and city that season).
import type { DecidingGameFacts } from "../types";

export const WORLD_SERIES_DECIDING_GAMES: DecidingGameFacts[] = [
  { season: 2024, game: 5, date: "2024-10-30", score: "7–6", home: "runnerUp", venue: "Yankee Stadium, New York" },
  { season: 2023, game: 5, date: "2023-11-01", score: "5–0", home: "runnerUp", venue: "Chase Field, Phoenix" },
  { season: 2022, game: 6, date: "2022-11-05", score: "4–1", home: "champion", venue: "Minute Maid Park, Houston" },
  { season: 2021, game: 6, date: "2021-11-02", score: "7–0", home: "runnerUp", venue: "Minute Maid Park, Houston" },
  {
    season: 2020,
    game: 6,
    date: "2020-10-27",
    score: "3–1",
    home: "champion",
    venue: "Globe Life Field, Arlington",
    neutralSite: true,
    notes: "The whole Series was played at a neutral site during the COVID-19 pandemic; the Dodgers were the designated home team.",
  },
  { season: 2019, game: 7, date: "2019-10-30", score: "6–2", home: "runnerUp", venue: "Minute Maid Park, Houston" },
  { season: 2018, game: 5, date: "2018-10-28", score: "5–1", home: "runnerUp", venue: "Dodger Stadium, Los Angeles" },
  { season: 2017, game: 7, date: "2017-11-01", score: "5–1", home: "runnerUp", venue: "Dodger Stadium, Los Angeles" },
  { season: 2016, game: 7, date: "2016-11-02", score: "8–7", home: "runnerUp", overtime: "10 innings", venue: "Progressive Field, Cleveland" },
  { season: 2015, game: 5, date: "2015-11-01", score: "7–2", home: "runnerUp", overtime: "12 innings", venue: "Citi Field, New York" },
  { season: 2014, game: 7, date: "2014-10-29", score: "3–2", home: "runnerUp", venue: "Kauffman Stadium, Kansas City" },
  { season: 2013, game: 6, date: "2013-10-30", score: "6–1", home: "champion", venue: "Fenway Park, Boston" },
  { season: 2012, game: 4, date: "2012-10-28", score: "4–3", home: "runnerUp", overtime: "10 innings", venue: "Comerica Park, Detroit" },
  { season: 2011, game: 7, date: "2011-10-28", score: "6–2", home: "champion", venue: "Busch Stadium, St. Louis" },
  { season: 2010, game: 5, date: "2010-11-01", score: "3–1", home: "runnerUp", venue: "Rangers Ballpark in Arlington, Arlington" },
  { season: 2009, game: 6, date: "2009-11-04", score: "7–3", home: "champion", venue: "Yankee Stadium, New York" },
  {
    season: 2008,
    game: 5,
    date: "2008-10-29",
    score: "4–3",
    home: "champion",
    venue: "Citizens Bank Park, Philadelphia",
    notes: "Suspended by rain in the sixth inning, tied 2–2, on October 27; completed on October 29.",
  },
  { season: 2007, game: 4, date: "2007-10-28", score: "4–3", home: "runnerUp", venue: "Coors Field, Denver" },
  { season: 2006, game: 5, date: "2006-10-27", score: "4–2", home: "champion", venue: "Busch Stadium, St. Louis" },
  { season: 2005, game: 4, date: "2005-10-26", score: "1–0", home: "runnerUp", venue: "Minute Maid Park, Houston" },
  { season: 2004, game: 4, date: "2004-10-27", score: "3–0", home: "runnerUp", venue: "Busch Stadium, St. Louis" },
  { season: 2003, game: 6, date: "2003-10-25", score: "2–0", home: "runnerUp", venue: "Yankee Stadium, New York" },
  { season: 2002, game: 7, date: "2002-10-27", score: "4–1", home: "champion", venue: "Edison International Field of Anaheim, Anaheim" },
  { season: 2001, game: 7, date: "2001-11-04", score: "3–2", home: "champion", venue: "Bank One Ballpark, Phoenix" },
  { season: 2000, game: 5, date: "2000-10-26", score: "4–2", home: "runnerUp", venue: "Shea Stadium, New York" },
  { season: 1999, game: 4, date: "1999-10-27", score: "4–1", home: "champion", venue: "Yankee Stadium, New York" },
  { season: 1998, game: 4, date: "1998-10-21", score: "3–0", home: "runnerUp", venue: "Qualcomm Stadium, San Diego" },
  { season: 1997, game: 7, date: "1997-10-26", score: "3–2", home: "champion", overtime: "11 innings", venue: "Pro Player Stadium, Miami" },
  { season: 1996, game: 6, date: "1996-10-26", score: "3–2", home: "champion", venue: "Yankee Stadium, New York" },
  { season: 1995, game: 6, date: "1995-10-28", score: "1–0", home: "champion", venue: "Atlanta–Fulton County Stadium, Atlanta" },
  { season: 1993, game: 6, date: "1993-10-23", score: "8–6", home: "champion", venue: "SkyDome, Toronto" },
  { season: 1992, game: 6, date: "1992-10-24", score: "4–3", home: "runnerUp", overtime: "11 innings", venue: "Atlanta–Fulton County Stadium, Atlanta" },
  { season: 1991, game: 7, date: "1991-10-27", score: "1–0", home: "champion", overtime: "10 innings", venue: "Hubert H. Humphrey Metrodome, Minneapolis" },
  { season: 1990, game: 4, date: "1990-10-20", score: "2–1", home: "runnerUp", venue: "Oakland–Alameda County Coliseum, Oakland" },
  {
    season: 1989,
    game: 4,
    date: "1989-10-28",
    score: "9–6",
    home: "runnerUp",
    venue: "Candlestick Park, San Francisco",
    notes: "The Loma Prieta earthquake struck before Game 3 on October 17; the Series resumed ten days later.",
  },
  { season: 1988, game: 5, date: "1988-10-20", score: "5–2", home: "runnerUp", venue: "Oakland–Alameda County Coliseum, Oakland" },
  { season: 1987, game: 7, date: "1987-10-25", score: "4–2", home: "champion", venue: "Hubert H. Humphrey Metrodome, Minneapolis" },
  { season: 1986, game: 7, date: "1986-10-27", score: "8–5", home: "champion", venue: "Shea Stadium, New York" },
  { season: 1985, game: 7, date: "1985-10-27", score: "11–0", home: "champion", venue: "Royals Stadium, Kansas City" },
];
