import { sites } from "@tl/site-config/sites";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, http } from "msw";
import { describe, expect, it } from "vitest";
import { type CallLog, errorHandler } from "@tl/data/shared/mocks";
import { currentStandings, negroNationalLeague1927, STANDING_PATHS, standingsHandlers, standingsOfSport } from "@tl/data/standings/mocks";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();

const heading = () => screen.findByRole("heading", { level: 1, name: "Team Standings" });
/** The season groups' headings, once the rows are shown (the footer has an h2 of its own). */
const seasonHeadings = async () => {
  const sections = await within(screen.getByRole("main")).findAllByRole("region");
  return sections.map((section) => within(section).getByRole("heading", { level: 2 }).textContent);
};
const teamNames = currentStandings.map((standing) => `${standing.team.city} ${standing.team.name}`);
/** Team names of the rows shown, in order. */
const teamsShown = () =>
  within(screen.getByRole("main"))
    .queryAllByRole("button")
    .filter((button) => button.hasAttribute("aria-controls"))
    .map((button) => teamNames.find((name) => button.textContent.includes(name)));
const row = (team: string) => screen.getByRole("button", { name: new RegExp(team) });
const tile = (label: string) =>
  within(screen.getByLabelText("Standings summary")).getByText(label, { selector: "dt" }).parentElement?.querySelector("dd")?.textContent;
