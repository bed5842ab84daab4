import { sites } from "@tl/site-config/sites";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { normaliseSeasonPage, type SeasonPage } from "@tl/data/seasons";
import { mlb1927Detail, seasonPageHandler, seasonPageHandlers, seriesGamesHandler } from "@tl/data/seasons/mocks";
import { errorResponse, loadingHandler } from "@tl/data/shared/mocks";
import { http } from "msw";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";
import { seasonMeta } from "./parts/page-meta-text";

const api = setupMockApi();
const DETAIL = "/api/championships/seasons/mlb-1927/";
const AL = "American League standings, 1927 MLB season";

/** A table's body rows, each as its cells' text. */
function tableRows(name: string) {
  const [, ...body] = within(screen.getByRole("table", { name })).getAllByRole("row");
  return body.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
}

// A season's page is long (16 standings rows, 35 leaders): role queries over it take a second or
// two in jsdom, more on a loaded machine.
const LONG = { timeout: 20_000 };

describe("Season page (issue #16)", () => {
  it("shows the 1927 MLB season: its title, standings by league, the World Series with its games, leaders, neighbours", LONG, async () => {
    api.use(...seasonPageHandlers());
    renderApp(sites.mlb, "/seasons/mlb-1927");
    expect(await screen.findByRole("heading", { level: 1, name: "1927 MLB season" })).toBeInTheDocument();

    const title = screen.getByRole("region", { name: "World Series" });
    expect(title).toHaveTextContent("ChampionNew York YankeesRunner-upPittsburgh PiratesResult4–0");
    expect(within(title).getByRole("link", { name: "New York Yankees" })).toHaveAttribute("href", "/teams/new-york-yankees");
    expect(within(title).getByRole("link", { name: "Pittsburgh Pirates" })).toHaveAttribute("href", "/teams/pittsburgh-pirates");

    expect(tableRows(AL).slice(0, 2)).toEqual([
      ["1", "New York Yankees", "110", "44", "71.4%", "–", "Won World Series"],
      ["2", "Philadelphia Athletics", "91", "63", "59.1%", "19", "Missed playoffs"],
    ]);
    expect(tableRows("National League standings, 1927 MLB season")[0]).toEqual([
      "1",
      "Pittsburgh Pirates",
      "94",
      "60",
      "61.0%",
      "–",
      "Lost World Series",
    ]);
    expect(within(screen.getByRole("table", { name: AL })).getByRole("link", { name: "Washington Senators" })).toHaveAttribute(
      "href",
      "/teams/minnesota-twins",
    );

    const series = within(screen.getByRole("region", { name: "Postseason" })).getByRole("listitem", {
      name: "WS: New York Yankees over Pittsburgh Pirates, 4–0",
    });
    await waitFor(() => {
      expect(
        within(series)
          .getAllByRole("listitem")
          .map((game) => game.textContent),
      ).toEqual([
        "Game 1Oct 5, 1927Yankees 5, Pirates 4",
        "Game 2Oct 6, 1927Yankees 6, Pirates 2",
        "Game 3Oct 7, 1927Yankees 8, Pirates 1",
        "Game 4Oct 8, 1927Yankees 4, Pirates 3",
      ]);
    });

    const homeRuns = screen.getByRole("region", { name: "Batting: Home runs" });
    expect(
      within(homeRuns)
        .getAllByRole("listitem")
        .map((leader) => leader.textContent),
    ).toEqual([
      "1Babe RuthNew York Yankees60",
      "2Lou GehrigNew York Yankees47",
      "3Cy WilliamsPhiladelphia Phillies30",
      "3Hack WilsonChicago Cubs30",
      "5Rogers HornsbyNew York Giants26",
    ]);
    expect(within(homeRuns).getByRole("link", { name: "Babe Ruth" })).toHaveAttribute("href", "/players/babe-ruth");
    expect(screen.getAllByRole("region", { name: /^(Batting|Pitching): / })).toHaveLength(7);

    const nav = screen.getByRole("navigation", { name: "MLB seasons" });
    expect(within(nav).getByRole("link", { name: "Previous season: 1926 MLB season" })).toHaveAttribute("href", "/seasons/mlb-1926");
    expect(within(nav).getByRole("link", { name: "Next season: 1928 MLB season" })).toHaveAttribute("href", "/seasons/mlb-1928");
  });

  it("sorts a division's table by wins and names the document and its description after the season", LONG, async () => {
    api.use(...seasonPageHandlers());
    const { user } = renderApp(sites.mlb, "/seasons/mlb-1927");
    await screen.findByRole("table", { name: AL });
    const table = within(screen.getByRole("table", { name: AL }));
    await user.click(table.getByRole("button", { name: "W" }));
    expect(tableRows(AL).map((row) => row[2])).toEqual(["51", "59", "66", "70", "82", "85", "91", "110"]);
    expect(table.getByRole("columnheader", { name: "W" })).toHaveAttribute("aria-sort", "ascending");
    await user.click(table.getByRole("button", { name: "W" }));
    expect(tableRows(AL).map((row) => row[1])[0]).toBe("New York Yankees");
    await waitFor(() => {
      expect(document.title).toBe("1927 MLB season: standings, playoffs and leaders · Title Ledger MLB");
    });
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "1927 MLB season (Major League Baseball): the New York Yankees won the World Series 4–0 over the Pittsburgh Pirates. Standings of 16 teams, 1 postseason series and the leaders in 7 statistics.",
    );
  });

  it("on the hub, names lead across to the season's sport's site", LONG, async () => {
    api.use(...seasonPageHandlers());
    renderApp(sites.hub, "/seasons/mlb-1927");
    const homeRuns = await screen.findByRole("region", { name: "Batting: Home runs" });
    expect(within(homeRuns).getByRole("link", { name: "Babe Ruth" })).toHaveAttribute(
      "href",
      "http://mlb.localhost:3000/players/babe-ruth",
    );
    expect(screen.getByRole("link", { name: "Next season: 1928 MLB season" })).toHaveAttribute(
      "href",
      "http://mlb.localhost:3000/seasons/mlb-1928",
    );
  });

  it("shows the games by date alone when their scores fail", async () => {
    api.use(
      http.get("/api/games/games/", () => errorResponse()),
      ...seasonPageHandlers(),
    );
    renderApp(sites.mlb, "/seasons/mlb-1927");
    expect(await screen.findByText("The games' scores could not be loaded; their dates are shown.")).toBeInTheDocument();
    expect(screen.getByText("Oct 5, 1927")).toBeInTheDocument();
  });

  it("says what it does not hold: no standings, series or leaders", async () => {
    const bare = { ...mlb1927Detail, standings: [], series: [], leaders: [] };
    api.use(seasonPageHandler({ "mlb-1927": bare }), seriesGamesHandler());
    renderApp(sites.mlb, "/seasons/mlb-1927");
    expect(await screen.findByText("We hold no standings of the 1927 MLB season.")).toBeInTheDocument();
    expect(screen.getByText("We hold no postseason series of the 1927 MLB season.")).toBeInTheDocument();
    expect(screen.getByText("We hold no player statistics of the 1927 MLB season.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("loads, then fails with Retry, and Retry asks again", async () => {
    let fail = true;
    api.use(
      http.get(DETAIL, () => (fail ? errorResponse() : undefined)),
      ...seasonPageHandlers(),
    );
    const { user } = renderApp(sites.mlb, "/seasons/mlb-1927");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error Loading Season");
    expect(screen.getByRole("heading", { level: 1, name: "Season Details" })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 1, name: "1927 MLB season" })).toBeInTheDocument();
  });

  it("shows a spinner while the season loads", async () => {
    const asked = vi.fn();
    api.use(...loadingHandler(DETAIL, asked));
    renderApp(sites.mlb, "/seasons/mlb-1927");
    expect(await screen.findByRole("heading", { level: 1, name: "Season Details" })).toBeInTheDocument();
    await waitFor(() => {
      expect(asked).toHaveBeenCalled();
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading the season");
  });

  it("shows a not-found page for an unknown slug, asked for once", async () => {
    const asked = vi.fn();
    api.use(
      http.get("/api/championships/seasons/mlb-1800/", () => (asked(), undefined)),
      ...seasonPageHandlers(),
    );
    renderApp(sites.mlb, "/seasons/mlb-1800");
    expect(await screen.findByRole("heading", { level: 1, name: "Season Not Found" })).toBeInTheDocument();
    expect(screen.getByText("mlb-1800")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to seasons" })).toHaveAttribute("href", "/seasons");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("on another sport's site, says whose the season is and links to its site", async () => {
    const games = vi.fn();
    api.use(http.get("/api/games/games/", games), ...seasonPageHandlers());
    renderApp(sites.nhl, "/seasons/mlb-1927");
    const link = await screen.findByRole("link", { name: "Open the 1927 MLB season on Title Ledger MLB" });
    expect(link.getAttribute("href")).toMatch(/^http:\/\/mlb\.localhost(:\d+)?\/seasons\/mlb-1927$/);
    expect(screen.queryByRole("table")).toBeNull();
    expect(games).not.toHaveBeenCalled();
  });
});

describe("seasonMeta", () => {
  const page = normaliseSeasonPage(mlb1927Detail, "mlb-1927");
  it.each([
    [
      "no title awarded",
      { ...page, result: "not_awarded", resultNote: "Not played: the 1994 season was ended by a players' strike.", champion: null },
      "1927 MLB season (Major League Baseball): Not played: the 1994 season was ended by a players' strike. Standings of 16 teams, 1 postseason series and the leaders in 7 statistics.",
    ],
    [
      "nothing held but the champion",
      { ...page, standings: [], series: [], leaders: [], runnerUp: null, finalResult: null },
      "1927 MLB season (Major League Baseball): the New York Yankees won the World Series.",
    ],
    ["nothing at all", { ...page, champion: null, leagueName: null, standings: [], series: [], leaders: [] }, "1927 MLB season."],
  ] satisfies [string, SeasonPage, string][])("%s", (_, season, description) => {
    expect(seasonMeta(season)).toEqual({ title: "1927 MLB season: standings, playoffs and leaders", description });
  });
});
