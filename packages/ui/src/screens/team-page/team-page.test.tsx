import { sites } from "@tl/site-config/sites";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { errorResponse, loadingHandler } from "@tl/data/shared/mocks";
import { franchiseHandlers } from "@tl/data/teams/mocks";
import { http } from "msw";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";
import { franchiseMeta } from "./parts/page-meta-text";
import { normaliseTeamPage } from "@tl/data/teams";
import { maroonsDetail, rangersDetail } from "@tl/data/teams/mocks";

const api = setupMockApi();
const DETAIL = "/api/teams/teams/new-york-rangers/";
const SEASONS = "/api/teams/teams/new-york-rangers/seasons/";
const TABLE = "Every season of the New York Rangers, newest first";

/** The table's body rows, each as its cells' text. */
function tableRows() {
  const [, ...body] = within(screen.getByRole("table", { name: TABLE })).getAllByRole("row");
  return body.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
}

describe("Franchise page (issue #16)", () => {
  it("shows the Rangers: names, titles linking to their history, firsts and bests, every season newest first", async () => {
    api.use(...franchiseHandlers());
    renderApp(sites.nhl, "/teams/new-york-rangers");
    expect(await screen.findByRole("heading", { level: 1, name: "New York Rangers" })).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Names and cities" })).getByRole("listitem")).toHaveTextContent(
      "New York Rangers1926–present",
    );
    const titles = within(screen.getByRole("region", { name: /^Titles/ })).getAllByRole("listitem");
    expect(titles.map((title) => title.textContent)).toEqual([
      "1993-94 NHL seasonStanley Cup Final, 4–3 over Vancouver Canucks",
      "1939-40 NHL seasonStanley Cup Final, 4–2 over Toronto Maple Leafs",
      "1932-33 NHL seasonStanley Cup Final, 3–1 over Toronto Maple Leafs",
      "1927-28 NHL seasonStanley Cup Final, 3–2 over Montreal Maroons",
    ]);
    expect(within(titles[0] as HTMLElement).getByRole("link", { name: "Stanley Cup Final" })).toHaveAttribute(
      "href",
      "/championships/stanley-cup-final",
    );
    expect(within(titles[0] as HTMLElement).getByRole("link", { name: "1993-94 NHL season" })).toHaveAttribute(
      "href",
      "/seasons/nhl-1993-94",
    );
    const firsts = screen.getByRole("region", { name: "Firsts and bests" });
    expect(firsts).toHaveTextContent("First season1926-27 NHL season");
    expect(firsts).toHaveTextContent("Best record48-17-13 (73.9%), 1971-72");
    expect(firsts).toHaveTextContent("Longest title drought53 seasons, 1940-41 to 1992-93");
    expect(firsts).toHaveTextContent("Playoff appearances59");

    await screen.findByRole("table", { name: TABLE });
    expect(tableRows()).toEqual([
      ["2017-18", "NHL", "Metropolitan Division", "34", "39", "0", "9", "46.6%", "8th", "Missed playoffs", "Alain Vigneault"],
      ["2001-02", "NHL", "Atlantic Division", "36", "38", "4", "4", "48.7%", "4th", "Missed playoffs", "Ron Low"],
      ["1993-94", "NHL", "Atlantic Division", "52", "24", "8", "N/A", "68.4%", "1st", "Won Stanley Cup Final", "Mike Keenan"],
      ["1926-27", "NHL", "American Division", "25", "13", "6", "N/A", "65.8%", "1st", "Lost SF", "Lester Patrick"],
    ]);
    // Each season links to its page.
    expect(within(screen.getByRole("table", { name: TABLE })).getByRole("link", { name: "1993-94" })).toHaveAttribute(
      "href",
      "/seasons/nhl-1993-94",
    );
  });

  it("sorts by wins and names the document and its description after the franchise", async () => {
    api.use(...franchiseHandlers());
    const { user } = renderApp(sites.nhl, "/teams/new-york-rangers");
    await screen.findByRole("table", { name: TABLE });
    await user.click(screen.getByRole("button", { name: "W" }));
    expect(tableRows().map((row) => row[3])).toEqual(["25", "34", "36", "52"]);
    expect(screen.getByRole("columnheader", { name: "W" })).toHaveAttribute("aria-sort", "ascending");
    await waitFor(() => {
      expect(document.title).toBe("New York Rangers: seasons, titles and records · Title Ledger NHL");
    });
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "The New York Rangers (National Hockey League): 4 titles, 91 seasons from 1926-27 to 2017-18 with record, finish, playoff result and coach.",
    );
  });

  it("on the hub, a season's and a title's links lead across to the season's page on the NHL site", async () => {
    api.use(...franchiseHandlers());
    renderApp(sites.hub, "/teams/new-york-rangers");
    const table = await screen.findByRole("table", { name: TABLE });
    expect(within(table).getByRole("link", { name: "1993-94" })).toHaveAttribute("href", "http://nhl.localhost:3000/seasons/nhl-1993-94");
    expect(within(screen.getByRole("region", { name: /^Titles/ })).getByRole("link", { name: "1927-28 NHL season" })).toHaveAttribute(
      "href",
      "http://nhl.localhost:3000/seasons/nhl-1927-28",
    );
  });

  it("shows a defunct club with its years and no tie-less columns it lacks", async () => {
    api.use(...franchiseHandlers());
    renderApp(sites.nhl, "/teams/montreal-maroons");
    expect(await screen.findByRole("heading", { level: 1, name: "Montreal Maroons" })).toBeInTheDocument();
    expect(screen.getByText("Defunct")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Names and cities" })).toHaveTextContent("Montreal Maroons1924–1938");
    expect(screen.getByRole("region", { name: "Firsts and bests" })).toHaveTextContent("Last season1937-38 NHL season");
    const table = await screen.findByRole("table", { name: "Every season of the Montreal Maroons, newest first" });
    expect(within(table).queryByRole("columnheader", { name: "OTL" })).toBeNull();
    expect(within(table).getByRole("columnheader", { name: "T" })).toBeInTheDocument();
  });

  it("loads, then fails with Retry, and Retry asks again", async () => {
    let fail = true;
    api.use(
      http.get(DETAIL, () => (fail ? errorResponse() : undefined)),
      ...franchiseHandlers(),
    );
    const { user } = renderApp(sites.nhl, "/teams/new-york-rangers");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error Loading Team");
    expect(screen.getByRole("heading", { level: 1, name: "Team Details" })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 1, name: "New York Rangers" })).toBeInTheDocument();
  });

  it("shows a spinner while the franchise loads", async () => {
    const asked = vi.fn();
    api.use(...loadingHandler(DETAIL, asked), ...loadingHandler(SEASONS));
    renderApp(sites.nhl, "/teams/new-york-rangers");
    expect(await screen.findByRole("heading", { level: 1, name: "Team Details" })).toBeInTheDocument();
    await waitFor(() => {
      expect(asked).toHaveBeenCalled();
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading the team");
  });

  it("keeps the franchise when only its seasons fail", async () => {
    api.use(
      http.get(SEASONS, () => errorResponse()),
      ...franchiseHandlers(),
    );
    renderApp(sites.nhl, "/teams/new-york-rangers");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error Loading Seasons");
    expect(screen.getByRole("heading", { level: 1, name: "New York Rangers" })).toBeInTheDocument();
  });

  it("shows a not-found page for an unknown slug, asked for once", async () => {
    const asked = vi.fn();
    api.use(
      http.get("/api/teams/teams/no-such-team/", () => (asked(), undefined)),
      ...franchiseHandlers(),
    );
    renderApp(sites.nhl, "/teams/no-such-team");
    expect(await screen.findByRole("heading", { level: 1, name: "Team Not Found" })).toBeInTheDocument();
    expect(screen.getByText("no-such-team")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to teams" })).toHaveAttribute("href", "/teams");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("on another sport's site, says whose the franchise is and links to its site", async () => {
    const seasons = vi.fn();
    api.use(http.get(SEASONS, seasons), ...franchiseHandlers());
    renderApp(sites.mlb, "/teams/new-york-rangers");
    const link = await screen.findByRole("link", { name: "Open the New York Rangers on Title Ledger NHL" });
    expect(link.getAttribute("href")).toMatch(/^http:\/\/nhl\.localhost(:\d+)?\/teams\/new-york-rangers$/);
    expect(screen.queryByRole("table")).toBeNull();
    expect(seasons).not.toHaveBeenCalled();
  });
});

describe("franchiseMeta", () => {
  it.each([
    [
      rangersDetail,
      "The New York Rangers (National Hockey League): 4 titles, 91 seasons from 1926-27 to 2017-18 with record, finish, playoff result and coach.",
    ],
    [
      maroonsDetail,
      "The Montreal Maroons (National Hockey League): 2 titles, 14 seasons from 1924-25 to 1937-38 with record, finish, playoff result and coach.",
    ],
    [
      { ...maroonsDetail, championships_won: 1, league_name: null, firsts_and_bests: null },
      "The Montreal Maroons: 1 title, its names, titles and records.",
    ],
  ])("%#", (raw, description) => {
    const franchise = normaliseTeamPage(raw, "x");
    expect(franchiseMeta(franchise)).toEqual({ title: `${franchise.fullName}: seasons, titles and records`, description });
  });
});