const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("Standings: states", () => {
  it("shows the heading and a spinner while loading", async () => {
    api.use(
      http.get("/api/games/standings/current/", () => delay("infinite")),
      http.get("/api/games/standings/seasons/", () => delay("infinite")),
    );
    renderApp(sites.hub, "/standings");
    await heading();
    expect(await screen.findByText("Loading standings…")).toBeInTheDocument();
  });

  it("shows 'Error Loading Standings' with the message; Retry loads the standings", async () => {
    api.use(...errorHandler(STANDING_PATHS, { status: 503, detail: "Standings are being rebuilt." }));
    const { user } = renderApp(sites.hub, "/standings");
    await heading();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error Loading Standings");
    expect(alert).toHaveTextContent(
      "The API answered 503 Service Unavailable for /api/games/standings/current/?page_size=500: Standings are being rebuilt.",
    );
    expect(screen.queryByText("No Standings Found")).not.toBeInTheDocument();

    api.use(...standingsHandlers());
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await seasonHeadings()).toEqual(["2023 MLB season", "2020 NFL season", "2017-18 NHL season"]);
  });

  it("shows 'No Standings Found' saying we hold none, not to adjust filters, when there are none", async () => {
    api.use(...standingsHandlers([]));
    renderApp(sites.hub, "/standings");
    expect(await screen.findByText("No Standings Found")).toBeInTheDocument();
    expect(await screen.findByText("We hold no standings yet.")).toBeInTheDocument();
    expect(screen.queryByText("Try adjusting your search or filters")).not.toBeInTheDocument();
    expect(tile("Total Teams")).toBe("0");
  });

  it("on the NBA site, which holds no standings, says so by the site's name", async () => {
    api.use(...standingsHandlers([]));
    renderApp(sites.nba, "/standings");
    expect(await screen.findByText("We hold no NBA standings yet.")).toBeInTheDocument();
    expect(screen.queryByText("Try adjusting your search or filters")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Season")).not.toBeInTheDocument();
  });

  it("says the filters matched nothing when the season has rows", async () => {
    api.use(...standingsHandlers(standingsOfSport("baseball")));
    const { user } = renderApp(sites.mlb, "/standings");
    await seasonHeadings();
    await user.type(screen.getByLabelText("Search"), "zzz");
    expect(await screen.findByText("No Standings Found")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or filters")).toBeInTheDocument();
  });

  it("says we hold no standings of a season asked for in the URL that we lack", async () => {
    api.use(...standingsHandlers(standingsOfSport("baseball")));
    renderApp(sites.mlb, "/standings?season=1880");
    expect(await screen.findByText("We hold no standings for the 1880 MLB season.")).toBeInTheDocument();
    expect(screen.getByLabelText("Season")).toHaveValue("1880");
  });
});

describe("Standings: rows", () => {
  it("groups the hub's mixed leagues by season and division, each sorted by rank", async () => {
    api.use(...standingsHandlers());
    renderApp(sites.hub, "/standings");
    expect(await seasonHeadings()).toEqual(["2023 MLB season", "2020 NFL season", "2017-18 NHL season"]);
    const mlb = screen.getByRole("region", { name: "2023 MLB season" });
    expect(mlb).toHaveTextContent("Major League Baseball");
    const alWest = within(mlb).getByRole("list", { name: "2023 MLB season, AL West" });
    expect(
      within(alWest)
        .getAllByRole("button")
        .map((button) => teamNames.find((name) => button.textContent.includes(name))),
    ).toEqual(["Houston Astros", "Texas Rangers", "Seattle Mariners", "Los Angeles Angels", "Oakland Athletics"]);
    const nhl = screen.getByRole("region", { name: "2017-18 NHL season" });
    expect(
      within(nhl)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Metropolitan Division", "Pacific Division"]);
    // The NFL seasons from 538's games carry no divisions: one list, by rank, Buccaneers (10) last.
    const nfl = within(screen.getByRole("region", { name: "2020 NFL season" })).getAllByRole("button");
    expect(nfl.map((button) => teamNames.find((name) => button.textContent.includes(name)))).toEqual([
      "Kansas City Chiefs",
      "Buffalo Bills",
      "Green Bay Packers",
      "Tampa Bay Buccaneers",
    ]);
  });

  it("shows rank, abbreviation, team, division and conference, badges, record, win %, games behind only above 0", async () => {
    api.use(...standingsHandlers());
    renderApp(sites.hub, "/standings");
    await seasonHeadings();
    const astros = row("Houston Astros");
    expect(astros).toHaveTextContent("Rank 1HOUHouston AstrosAL West • American LeagueBaseballPlayoffsRecord90-72Win %55.6%");
    expect(astros).not.toHaveTextContent("GB");
    expect(row("Seattle Mariners")).toHaveTextContent("Eliminated");
    expect(row("Seattle Mariners")).toHaveTextContent("GB2");
    expect(row("Texas Rangers")).toHaveTextContent("Champion");
    expect(row("Oakland Athletics")).toHaveTextContent("Record50-112Win %30.9%GB40");
    // No division in the data: the spec's default.
    expect(row("Kansas City Chiefs")).toHaveTextContent("KCKansas City ChiefsDivisionFootball");
  });

  it("colours the streak by type: win green, loss red", async () => {
    api.use(...standingsHandlers());
    renderApp(sites.hub, "/standings");
    await seasonHeadings();
    expect(within(row("Kansas City Chiefs")).getByText("L1")).toHaveClass("text-danger");
    expect(within(row("Buffalo Bills")).getByText("W6")).toHaveClass("text-success");
    expect(row("Houston Astros")).not.toHaveTextContent("Streak");
  });

  it.each([
    ["Houston Astros", "crown"],
    ["Texas Rangers", "medal"],
    ["Seattle Mariners", "medal"],
    ["Los Angeles Angels", "award"],
    ["Tampa Bay Buccaneers", "default"],
  ])("%s gets the %s rank icon", async (team, icon) => {
    api.use(...standingsHandlers());
    renderApp(sites.hub, "/standings");
    await seasonHeadings();
    expect(row(team).querySelector("[data-rank-icon]")).toHaveAttribute("data-rank-icon", icon);
  });

  it("counts champions, playoff teams, the bubble and all teams shown", async () => {
    api.use(...standingsHandlers());
    const { user } = renderApp(sites.hub, "/standings");
    await seasonHeadings();
    expect([tile("Champions"), tile("Playoff Teams"), tile("On the Bubble"), tile("Total Teams")]).toEqual([
      "3",
      "8",
      "0",
      String(currentStandings.length),
    ]);
    await user.selectOptions(screen.getByLabelText("Sport"), "hockey");
    expect([tile("Champions"), tile("Playoff Teams"), tile("Total Teams")]).toEqual(["1", "4", "5"]);
  });

  it("opens one detail panel at a time; clicking the open row closes it", async () => {
    api.use(...standingsHandlers());
    const { user } = renderApp(sites.hub, "/standings");
    await seasonHeadings();
    const vegas = row("Vegas Golden Knights");
    await user.click(vegas);
    expect(vegas).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(vegas.getAttribute("aria-controls") ?? "");
    if (!panel) throw new Error("no panel");
    const lastUpdated = new Date("2026-11-22T01:17:56.191Z").toLocaleDateString();
    expect(panel).toHaveTextContent(`Home Record29-10-2Away Record22-14-5Games Played82Points109Last Updated${lastUpdated}`);
    expect(panel).not.toHaveTextContent("Division Record");

    const astros = row("Houston Astros");
    await user.click(astros);
    expect(vegas).toHaveAttribute("aria-expanded", "false");
    const astrosPanel = document.getElementById(astros.getAttribute("aria-controls") ?? "");
    expect(astrosPanel).toHaveTextContent("Games Played162Last Updated");
    expect(astrosPanel).not.toHaveTextContent("Points");
    expect(astrosPanel).not.toHaveTextContent("Home Record");

    await user.click(astros);
    expect(astros).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => {
      expect(document.getElementById(astros.getAttribute("aria-controls") ?? "")).toBeNull();
    });
  });
});

describe("Standings: every team links to its franchise page (issue #16)", () => {
  /** The row's open panel: the row is its toggle, so the link sits in the panel, not in the button. */
  const openPanel = async (user: ReturnType<typeof renderApp>["user"], team: string) => {
    await seasonHeadings();
    const toggle = row(team);
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (!panel) throw new Error("no panel");
    return { toggle, panel };
  };

  it("on the hub, across to the team's sport's site", async () => {
    api.use(...standingsHandlers());
    const { user } = renderApp(sites.hub, "/standings");
    const { toggle, panel } = await openPanel(user, "Vegas Golden Knights");
    const link = within(panel).getByRole("link", { name: "Vegas Golden Knights" });
    expect(link).toHaveAttribute("href", "http://nhl.localhost:3000/teams/vegas-golden-knights");
    expect(panel).toHaveTextContent("Franchise: Vegas Golden Knights");
    expect(toggle.querySelector("a")).toBeNull();
    const astros = await openPanel(user, "Houston Astros");
    expect(within(astros.panel).getByRole("link", { name: "Houston Astros" })).toHaveAttribute(
      "href",
      "http://mlb.localhost:3000/teams/houston-astros",
    );
  });

  it("on the team's own site, in-site; the keyboard reaches the link after its row and the row still toggles", async () => {
    api.use(...standingsHandlers(standingsOfSport("hockey")));
    const { user, location } = renderApp(sites.nhl, "/standings");
    await seasonHeadings();
    const toggle = row("Vegas Golden Knights");
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    const link = screen.getByRole("link", { name: "Vegas Golden Knights" });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute("href", "/teams/vegas-golden-knights");
    await user.click(link);
    expect(location.pathname).toBe("/teams/vegas-golden-knights");
  });
});

describe("Standings: each season heading links to its season's page (issue #16)", () => {
  const seasonLink = (name: string) => screen.getByRole("link", { name });

  it("on the hub, across to each league's site", async () => {
    api.use(...standingsHandlers());
    renderApp(sites.hub, "/standings");
    await seasonHeadings();
    expect(seasonLink("2017-18 NHL season")).toHaveAttribute("href", "http://nhl.localhost:3000/seasons/nhl-2017-18");
    expect(seasonLink("2023 MLB season")).toHaveAttribute("href", "http://mlb.localhost:3000/seasons/mlb-2023");
    expect(seasonLink("2020 NFL season")).toHaveAttribute("href", "http://nfl.localhost:3000/seasons/nfl-2020");
    expect(seasonLink("2017-18 NHL season").closest("h2")).not.toBeNull();
  });

  it("on the league's own site, in-site: a Negro League season too", async () => {
    api.use(...standingsHandlers(standingsOfSport("baseball")));
    const { user, location } = renderApp(sites.mlb, "/standings?season=1927&league=negro-national-league-i");
    await seasonHeadings();
    const link = seasonLink("1927 NNL season");
    expect(link).toHaveAttribute("href", "/seasons/negro-national-league-i-1927");
    await user.click(link);
    expect(location.pathname).toBe("/seasons/negro-national-league-i-1927");
  });

  it("a season the API names no page of stays a plain heading", async () => {
    api.use(...standingsHandlers(currentStandings.map(({ season: _season, ...row }) => row)));
    renderApp(sites.hub, "/standings");
    expect(await seasonHeadings()).toContain("2017-18 NHL season");
    expect(screen.queryByRole("link", { name: "2017-18 NHL season" })).toBeNull();
  });
});

describe("Standings: search and filters", () => {
  it("lists the distinct sports, divisions and conferences of the loaded standings", async () => {
    api.use(...standingsHandlers());
    renderApp(sites.hub, "/standings");
    await seasonHeadings();
    expect(optionsOf("Sport")).toEqual(["All Sports", "Baseball", "Football", "Hockey"]);
    expect(optionsOf("Division")).toEqual(["All Divisions", "AL West", "Metropolitan Division", "Pacific Division"]);
    expect(optionsOf("Conference")).toEqual(["All Conferences", "American League", "Eastern Conference", "Western Conference"]);
    expect(screen.getByPlaceholderText("Search teams or divisions...")).toBeInTheDocument();
  });

  it.each([
    ["team name", "mariners", ["Seattle Mariners"]],
    ["city", "pittsburgh", ["Pittsburgh Penguins"]],
    ["abbreviation", "ATH", ["Oakland Athletics"]],
    ["division", "pacific", ["Vegas Golden Knights", "Anaheim Ducks", "San Jose Sharks"]],
  ])("searches by %s (%s), case-insensitive, and writes it to the URL", async (_, text, teams) => {
    api.use(...standingsHandlers());
    const { user, location } = renderApp(sites.hub, "/standings");
    await seasonHeadings();
    await user.type(screen.getByLabelText("Search"), text);
    await waitFor(() => {
      expect(teamsShown()).toEqual(teams);
    });
    expect(location.search).toBe(`?q=${text}`);
  });

  it("on the hub a chosen sport is asked of the API, and its seasons appear in a picker", async () => {
    const calls: CallLog = [];
    api.use(...standingsHandlers(currentStandings, calls));
    const { user, location } = renderApp(sites.hub, "/standings");
    await seasonHeadings();
    expect(screen.queryByLabelText("Season")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Sport"), "baseball");
    expect(await seasonHeadings()).toEqual(["2023 MLB season"]);
    expect(location.search).toBe("?sport=baseball");
    expect(calls).toEqual([
      "/api/games/standings/current/?page_size=500",
      "/api/games/standings/current/?sport__slug=baseball&league__slug=mlb&page_size=500",
    ]);
    expect(optionsOf("Season")).toEqual(["2023 MLB season", "1927 MLB season", "1927 NNL season"]);
    await user.selectOptions(screen.getByLabelText("Season"), "1927 MLB season");
    expect(await seasonHeadings()).toEqual(["1927 MLB season"]);
    expect(location.search).toBe("?sport=baseball&season=1927");
    // Another sport starts on its latest season.
    await user.selectOptions(screen.getByLabelText("Sport"), "hockey");
    expect(await seasonHeadings()).toEqual(["2017-18 NHL season"]);
    expect(location.search).toBe("?sport=hockey");
    expect(optionsOf("Season")).toEqual(["2017-18 NHL season"]);
  });

  it("a division reads by_division/ with the division and keeps every option listed", async () => {
    const calls: CallLog = [];
    api.use(...standingsHandlers(currentStandings, calls));
    const { user, location } = renderApp(sites.hub, "/standings");
    await seasonHeadings();
    await user.selectOptions(screen.getByLabelText("Division"), "AL West");
    await waitFor(() => {
      expect(teamsShown()).toEqual(["Houston Astros", "Texas Rangers", "Seattle Mariners", "Los Angeles Angels", "Oakland Athletics"]);
    });
    expect(calls).toEqual([
      "/api/games/standings/current/?page_size=500",
      "/api/games/standings/by_division/?division=AL+West&page_size=500",
    ]);
    expect(location.search).toBe("?division=AL+West");
    expect(optionsOf("Division")).toEqual(["All Divisions", "AL West", "Metropolitan Division", "Pacific Division"]);
    expect(optionsOf("Sport")).toEqual(["All Sports", "Baseball", "Football", "Hockey"]);

    await user.selectOptions(screen.getByLabelText("Division"), "All Divisions");
    expect(await seasonHeadings()).toHaveLength(3);
    expect(location.search).toBe("");
  });

  it("filters by conference, exactly", async () => {
    api.use(...standingsHandlers());
    const { user, location } = renderApp(sites.hub, "/standings");
    await seasonHeadings();
    await user.selectOptions(screen.getByLabelText("Conference"), "Western Conference");
    expect(teamsShown()).toEqual(["Vegas Golden Knights", "Anaheim Ducks", "San Jose Sharks"]);
    expect(location.search).toBe("?conference=Western+Conference");
  });

  it("combines search, sport and conference (AND), and says when nothing matches", async () => {
    api.use(...standingsHandlers());
    const { user } = renderApp(sites.hub, "/standings?sport=hockey&conference=Eastern+Conference");
    await seasonHeadings();
    expect(teamsShown()).toEqual(["Washington Capitals", "Pittsburgh Penguins"]);
    await user.type(screen.getByLabelText("Search"), "pitt");
    await waitFor(() => {
      expect(teamsShown()).toEqual(["Pittsburgh Penguins"]);
    });
    await user.selectOptions(screen.getByLabelText("Sport"), "baseball");
    expect(await screen.findByText("No Standings Found")).toBeInTheDocument();
    expect(tile("Total Teams")).toBe("0");
  });

  it("reads the filters back from the URL", async () => {
    const calls: CallLog = [];
    api.use(...standingsHandlers(currentStandings, calls));
    renderApp(sites.hub, "/standings?q=texas&division=AL%20West&sport=baseball&conference=American%20League");
    await waitFor(() => {
      expect(teamsShown()).toEqual(["Texas Rangers"]);
    });
    expect(screen.getByLabelText("Search")).toHaveValue("texas");
    expect(screen.getByLabelText("Division")).toHaveValue("AL West");
    expect(screen.getByLabelText("Sport")).toHaveValue("baseball");
    expect(screen.getByLabelText("Conference")).toHaveValue("American League");
    expect(calls.sort()).toEqual([
      "/api/games/standings/by_division/?sport__slug=baseball&division=AL+West&league__slug=mlb&page_size=500",
      "/api/games/standings/current/?sport__slug=baseball&league__slug=mlb&page_size=500",
    ]);
  });

  it("on the NHL site reads the standings with the site's sport and level", async () => {
    const calls: CallLog = [];
    api.use(...standingsHandlers(standingsOfSport("hockey"), calls));
    const { user } = renderApp(sites.nhl, "/standings");
    expect(await seasonHeadings()).toEqual(["2017-18 NHL season"]);
    expect(calls).toEqual(["/api/games/standings/current/?sport__slug=hockey&level__slug=professional&league__slug=nhl&page_size=500"]);
    await user.selectOptions(screen.getByLabelText("Division"), "Pacific Division");
    await waitFor(() => {
      expect(calls.at(-1)).toBe(
        "/api/games/standings/by_division/?sport__slug=hockey&level__slug=professional&division=Pacific+Division&league__slug=nhl&page_size=500",
      );
    });
  });
});

describe("Standings: the Sport dropdown only where the list spans sports (issue #13, site scope)", () => {
  it.each([
    ["/standings", []],
    // A sport left in a sport site's URL filters nothing: there is no dropdown to show it.
    ["/standings?sport=hockey", []],
    ["/standings?sport=hockey&season=1927", ["New York Yankees"]],
  ])("the MLB site at %s shows its own standings, its season picker and no Sport dropdown", async (path, teams) => {
    api.use(...standingsHandlers(standingsOfSport("baseball")));
    renderApp(sites.mlb, path);
    const season = path.includes("1927") ? "1927" : "2023";
    expect(await seasonHeadings()).toEqual([`${season} MLB season`]);
    for (const team of teams) expect(row(team)).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Sport" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Season")).toHaveValue(season);
    expect(optionsOf("Season")).toEqual(["2023 MLB season", "1927 MLB season", "1927 NNL season"]);
    expect(screen.getByLabelText("Division")).toBeInTheDocument();
    expect(screen.getByLabelText("Conference")).toBeInTheDocument();
  });

  it("the hub keeps it, and there a sport in the URL filters the standings and brings its season picker", async () => {
    api.use(...standingsHandlers());
    renderApp(sites.hub, "/standings?sport=hockey");
    expect(await seasonHeadings()).toEqual(["2017-18 NHL season"]);
    expect(screen.getByRole("combobox", { name: "Sport" })).toHaveValue("hockey");
    expect(optionsOf("Sport")).toEqual(["All Sports", "Baseball", "Football", "Hockey"]);
    expect(optionsOf("Season")).toEqual(["2017-18 NHL season"]);
  });
});

