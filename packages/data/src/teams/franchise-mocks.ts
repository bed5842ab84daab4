// A franchise's page as the running API answers it (issue #16), copied from its full data:
// GET /api/teams/teams/new-york-rangers/ and four of the 91 rows of …/seasons/ (1926-27, their
// first; 1993-94, a title; 2001-02, ties and overtime losses both; 2017-18, their latest), and
// the defunct Montreal Maroons with two of their 14 seasons.
// The handlers answer like the API: pages of rows, 404 for an unknown slug.
import type { TeamDetail, TeamSeason } from "@tl/contract/teams";
import { http, HttpResponse } from "msw";
import { notFound, pageOf } from "../shared/mocks";
import { teamPaths } from "@tl/contract/teams";

export const rangersDetail = {
  id: 200,
  slug: "new-york-rangers",
  name: "Rangers",
  city: "New York",
  abbreviation: "NYR",
  short_name: "Rangers",
  sport_name: "Hockey",
  level_name: "Professional",
  league_name: "National Hockey League",
  division: "Metropolitan",
  conference: "Eastern",
  state: "NY",
  country: "USA",
  stadium: "Madison Square Garden",
  founded_year: 1926,
  is_active: true,
  championships_won: 4,
  last_championship_year: 1993,
  sport: { name: "Hockey", slug: "hockey", abbreviation: "HKY" },
  last_championship_season: "1993-94",
  names: [{ first_year: 1926, last_year: null, city: "New York", name: "Rangers" }],
  titles: [
    {
      id: 359,
      season: { slug: "nhl-1927-28", name: "1927-28 NHL season", label: "1927-28", start_year: 1927 },
      championship: { slug: "stanley-cup-final", name: "Stanley Cup Final" },
      team: { name: "Rangers", city: "New York", abbreviation: "NYR", sport_name: "Hockey", slug: "new-york-rangers" },
      runner_up: { name: "Maroons", city: "Montreal", abbreviation: "MTM", sport_name: "Hockey", slug: "montreal-maroons" },
      result: "3–2",
      result_type: "series",
      vacated: false,
    },
    {
      id: 354,
      season: { slug: "nhl-1932-33", name: "1932-33 NHL season", label: "1932-33", start_year: 1932 },
      championship: { slug: "stanley-cup-final", name: "Stanley Cup Final" },
      team: { name: "Rangers", city: "New York", abbreviation: "NYR", sport_name: "Hockey", slug: "new-york-rangers" },
      runner_up: { name: "Maple Leafs", city: "Toronto", abbreviation: "TOR", sport_name: "Hockey", slug: "toronto-maple-leafs" },
      result: "3–1",
      result_type: "series",
      vacated: false,
    },
    {
      id: 347,
      season: { slug: "nhl-1939-40", name: "1939-40 NHL season", label: "1939-40", start_year: 1939 },
      championship: { slug: "stanley-cup-final", name: "Stanley Cup Final" },
      team: { name: "Rangers", city: "New York", abbreviation: "NYR", sport_name: "Hockey", slug: "new-york-rangers" },
      runner_up: { name: "Maple Leafs", city: "Toronto", abbreviation: "TOR", sport_name: "Hockey", slug: "toronto-maple-leafs" },
      result: "4–2",
      result_type: "series",
      vacated: false,
    },
    {
      id: 293,
      season: { slug: "nhl-1993-94", name: "1993-94 NHL season", label: "1993-94", start_year: 1993 },
      championship: { slug: "stanley-cup-final", name: "Stanley Cup Final" },
      team: { name: "Rangers", city: "New York", abbreviation: "NYR", sport_name: "Hockey", slug: "new-york-rangers" },
      runner_up: { name: "Canucks", city: "Vancouver", abbreviation: "VAN", sport_name: "Hockey", slug: "vancouver-canucks" },
      result: "4–3",
      result_type: "series",
      vacated: false,
    },
  ],
  firsts_and_bests: {
    first_season: { slug: "nhl-1926-27", name: "1926-27 NHL season", label: "1926-27", start_year: 1926 },
    last_season: { slug: "nhl-2017-18", name: "2017-18 NHL season", label: "2017-18", start_year: 2017 },
    seasons: 91,
    playoff_appearances: 59,
    best_record: {
      season: { slug: "nhl-1971-72", name: "1971-72 NHL season", label: "1971-72", start_year: 1971 },
      wins: 48,
      losses: 17,
      ties: 13,
      overtime_losses: null,
      win_percentage: 0.739,
    },
    longest_title_drought: {
      from: { slug: "nhl-1940-41", name: "1940-41 NHL season", label: "1940-41", start_year: 1940 },
      to: { slug: "nhl-1992-93", name: "1992-93 NHL season", label: "1992-93", start_year: 1992 },
      seasons: 53,
      ongoing: false,
    },
  },
} satisfies TeamDetail;

