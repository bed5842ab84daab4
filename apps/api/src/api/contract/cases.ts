// The requests of the recorded contract: every endpoint the API serves, with its filters,
// search, ordering and paging, found and missing details, bad parameters, and the HTTP
// behaviour all paths share. Issue #14 item 8 will change the answers of the requests marked
// "item 8" on purpose (CORS, weak ETags, pagination hosts, CSV, the API root and the details
// of ids and slugs that 404 today); re-record then and review that diff.

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
  { url: "/api/championships/championships/no-such-championship/" },
  { url: "/api/championships/championships/Super_Bowl/" },
  { url: "/api/championships/championships/super-bowl/champions/" },
  { url: "/api/championships/championships/super-bowl/champions/?season__start_year=2023" },
  { url: "/api/championships/championships/no-such-championship/champions/" },
  { url: "/api/championships/champions/" },
  { url: "/api/championships/champions/?sport__slug=basketball" },
  { url: "/api/championships/champions/?team__slug=philadelphia-eagles" },
  { url: "/api/championships/champions/?search=boston&ordering=team_name" },
  { url: "/api/championships/champions/?level__slug=ncaa-division-i&ordering=season" },
  { url: "/api/championships/champions/?season__start_year=20x4" },
  { url: "/api/championships/champions/?page_size=2&page=2" },
  { url: "/api/championships/champions/?page=999" },
  { url: "/api/championships/champions/?page=0" },
  { url: "/api/championships/seasons/?sport__slug=football&page_size=5" },
  { url: "/api/championships/seasons/?status=active" },
  { url: "/api/championships/seasons/?season__start_year=2024&search=hockey&ordering=name" },
  { url: "/api/championships/seasons/?status=finished" },
  { url: "/api/championships/seasons/?page_size=600", outline: true }, // the page-size cap: 500 of 716
  { url: "/api/championships/championship-games/" },
  { url: "/api/championships/championship-games/?championship__slug=super-bowl&season__start_year=2023" },
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
  // Meta.
  { url: "/api/meta/sources/" },
  { url: "/api/meta/sources/?ordering=-imported_at" },
  { url: "/api/meta/coverage/" },
  { url: "/api/meta/coverage/?sport__slug=hockey&ordering=-champions" },
  { url: "/api/meta/figures/" },
  { url: "/api/meta/figures/?sport__slug=football&level__slug=professional" },
  { url: "/api/meta/figures/?sport__slug=Football!" },
  // Games.
  { url: "/api/games/games/" },
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
  { url: "/api/games/standings/?season=2023&division=NFC%20East" },
  { url: "/api/games/standings/?ordering=-wins&search=new" },
  { url: "/api/games/standings/current/" },
  { url: "/api/games/standings/current/?season=2023" },
  { url: "/api/games/standings/by_division/?division=NFC%20East" },
  { url: "/api/games/standings/by_division/" },
  { url: "/api/games/standings/seasons/" },
  { url: "/api/games/standings/seasons/?sport__slug=football" },
  // Health, documentation, unknown paths.
  { url: "/api/health" },
  { url: "/api/schema/" }, // item 8: the API root is one more path
  { url: "/api/docs/" }, // item 8: the API root is one more path
  { url: "/api/docs/docs.css" },
  { url: "/api/no-such-endpoint/" },
  { url: "/api/" }, // item 8: the API root
  { url: "/api/games/games/super-bowl-2024/" }, // item 8: a detail for every slug a response carries
  { url: "/api/championships/seasons/1/" }, // item 8
  // Shared HTTP behaviour.
  { url: "/api/teams/teams" },
  { url: "/api/people/players?search=ruth" },
  { method: "POST", url: "/api/teams/teams/" },
  { method: "DELETE", url: "/api/people/players/babe-ruth/" },
  { method: "HEAD", url: "/api/teams/teams/" },
  { method: "OPTIONS", url: "/api/teams/teams/" },
  { method: "OPTIONS", url: "/api/games/games/", headers: { origin: ORIGIN, "access-control-request-method": "GET" }, label: "CORS preflight" }, // item 8
  { url: "/api/championships/championships/", headers: { origin: ORIGIN }, label: "from another origin" }, // item 8
  { url: "/api/championships/champions/?sport__slug=basketball", headers: { "accept-encoding": "gzip" }, label: "gzip" },
  { url: "/api/championships/championships/", ifNoneMatch: "strong" },
  { url: "/api/championships/championships/", ifNoneMatch: "weak" }, // item 8
  { url: "/api/championships/championships/", ifNoneMatch: "*" },
  { url: "/api/championships/champions/?page_size=2", headers: { host: "evil.example" }, label: "foreign Host" }, // item 8
  { url: "/api/meta/coverage/?format=csv" }, // item 8
];