describe("Standings: the season picker (issue #13)", () => {
  it("on the MLB site starts on the latest season and reaches 1927 by choosing it", async () => {
    const calls: CallLog = [];
    api.use(...standingsHandlers(standingsOfSport("baseball"), calls));
    const { user, location } = renderApp(sites.mlb, "/standings");
    expect(await seasonHeadings()).toEqual(["2023 MLB season"]);
    expect(screen.getByLabelText("Season")).toHaveValue("2023");
    expect(optionsOf("Season")).toEqual(["2023 MLB season", "1927 MLB season", "1927 NNL season"]);
    await user.selectOptions(screen.getByLabelText("Season"), "1927 MLB season");
    expect(await seasonHeadings()).toEqual(["1927 MLB season"]);
    expect(row("New York Yankees")).toHaveTextContent("110-44-1");
    expect(location.search).toBe("?season=1927");
    expect(calls.at(-1)).toBe(
      "/api/games/standings/current/?sport__slug=baseball&level__slug=professional&season=1927&league__slug=mlb&page_size=500",
    );
  });

  it("a new season clears the division and conference, which belong to the old one", async () => {
    api.use(...standingsHandlers(standingsOfSport("baseball")));
    const { user, location } = renderApp(sites.mlb, "/standings?division=AL+West&conference=American+League");
    await seasonHeadings();
    await user.selectOptions(screen.getByLabelText("Season"), "1927 MLB season");
    expect(await seasonHeadings()).toEqual(["1927 MLB season"]);
    expect(location.search).toBe("?season=1927");
    expect(teamsShown()).toHaveLength(4);
  });

  it("labels split-year seasons by both years on the NHL site", async () => {
    api.use(...standingsHandlers(standingsOfSport("hockey")));
    renderApp(sites.nhl, "/standings");
    await seasonHeadings();
    expect(optionsOf("Season")).toEqual(["2017-18 NHL season"]);
  });

  it("reads the season from the URL: a shared link shows that season", async () => {
    api.use(...standingsHandlers(standingsOfSport("baseball")));
    renderApp(sites.mlb, "/standings?season=1927");
    expect(await seasonHeadings()).toEqual(["1927 MLB season"]);
    expect(screen.getByLabelText("Season")).toHaveValue("1927");
  });
});