/** Newest first, as the API answers. */
export const rangersSeasons = [
  {
    season: { slug: "nhl-2017-18", name: "2017-18 NHL season", label: "2017-18", start_year: 2017 },
    league: { name: "National Hockey League", slug: "nhl", abbreviation: "NHL" },
    team: { name: "Rangers", city: "New York", abbreviation: "NYR", sport_name: "Hockey", slug: "new-york-rangers" },
    conference: "Eastern Conference",
    division: "Metropolitan Division",
    wins: 34,
    losses: 39,
    ties: 0,
    overtime_losses: 9,
    win_percentage: 0.466,
    rank: 8,
    games_behind: null,
    playoff_result: "missed",
    playoff_round: null,
    coach: { slug: "alain-vigneault", full_name: "Alain Vigneault" },
  },
  {
    season: { slug: "nhl-2001-02", name: "2001-02 NHL season", label: "2001-02", start_year: 2001 },
    league: { name: "National Hockey League", slug: "nhl", abbreviation: "NHL" },
    team: { name: "Rangers", city: "New York", abbreviation: "NYR", sport_name: "Hockey", slug: "new-york-rangers" },
    conference: "Eastern Conference",
    division: "Atlantic Division",
    wins: 36,
    losses: 38,
    ties: 4,
    overtime_losses: 4,
    win_percentage: 0.487,
    rank: 4,
    games_behind: null,
    playoff_result: "missed",
    playoff_round: null,
    coach: { slug: "ron-low", full_name: "Ron Low" },
  },
  {
    season: { slug: "nhl-1993-94", name: "1993-94 NHL season", label: "1993-94", start_year: 1993 },
    league: { name: "National Hockey League", slug: "nhl", abbreviation: "NHL" },
    team: { name: "Rangers", city: "New York", abbreviation: "NYR", sport_name: "Hockey", slug: "new-york-rangers" },
    conference: "Eastern Conference",
    division: "Atlantic Division",
    wins: 52,
    losses: 24,
    ties: 8,
    overtime_losses: null,
    win_percentage: 0.684,
    rank: 1,
    games_behind: null,
    playoff_result: "champion",
    playoff_round: "Stanley Cup Final",
    coach: { slug: "mike-keenan", full_name: "Mike Keenan" },
  },
  {
    season: { slug: "nhl-1926-27", name: "1926-27 NHL season", label: "1926-27", start_year: 1926 },
    league: { name: "National Hockey League", slug: "nhl", abbreviation: "NHL" },
    team: { name: "Rangers", city: "New York", abbreviation: "NYR", sport_name: "Hockey", slug: "new-york-rangers" },
    conference: null,
    division: "American Division",
    wins: 25,
    losses: 13,
    ties: 6,
    overtime_losses: null,
    win_percentage: 0.658,
    rank: 1,
    games_behind: null,
    playoff_result: "lost_round",
    playoff_round: "SF",
    coach: { slug: "lester-patrick", full_name: "Lester Patrick" },
  },
] satisfies TeamSeason[];
/** A defunct club: the Montreal Maroons (1924-25 to 1937-38), two Cups. */
export const maroonsDetail = {
  id: 229,
  slug: "montreal-maroons",
  name: "Maroons",
  city: "Montreal",
  abbreviation: "MTM",
  short_name: "Maroons",
  sport_name: "Hockey",
  level_name: "Professional",
  league_name: "National Hockey League",
  division: null,
  conference: null,
  state: "QC",
  country: "Canada",
  stadium: null,
  founded_year: 1924,
  is_active: false,
  championships_won: 2,
  last_championship_year: 1934,
  sport: { name: "Hockey", slug: "hockey", abbreviation: "HKY" },
  last_championship_season: "1934-35",
  names: [{ first_year: 1924, last_year: null, city: "Montreal", name: "Maroons" }],
  titles: [
    {
      id: 361,
      season: { slug: "nhl-1925-26", name: "1925-26 NHL season", label: "1925-26", start_year: 1925 },
      championship: { slug: "stanley-cup-final", name: "Stanley Cup Final" },
      team: { name: "Maroons", city: "Montreal", abbreviation: "MTM", sport_name: "Hockey", slug: "montreal-maroons" },
      runner_up: { name: "Cougars", city: "Victoria", abbreviation: "VIC", sport_name: "Hockey", slug: "victoria-cougars" },
      result: "3–1",
      result_type: "series",
      vacated: false,
    },
    {
      id: 352,
      season: { slug: "nhl-1934-35", name: "1934-35 NHL season", label: "1934-35", start_year: 1934 },
      championship: { slug: "stanley-cup-final", name: "Stanley Cup Final" },
      team: { name: "Maroons", city: "Montreal", abbreviation: "MTM", sport_name: "Hockey", slug: "montreal-maroons" },
      runner_up: { name: "Maple Leafs", city: "Toronto", abbreviation: "TOR", sport_name: "Hockey", slug: "toronto-maple-leafs" },
      result: "3–0",
      result_type: "series",
      vacated: false,
    },
  ],
  firsts_and_bests: {
    first_season: { slug: "nhl-1924-25", name: "1924-25 NHL season", label: "1924-25", start_year: 1924 },
    last_season: { slug: "nhl-1937-38", name: "1937-38 NHL season", label: "1937-38", start_year: 1937 },
    seasons: 14,
    playoff_appearances: 11,
    best_record: {
      season: { slug: "nhl-1925-26", name: "1925-26 NHL season", label: "1925-26", start_year: 1925 },
      wins: 20,
      losses: 11,
      ties: 5,
      overtime_losses: null,
      win_percentage: 0.645,
    },
    longest_title_drought: {
      from: { slug: "nhl-1926-27", name: "1926-27 NHL season", label: "1926-27", start_year: 1926 },
      to: { slug: "nhl-1933-34", name: "1933-34 NHL season", label: "1933-34", start_year: 1933 },
      seasons: 8,
      ongoing: false,
    },
  },
} satisfies TeamDetail;

