// The requests of the recorded contract: every endpoint the API serves, with its filters,
// search, ordering and paging, found and missing details, bad parameters, and the HTTP
// behaviour all paths share. Issue #14 item 8 changed the answers of the requests marked
// "item 8" on purpose (CORS, weak ETags, pagination hosts, CSV, the API root, one team
// reference, and a detail for every id and slug an answer carries) and added the requests of
// its new paths; the curated source's notes changed with it.

export interface ContractCase {
  method?: "GET" | "HEAD" | "OPTIONS" | "POST" | "DELETE";
  url: string;
  /** Sent besides the default Host header. */
  headers?: Record<string, string>;
  /**
   * A conditional GET: first a plain GET of the same URL, then this request with its ETag
   * ("strong"), the ETag marked weak ("weak"), or "*".
   */
  ifNoneMatch?: "strong" | "weak" | "*";
  /** A label that tells two requests of the same method and URL apart. */
  label?: string;
  /** A long page: recorded as its count, links, number of results and first and last result. */
  outline?: boolean;
}

/** A Host the sites answer (spec §1); pagination links are built from it. */
export const CONTRACT_HOST = "nfl.localhost:4173";

const ORIGIN = "https://client.example";

export const CONTRACT_CASES: ContractCase[] = [
  // Championships.
  { url: "/api/championships/championships/" },
  { url: "/api/championships/championships/?sport__slug=football" },
  { url: "/api/championships/championships/?level__slug=ncaa-division-i&ordering=-name" },
  { url: "/api/championships/championships/?search=cup&ordering=first_year" },
  { url: "/api/championships/championships/?page_size=3&page=2" },
  { url: "/api/championships/championships/super-bowl/" },
  { url: "/api/championships/championships/1/" }, // item 8: a championship by its id
  { url: "/api/championships/championships/no-such-championship/" },
  { url: "/api/championships/championships/Super_Bowl/" },
  { url: "/api/championships/championships/super-bowl/champions/" }, // item 8: team and runner_up as team references
  { url: "/api/championships/championships/super-bowl/champions/?season__start_year=2023" }, // item 8: team references
  { url: "/api/championships/championships/no-such-championship/champions/" },
  { url: "/api/championships/champions/" }, // item 8: team and runner_up as team references
  { url: "/api/championships/champions/1/" }, // item 8: a champion by its id
  { url: "/api/championships/champions/super-bowl/" }, // item 8: not an id: 404
  { url: "/api/championships/champions/?sport__slug=basketball" }, // item 8: team references
  { url: "/api/championships/champions/?team__slug=philadelphia-eagles" }, // item 8: team references
  { url: "/api/championships/champions/?search=boston&ordering=team_name" }, // item 8: team references
  { url: "/api/championships/champions/?level__slug=ncaa-division-i&ordering=season" }, // item 8: team references
  { url: "/api/championships/champions/?season__start_year=20x4" },
  { url: "/api/championships/champions/?page_size=2&page=2" }, // item 8: team references
  { url: "/api/championships/champions/?page=999" },
  { url: "/api/championships/champions/?page=0" },
  { url: "/api/championships/seasons/?sport__slug=football&page_size=5" }, // item 8: the champion as a team reference
  { url: "/api/championships/seasons/99999999999/" }, // item 8: past any id: 404
  { url: "/api/championships/seasons/nfl-2024/" }, // issue #16: the season page by its slug
  { url: "/api/championships/seasons/nba-2023-24/" }, // issue #16: a split-year season's slug
  { url: "/api/championships/seasons/nfl-2024-25/" }, // issue #16: not the NFL's label: 404
  { url: "/api/championships/seasons/?status=active" },
  { url: "/api/championships/seasons/?season__start_year=2024&search=hockey&ordering=name" }, // item 8: the champion as a team reference
  { url: "/api/championships/seasons/?status=finished" },
  { url: "/api/championships/seasons/?page_size=600", outline: true }, // the page-size cap: 500 of 716
  { url: "/api/championships/championship-games/" },
  { url: "/api/championships/championship-games/?championship__slug=super-bowl&season__start_year=2023" },
  { url: "/api/championships/championship-games/super-bowl-2024/" }, // item 8: a championship game by its slug
  // Teams.
  { url: "/api/teams/teams/" },
  { url: "/api/teams/teams/?sport__slug=football&ordering=-city" },
  { url: "/api/teams/teams/?conference=NFC&division=NFC%20East" },
  { url: "/api/teams/teams/?search=bos&ordering=-championships_won" },
  { url: "/api/teams/teams/?page_size=0" },
  { url: "/api/teams/teams/?ordering=nope" },
  { url: "/api/teams/teams/washington-commanders/" },
  { url: "/api/teams/teams/philadelphia-eagles/" },
  { url: "/api/teams/teams/no-such-team/" },
  { url: "/api/teams/teams/1/" }, // item 8: a team by its id
  { url: "/api/teams/teams/kansas-city-chiefs/" }, // issue #16: titles, firsts and bests
  { url: "/api/teams/teams/philadelphia-eagles/seasons/" }, // issue #16: a franchise's seasons
  { url: "/api/teams/teams/dallas-cowboys/seasons/?ordering=-wins&page_size=1" }, // issue #16
  { url: "/api/teams/teams/philadelphia-eagles/seasons/?format=csv" }, // issue #16
  { url: "/api/teams/teams/philadelphia-eagles/seasons/?ordering=coach" }, // issue #16: 400
  { url: "/api/teams/teams/no-such-team/seasons/" }, // issue #16: 404
  // Players.
  { url: "/api/people/players/" },
  { url: "/api/people/players/?sport__slug=baseball&ordering=-debut_year" },
  { url: "/api/people/players/?status=active" },
  { url: "/api/people/players/?status=injured" },
  { url: "/api/people/players/?status=dead" },
  { url: "/api/people/players/?search=ruth" },
  { url: "/api/people/players/?team__slug=new-york-yankees&ordering=-championships_won" },
  { url: "/api/people/players/?page_size=2&page=2" },
  { url: "/api/people/players/active/" },
  { url: "/api/people/players/by_position/?position=guard" },
  { url: "/api/people/players/by_position/" },
  { url: "/api/people/players/rookies/" },
  { url: "/api/people/players/summary/" },
  { url: "/api/people/players/summary/?sport__slug=baseball" },
  { url: "/api/people/players/babe-ruth/" },
  { url: "/api/people/players/vince-lombardi/" },
  { url: "/api/people/players/1/" }, // item 8: a player by the player's id
  { url: "/api/people/players/babe-ruth/seasons/" }, // issue #16: a player's seasons
  { url: "/api/people/players/babe-ruth/seasons/?kind=batting&format=csv" }, // issue #16
  { url: "/api/people/players/babe-ruth/seasons/?kind=bowling" }, // issue #16: 400
  { url: "/api/people/players/no-such-player/seasons/" }, // issue #16: 404
  // Coaches.
  { url: "/api/people/coaches/" },
  { url: "/api/people/coaches/?position=coach&ordering=-coaching_experience_years" },
  { url: "/api/people/coaches/?status=interim" },
  { url: "/api/people/coaches/?status=fired&level__slug=professional" },
  { url: "/api/people/coaches/active/" },
  { url: "/api/people/coaches/head_coaches/" },
  { url: "/api/people/coaches/summary/?level__slug=professional" },
  { url: "/api/people/coaches/vince-lombardi/" },
  { url: "/api/people/coaches/no-such-coach/" },
  { url: "/api/people/coaches/1/" }, // item 8: a coach by the coach's id
  { url: "/api/people/coaches/vince-lombardi/seasons/" }, // issue #16: a coach's seasons
  { url: "/api/people/coaches/no-such-coach/seasons/" }, // issue #16: 404
  // Meta.
  { url: "/api/meta/sources/" }, // item 8: the curated source's notes name no stale path
  { url: "/api/meta/sources/title-ledger-curated/" }, // item 8: a source by its slug
  { url: "/api/meta/sports/" }, // item 8: sports, levels and leagues
  { url: "/api/meta/sports/football/" }, // item 8
  { url: "/api/meta/levels/" }, // item 8
  { url: "/api/meta/levels/ncaa-division-i/" }, // item 8
  { url: "/api/meta/leagues/?sport__slug=hockey" }, // item 8
  { url: "/api/meta/leagues/nfl/" }, // item 8
  { url: "/api/meta/leagues/no-such-league/" }, // item 8
  { url: "/api/meta/sources/?ordering=-imported_at" }, // item 8: the curated source's notes
  { url: "/api/meta/coverage/" },
  { url: "/api/meta/coverage/?sport__slug=hockey&ordering=-champions" },
  { url: "/api/meta/figures/" },
  { url: "/api/meta/figures/?sport__slug=football&level__slug=professional" },
  { url: "/api/meta/figures/?sport__slug=Football!" },
  { url: "/api/meta/version/" }, // issue #18: what a prerendered page checks before it fetches again
  { url: "/api/meta/version/", ifNoneMatch: "strong" },
  // Games.
  { url: "/api/games/games/" }, // item 8: every side's slug leads to /api/games/games/{slug}/
  { url: "/api/games/games/1/" }, // item 8: a game by its id
  { url: "/api/games/games/?team__slug=washington-commanders&ordering=game_date" },
  { url: "/api/games/games/?date__gte=2025-01-19&date__lte=2025-01-26" },
  { url: "/api/games/games/?date=2025-13-01" },
  { url: "/api/games/games/?status=final&season__start_year=2024&page_size=2&page=2" },
  { url: "/api/games/games/today/" },
  { url: "/api/games/games/live/" },
  { url: "/api/games/games/recent/?search=eagles" },
  { url: "/api/games/games/upcoming/" },
  { url: "/api/games/games/summary/" },
  { url: "/api/games/games/summary/?view=upcoming" },
  { url: "/api/games/games/summary/?view=tomorrow" },
  { url: "/api/games/games/seasons/" },
  { url: "/api/games/games/seasons/?sport__slug=basketball" },
  // Standings.
  { url: "/api/games/standings/" },
  { url: "/api/games/standings/1/" }, // item 8: a standing by its id
  { url: "/api/games/standings/nfc-east/" }, // item 8: not an id: 404
  { url: "/api/games/standings/?season=2023&division=NFC%20East" },
  { url: "/api/games/standings/?ordering=-wins&search=new" },
  { url: "/api/games/standings/current/" },
  { url: "/api/games/standings/current/?season=2023" },
  { url: "/api/games/standings/by_division/?division=NFC%20East" },
  { url: "/api/games/standings/by_division/" },
  { url: "/api/games/standings/seasons/" },
  { url: "/api/games/standings/seasons/?sport__slug=football" },
  // Search (issue #17).
  { url: "/api/search/?q=roy" },
  { url: "/api/search/?q=Highlanders&kind=team,season&limit=2" },
  { url: "/api/search/?q=" }, // 400 with a detail sentence
  // Analytics (issue #19): one chart of the recorded seed's champions, the site's championship, and the 400s.
  { url: "/api/analytics/titles/?championship=super-bowl" },
  { url: "/api/analytics/droughts/?sport__slug=football&level__slug=professional" },
  { url: "/api/analytics/finals/?championship=world-series" },
  { url: "/api/analytics/dynasties/?championship=nba-finals" },
  { url: "/api/analytics/geography/?championship=stanley-cup" }, // 400 with the choices
  { url: "/api/analytics/parity/" }, // 400: the championship is required on the hub
  // Health, documentation, unknown paths.
  { url: "/api/health" },
  { url: "/api/schema/" }, // item 8: the API root is one more path; issue #19: six analytics paths
  { url: "/api/docs/" }, // item 8: the API root is one more path
  { url: "/api/docs/docs.css" },
  { url: "/api/no-such-endpoint/" },
  { url: "/api/" }, // item 8: the API root; issue #19 names the six analytics charts
  { url: "/api/games/games/super-bowl-2024/" }, // item 8: a detail for every slug a response carries
  { url: "/api/championships/seasons/1/" }, // item 8: a season by its id
  // Shared HTTP behaviour.
  { url: "/api/teams/teams" },
  { url: "/api/people/players?search=ruth" },
  { method: "POST", url: "/api/teams/teams/" },
  { method: "DELETE", url: "/api/people/players/babe-ruth/" },
  { method: "HEAD", url: "/api/teams/teams/" },
  { method: "OPTIONS", url: "/api/teams/teams/" },
  {
    method: "OPTIONS",
    url: "/api/games/games/",
    headers: { origin: ORIGIN, "access-control-request-method": "GET" },
    label: "CORS preflight",
  }, // item 8
  { url: "/api/championships/championships/", headers: { origin: ORIGIN }, label: "from another origin" }, // item 8
  { url: "/api/championships/champions/?sport__slug=basketball", headers: { "accept-encoding": "gzip" }, label: "gzip" }, // item 8: team references
  { url: "/api/championships/championships/", ifNoneMatch: "strong" },
  { url: "/api/championships/championships/", ifNoneMatch: "weak" }, // item 8
  { url: "/api/championships/championships/", ifNoneMatch: "*" },
  { url: "/api/championships/champions/?page_size=2", headers: { host: "evil.example" }, label: "foreign Host" }, // item 8 (and team references)
  { url: "/api/meta/coverage/?format=csv" }, // item 8: a small list, every row, streamed
  { url: "/api/championships/champions/?sport__slug=football&format=csv&page_size=3" }, // item 8: one page as CSV, nested fields dotted
  { url: "/api/people/players/?format=csv&status=injured" }, // item 8: an empty list: the header alone
  { url: "/api/teams/teams/?format=xml" }, // item 8: 400
  { method: "HEAD", url: "/api/games/games/?format=csv" }, // item 8
];