describe("Standings: one league at a time (issue #15)", () => {
  const NNL_CLUBS = ["Chicago American Giants", "Kansas City Monarchs", "St. Louis Stars", "Birmingham Black Barons"];
  const clubsShown = () => NNL_CLUBS.filter((club) => screen.queryByRole("button", { name: new RegExp(club) }) !== null);

  it("on the MLB site picks a Negro League season apart from MLB's, and back", async () => {
    const calls: CallLog = [];
    api.use(...standingsHandlers(standingsOfSport("baseball"), calls));
    const { user, location } = renderApp(sites.mlb, "/standings?season=1927");
    expect(await seasonHeadings()).toEqual(["1927 MLB season"]);
    // MLB's 1927 holds no Negro League club, though we hold the NNL's 1927 too.
    expect(clubsShown()).toEqual([]);
    await user.selectOptions(screen.getByLabelText("Season"), "1927 NNL season");
    expect(await seasonHeadings()).toEqual(["1927 NNL season"]);
    expect(clubsShown()).toEqual(NNL_CLUBS);
    expect(teamsShown().filter(Boolean)).toEqual([]);
    expect(row("Chicago American Giants")).toHaveTextContent("62-31-1");
    expect(location.search).toBe("?season=1927&league=negro-national-league-i");
    expect(calls.at(-1)).toBe(
      "/api/games/standings/current/?sport__slug=baseball&level__slug=professional&season=1927&league__slug=negro-national-league-i&page_size=500",
    );
    await user.selectOptions(screen.getByLabelText("Season"), "1927 MLB season");
    expect(await seasonHeadings()).toEqual(["1927 MLB season"]);
    expect(clubsShown()).toEqual([]);
    expect(location.search).toBe("?season=1927");
  });

  it("reads the league from the URL: a shared link shows that league's season", async () => {
    api.use(...standingsHandlers(standingsOfSport("baseball")));
    renderApp(sites.mlb, "/standings?season=1927&league=negro-national-league-i");
    expect(await seasonHeadings()).toEqual(["1927 NNL season"]);
    expect(screen.getByLabelText("Season")).toHaveValue("1927:negro-national-league-i");
    expect(clubsShown()).toEqual(NNL_CLUBS);
  });

  it("the hub with All Sports shows each sport's main league, not every league's latest season", async () => {
    // As the API's current/ answers with the Negro Leagues imported: the NNL's latest season beside MLB's.
    api.use(...standingsHandlers([...currentStandings, ...negroNationalLeague1927], undefined, []));
    const { user } = renderApp(sites.hub, "/standings");
    expect(await seasonHeadings()).toEqual(["2023 MLB season", "2020 NFL season", "2017-18 NHL season"]);
    expect(clubsShown()).toEqual([]);
    await user.selectOptions(screen.getByLabelText("Sport"), "baseball");
    expect(await seasonHeadings()).toEqual(["2023 MLB season"]);
    await user.selectOptions(screen.getByLabelText("Season"), "1927 NNL season");
    expect(await seasonHeadings()).toEqual(["1927 NNL season"]);
    expect(clubsShown()).toEqual(NNL_CLUBS);
  });

  it("a league without a season shows that league's latest", async () => {
    api.use(...standingsHandlers(standingsOfSport("baseball")));
    renderApp(sites.mlb, "/standings?league=negro-national-league-i");
    expect(await seasonHeadings()).toEqual(["1927 NNL season"]);
  });

  it("asks for no standings before it knows the league, so two leagues never share a table", async () => {
    const calls: CallLog = [];
    // The first handler of a path answers: seasons/ never does.
    api.use(
      http.get("/api/games/standings/seasons/", () => delay("infinite")),
      ...standingsHandlers(standingsOfSport("baseball"), calls),
    );
    renderApp(sites.mlb, "/standings?season=1927");
    expect(await screen.findByText("Loading standings…")).toBeInTheDocument();
    // Time for a request the screen should not make to reach the mock API.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toEqual([]);
  });
});