/** Their last season and their last title, newest first. */
export const maroonsSeasons = [
  {
    season: { slug: "nhl-1937-38", name: "1937-38 NHL season", label: "1937-38", start_year: 1937 },
    league: { name: "National Hockey League", slug: "nhl", abbreviation: "NHL" },
    team: { name: "Maroons", city: "Montreal", abbreviation: "MTM", sport_name: "Hockey", slug: "montreal-maroons" },
    conference: null,
    division: "Canadian Division",
    wins: 12,
    losses: 30,
    ties: 6,
    overtime_losses: null,
    win_percentage: 0.286,
    rank: 4,
    games_behind: null,
    playoff_result: "missed",
    playoff_round: null,
    coach: { slug: "tommy-gorman", full_name: "Tommy Gorman" },
  },
  {
    season: { slug: "nhl-1934-35", name: "1934-35 NHL season", label: "1934-35", start_year: 1934 },
    league: { name: "National Hockey League", slug: "nhl", abbreviation: "NHL" },
    team: { name: "Maroons", city: "Montreal", abbreviation: "MTM", sport_name: "Hockey", slug: "montreal-maroons" },
    conference: null,
    division: "Canadian Division",
    wins: 24,
    losses: 19,
    ties: 5,
    overtime_losses: null,
    win_percentage: 0.558,
    rank: 2,
    games_behind: null,
    playoff_result: "champion",
    playoff_round: "Stanley Cup Final",
    coach: { slug: "tommy-gorman", full_name: "Tommy Gorman" },
  },
] satisfies TeamSeason[];

const franchises: Record<string, TeamDetail> = { [rangersDetail.slug]: rangersDetail, [maroonsDetail.slug]: maroonsDetail };
const seasonsBySlug: Record<string, readonly TeamSeason[]> = { [rangersDetail.slug]: rangersSeasons, [maroonsDetail.slug]: maroonsSeasons };

const detailPath = teamPaths.detail.replace("{slug}", ":slug");
const seasonsPath = teamPaths.seasons.replace("{slug}", ":slug");

/** GET /api/teams/teams/{slug}/ and …/seasons/: the franchises above (or `details`/`seasons` given), else 404. */
export function franchiseHandlers(options: { details?: Record<string, TeamDetail>; seasons?: Record<string, readonly TeamSeason[]> } = {}) {
  const details = options.details ?? franchises;
  const seasons = options.seasons ?? seasonsBySlug;
  return [
    http.get(seasonsPath, ({ request, params }) => {
      const rows = seasons[String(params.slug)];
      if (rows === undefined) return notFound();
      const page = pageOf(rows, new URL(request.url));
      return page ? HttpResponse.json(page) : HttpResponse.json({ detail: "Invalid page." }, { status: 404 });
    }),
    http.get(detailPath, ({ params }) => {
      const found = details[String(params.slug)];
      return found ? HttpResponse.json(found) : notFound();
    }),
  ];
}
