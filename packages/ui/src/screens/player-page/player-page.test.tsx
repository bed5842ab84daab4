import { sites } from "@tl/site-config/sites";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, loadingHandler } from "@tl/data/shared/mocks";
import { playerPageHandlers } from "@tl/data/players/mocks";
import { http } from "msw";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();
const DETAIL = "/api/people/players/babe-ruth/";
const SEASONS = "/api/people/players/babe-ruth/seasons/";
const BATTING = "Babe Ruth's batting, season by season";

/** A table's body rows, each as its cells' text. */
function tableRows(name: string) {
  const [, ...body] = within(screen.getByRole("table", { name })).getAllByRole("row");
  return body.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
}
const headers = (name: string) =>
  within(screen.getByRole("table", { name }))
    .getAllByRole("columnheader")
    .map((cell) => cell.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

// Whole-app renders with tables of 20-35 rows: a loaded 2-core machine takes more than the 5 s default.
describe("Player page (issue #16)", { timeout: 15_000 }, () => {
  it("shows Babe Ruth: bio, every batting season with the career row totalling 714 home runs, and his pitching", async () => {
    api.use(...playerPageHandlers());
    renderApp(sites.mlb, "/players/babe-ruth");
    expect(await screen.findByRole("heading", { level: 1, name: "Babe Ruth" })).toBeInTheDocument();
    const bio = screen.getByRole("region", { name: "Bio" });
    expect(bio).toHaveTextContent("BornFeb 6, 1895, Baltimore, MD, USA");
    expect(bio).toHaveTextContent("DiedAug 16, 1948");
    expect(bio).toHaveTextContent("Years1914–1935");

    await screen.findByRole("table", { name: BATTING });
    expect(headers(BATTING)).toEqual(["Season", "Team", "G", "AB", "R", "H", "2B", "3B", "HR", "RBI", "SB", "BB", "SO", "BA"]);
    const batting = tableRows(BATTING);
    expect(batting).toHaveLength(23);
    expect(batting[0]).toEqual(["1914", "Boston Red Sox", "5", "10", "1", "2", "1", "0", "0", "2", "0", "0", "4", ".200"]);
    expect(batting[13]).toEqual(["1927", "New York Yankees", "151", "540", "158", "192", "29", "8", "60", "164", "7", "137", "89", ".356"]);
    expect(batting.at(-1)).toEqual([
      "Career",
      "22 seasons, 1914–1935",
      "2,503",
      "8,398",
      "2,174",
      "2,873",
      "506",
      "136",
      "714",
      "2,217",
      "123",
      "2,062",
      "1,330",
      ".342",
    ]);
    expect(tableRows("Babe Ruth's pitching, season by season").at(-1)).toEqual([
      "Career",
      "10 seasons, 1914–1933",
      "94",
      "46",
      "2.28",
      "163",
      "148",
      "4",
      "1221.1",
      "488",
    ]);
    expect(screen.queryByRole("table", { name: /goaltending|skating/ })).toBeNull();
    // Seasons and teams lead to their pages on the MLB site.
    expect(within(screen.getByRole("table", { name: BATTING })).getByRole("link", { name: "1927" })).toHaveAttribute(
      "href",
      "/seasons/mlb-1927",
    );
    expect(within(screen.getByRole("table", { name: BATTING })).getAllByRole("link", { name: "Boston Braves" })[0]).toHaveAttribute(
      "href",
      "/teams/atlanta-braves",
    );
  });

  it("lists titles newest first, linked to season, championship and champion; awards by year; All-Star years; teams", async () => {
    api.use(...playerPageHandlers());
    renderApp(sites.mlb, "/players/babe-ruth");
    const titles = within(await screen.findByRole("region", { name: /^Titles/ })).getAllByRole("listitem");
    expect(titles.map((title) => title.textContent)).toEqual([
      "1932 MLB seasonWorld Series with the New York Yankees",
      "1928 MLB seasonWorld Series with the New York Yankees",
      "1927 MLB seasonWorld Series with the New York Yankees",
      "1923 MLB seasonWorld Series with the New York Yankees",
      "1918 MLB seasonWorld Series with the Boston Red Sox",
      "1916 MLB seasonWorld Series with the Boston Red Sox",
      "1915 MLB seasonWorld Series with the Boston Red Sox",
    ]);
    const [newest] = titles as [HTMLElement];
    expect(within(newest).getByRole("link", { name: "1932 MLB season" })).toHaveAttribute("href", "/seasons/mlb-1932");
    expect(within(newest).getByRole("link", { name: "World Series" })).toHaveAttribute("href", "/championships/world-series");
    expect(within(newest).getByRole("link", { name: "New York Yankees" })).toHaveAttribute("href", "/teams/new-york-yankees");

    const awards = screen.getByRole("region", { name: /^Awards/ });
    expect(awards).toHaveTextContent("Awards (21)");
    expect(awards).toHaveTextContent("1923Baseball Magazine All-StarMost Valuable Player");
    expect(
      within(screen.getByRole("region", { name: /^All-Star years/ }))
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["1933", "1934"]);
    const teams = within(screen.getByRole("region", { name: "Teams played for" })).getAllByRole("listitem");
    expect(teams.map((team) => team.textContent)).toEqual([
      "Boston Red Sox1914–1919 · 6 seasons · MLB",
      "New York Yankees1920–1934 · 15 seasons · MLB",
      "Boston Braves1935 · 1 season · MLB",
    ]);
  });

  it("sorts by home runs both ways with the career row kept last, and downloads the table as CSV", async () => {
    api.use(...playerPageHandlers());
    const { user } = renderApp(sites.mlb, "/players/babe-ruth");
    await screen.findByRole("table", { name: BATTING });
    const table = screen.getByRole("table", { name: BATTING });
    await user.click(within(table).getByRole("button", { name: "HR" }));
    expect(within(table).getByRole("columnheader", { name: "HR" })).toHaveAttribute("aria-sort", "ascending");
    expect(
      tableRows(BATTING)
        .map((row) => row[8])
        .slice(0, 3),
    ).toEqual(["0", "2", "3"]);
    expect(tableRows(BATTING).at(-1)?.[0]).toBe("Career");
    await user.click(within(table).getByRole("button", { name: "HR" }));
    expect(
      tableRows(BATTING)
        .map((row) => `${String(row[0])} ${String(row[8])}`)
        .slice(0, 2),
    ).toEqual(["1927 60", "1921 59"]);
    expect(tableRows(BATTING).at(-1)?.[8]).toBe("714");

    const saved: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => (saved.push(blob as Blob), "blob:test"));
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const download = within(screen.getByRole("region", { name: "Batting" })).getByRole("button", { name: "Download CSV" });
    expect(download).toHaveAccessibleDescription(`${BATTING}, as babe-ruth-batting.csv`);
    await user.click(download);
    const lines = (await saved[0]?.text())?.split("\r\n") ?? [];
    expect(lines[0]).toBe("Season,Team,G,AB,R,H,2B,3B,HR,RBI,SB,BB,SO,BA");
    expect(lines[1]).toBe("1927,New York Yankees,151,540,158,192,29,8,60,164,7,137,89,0.356");
    expect(lines.at(-2)).toBe('Career,"22 seasons, 1914–1935",2503,8398,2174,2873,506,136,714,2217,123,2062,1330,0.342');
    expect(lines).toHaveLength(25);
  });

  it("names the document and its description after the player", async () => {
    api.use(...playerPageHandlers());
    renderApp(sites.mlb, "/players/babe-ruth");
    await screen.findByRole("heading", { level: 1, name: "Babe Ruth" });
    await waitFor(() => {
      expect(document.title).toBe("Babe Ruth: stats, titles and awards · Title Ledger MLB");
    });
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "Babe Ruth, outfield (Major League Baseball, 1914–1935): 7 titles, 2 All-Star selections, statistics season by season with career totals, awards by year and teams played for.",
    );
  });

  it("shows a goalie's statistics for a goalie: Ken Dryden's 258 wins, no All-Star data for the NHL", async () => {
    api.use(...playerPageHandlers());
    renderApp(sites.nhl, "/players/ken-dryden");
    const name = "Ken Dryden's goaltending, season by season";
    await screen.findByRole("table", { name });
    expect(headers(name)).toEqual(["Season", "Team", "GP", "W", "L", "T/OTL", "SO", "GAA", "PO GP", "PO W", "PO L", "PO SO", "PO GAA"]);
    expect(tableRows(name)[0]).toEqual(["1970-71", "Montreal Canadiens", "6", "6", "0", "0", "0", "1.65", "20", "12", "8", "0", "3.00"]);
    expect(tableRows(name).at(-1)?.slice(0, 5)).toEqual(["Career", "8 seasons, 1970–1978", "397", "258", "57"]);
    // A goalie has skater rows too; his goaltending comes first.
    const tables = screen
      .getAllByRole("table")
      .map((table) => table.getAttribute("aria-label") ?? table.querySelector("caption")?.textContent);
    expect(tables).toEqual([name, "Ken Dryden's skating, season by season"]);
    expect(screen.queryByRole("table", { name: /batting/ })).toBeNull();
    expect(screen.getByRole("region", { name: /^All-Star years/ })).toHaveTextContent(
      "We hold no All-Star selections of the National Hockey League.",
    );
  });

  it("loads, then fails with Retry, and Retry asks again", async () => {
    let fail = true;
    api.use(
      http.get(DETAIL, () => (fail ? errorResponse() : undefined)),
      ...playerPageHandlers(),
    );
    const { user } = renderApp(sites.mlb, "/players/babe-ruth");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error Loading Player");
    expect(screen.getByRole("heading", { level: 1, name: "Player Details" })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Babe Ruth" })).toBeInTheDocument();
  });

  it("shows a spinner while the player loads, and keeps him when only his seasons fail", async () => {
    api.use(...loadingHandler(DETAIL), ...loadingHandler(SEASONS));
    const view = renderApp(sites.mlb, "/players/babe-ruth");
    expect(await screen.findByRole("status")).toHaveTextContent("Loading the player");
    view.unmount();

    api.use(
      http.get(SEASONS, () => errorResponse()),
      ...playerPageHandlers(),
    );
    renderApp(sites.mlb, "/players/babe-ruth");
    expect(await screen.findByRole("alert")).toHaveTextContent("Error Loading Seasons");
    expect(screen.getByRole("heading", { level: 1, name: "Babe Ruth" })).toBeInTheDocument();
  });

  it("shows a not-found page for an unknown slug, asked for once", async () => {
    const asked = vi.fn();
    api.use(
      http.get("/api/people/players/babe-rut/", () => (asked(), undefined)),
      ...playerPageHandlers(),
    );
    renderApp(sites.mlb, "/players/babe-rut");
    expect(await screen.findByRole("heading", { level: 1, name: "Player Not Found" })).toBeInTheDocument();
    expect(screen.getByText("babe-rut")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to players" })).toHaveAttribute("href", "/players");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("on another sport's site, says whose the player is and links to his site", async () => {
    const seasons = vi.fn();
    api.use(http.get(SEASONS, seasons), ...playerPageHandlers());
    renderApp(sites.nhl, "/players/babe-ruth");
    const link = await screen.findByRole("link", { name: "Open Babe Ruth on Title Ledger MLB" });
    expect(link.getAttribute("href")).toMatch(/^http:\/\/mlb\.localhost(:\d+)?\/players\/babe-ruth$/);
    expect(screen.queryByRole("table")).toBeNull();
    expect(seasons).not.toHaveBeenCalled();
  });

  it("on the hub, links a season and a team across to the MLB site", async () => {
    api.use(...playerPageHandlers());
    renderApp(sites.hub, "/players/babe-ruth");
    const table = await screen.findByRole("table", { name: BATTING });
    expect(within(table).getByRole("link", { name: "1927" }).getAttribute("href")).toMatch(
      /^http:\/\/mlb\.localhost(:\d+)?\/seasons\/mlb-1927$/,
    );
  });
});
