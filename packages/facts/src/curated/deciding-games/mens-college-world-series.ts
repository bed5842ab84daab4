// mens-college-world-series: the game that decided each best-of-three championship series
// (since 2003; none in 2020), newest first. Every game was played in Omaha at the CWS's own
// ballpark, so each is a neutral-site game; our facts do not record the designated home side
// (the seed lists the winner as home, as for the single-game college finals).
//
// The ballpark's name changed from TD Ameritrade Park Omaha to Charles Schwab Field Omaha around
// the 2021 series; we are not certain which name it carried that June, so 2021 has no venue.
import type { DecidingGameFacts } from "../types";

const ROSENBLATT = "Johnny Rosenblatt Stadium, Omaha";
const TD_AMERITRADE = "TD Ameritrade Park Omaha, Omaha";
const SCHWAB = "Charles Schwab Field Omaha, Omaha";

export const MENS_COLLEGE_WORLD_SERIES_DECIDING_GAMES: DecidingGameFacts[] = [
  { season: 2025, game: 2, date: "2025-06-22", score: "5–3", venue: SCHWAB, neutralSite: true },
  { season: 2024, game: 3, date: "2024-06-24", score: "6–5", venue: SCHWAB, neutralSite: true },
  { season: 2023, game: 3, date: "2023-06-26", score: "18–4", venue: SCHWAB, neutralSite: true },
  { season: 2022, game: 2, date: "2022-06-26", score: "4–2", venue: SCHWAB, neutralSite: true },
  { season: 2021, game: 3, date: "2021-06-30", score: "9–0", neutralSite: true },
  { season: 2019, game: 3, date: "2019-06-26", score: "8–2", venue: TD_AMERITRADE, neutralSite: true },
  { season: 2018, game: 3, date: "2018-06-28", score: "5–0", venue: TD_AMERITRADE, neutralSite: true },
  { season: 2017, game: 2, date: "2017-06-27", score: "6–1", venue: TD_AMERITRADE, neutralSite: true },
  {
    season: 2016,
    game: 3,
    date: "2016-06-30",
    score: "4–3",
    venue: TD_AMERITRADE,
    neutralSite: true,
    notes: "Postponed a day by rain from June 29.",
  },
  { season: 2015, game: 3, date: "2015-06-24", score: "4–2", venue: TD_AMERITRADE, neutralSite: true },
  { season: 2014, game: 3, date: "2014-06-25", score: "3–2", venue: TD_AMERITRADE, neutralSite: true },
  { season: 2013, game: 2, date: "2013-06-25", score: "8–0", venue: TD_AMERITRADE, neutralSite: true },
  { season: 2012, game: 2, date: "2012-06-25", score: "4–1", venue: TD_AMERITRADE, neutralSite: true },
  { season: 2011, game: 2, date: "2011-06-28", score: "5–2", venue: TD_AMERITRADE, neutralSite: true },
  { season: 2010, game: 2, date: "2010-06-29", score: "2–1", overtime: "11 innings", venue: ROSENBLATT, neutralSite: true },
  { season: 2009, game: 3, date: "2009-06-24", score: "11–4", venue: ROSENBLATT, neutralSite: true },
  { season: 2008, game: 3, date: "2008-06-25", score: "6–1", venue: ROSENBLATT, neutralSite: true },
  { season: 2007, game: 2, date: "2007-06-24", score: "9–3", venue: ROSENBLATT, neutralSite: true },
  { season: 2006, game: 3, date: "2006-06-26", score: "3–2", venue: ROSENBLATT, neutralSite: true },
  { season: 2005, game: 2, date: "2005-06-26", score: "6–2", venue: ROSENBLATT, neutralSite: true },
  { season: 2004, game: 2, date: "2004-06-27", score: "3–2", venue: ROSENBLATT, neutralSite: true },
  { season: 2003, game: 3, date: "2003-06-23", score: "14–2", venue: ROSENBLATT, neutralSite: true },
];
