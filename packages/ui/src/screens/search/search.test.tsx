import { searchHandler } from "@tl/data/search/mocks";
import { errorHandler, loadingHandler } from "@tl/data/shared/mocks";
import { sites } from "@tl/site-config/sites";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const server = setupMockApi();

describe("search results page (issue #17)", () => {
  it("groups the hub's results by kind with their counts, names leading across to their sites, and more in the lists", async () => {
    const calls: string[] = [];
    server.use(searchHandler({ calls }));
    renderApp(sites.hub, "/search?q=roy");
    expect(await screen.findByRole("heading", { level: 1, name: "Results for “roy”" })).toBeInTheDocument();
    const players = await screen.findByRole("region", { name: /^Players\s*7 matches$/ });
    expect(calls).toEqual(["/api/search/?q=roy&limit=20"]);
    expect(within(players).getByRole("link", { name: "Patrick Roy" })).toHaveAttribute(
      "href",
      "http://nhl.localhost:3000/players/patrick-roy",
    );
    expect(within(players).getByRole("link", { name: "Roy Campanella" })).toHaveAttribute(
      "href",
      "http://mlb.localhost:3000/players/roy-campanella",
    );
    expect(within(players).getByText("Goalie · 1984-85 to 2002-03 · NHL")).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe("Search: roy · Title Ledger");
    });
    expect(document.querySelector("meta[name='description']")).toHaveAttribute(
      "content",
      "Teams, players, coaches, championships and seasons of every sport matching “roy”.",
    );
  });

  it("on a sport site asks within its scope and links on to the list searched the same way where there are more", async () => {
    const calls: string[] = [];
    server.use(searchHandler({ calls }));
    renderApp(sites.mlb, "/search?q=roy");
    const players = await screen.findByRole("region", { name: /^Players\s*4 matches$/ });
    expect(calls).toEqual(["/api/search/?sport__slug=baseball&level__slug=professional&q=roy&limit=20"]);
    expect(within(players).getByRole("link", { name: "Roy Campanella" })).toHaveAttribute("href", "/players/roy-campanella");
    expect(within(players).queryByRole("link", { name: /All .* in Players/ })).toBeNull();
  });

  it("links to the list, searched the same way, when a group holds more than it shows", async () => {
    // The API's count for "roy" on the hub: 603 players, of which the page shows the first.
    server.use(searchHandler({ totals: { player: 603 } }));
    const { user, location } = renderApp(sites.nhl, "/search?q=roy");
    const players = await screen.findByRole("region", { name: /^Players\s*603 matches$/ });
    expect(within(players).getByRole("link", { name: "All 603 matches in Players" })).toHaveAttribute("href", "/players?q=roy");
    await user.click(within(players).getByRole("link", { name: "Derek Roy" }));
    await waitFor(() => {
      expect(location.pathname).toBe("/players/derek-roy");
    });
  });

  it.each([
    ["loading", () => loadingHandler("/api/search/"), () => screen.findByText("Searching…")],
    ["no results", () => [searchHandler()], () => screen.findByRole("heading", { name: "No Results Found" })],
  ])("shows the %s state", async (_, handlers, find) => {
    server.use(...handlers());
    renderApp(sites.nhl, "/search?q=zzzz");
    expect(await find()).toBeInTheDocument();
  });

  it("shows a failure with Retry", async () => {
    server.use(...errorHandler("/api/search/"));
    const { user } = renderApp(sites.nhl, "/search?q=roy");
    expect(await screen.findByRole("heading", { name: "Error Loading Search Results" })).toBeInTheDocument();
    server.use(searchHandler());
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("link", { name: "Patrick Roy" })).toBeInTheDocument();
  });

  it("asks for a query when there is none, and the page's field searches again", async () => {
    server.use(searchHandler());
    const { user, location } = renderApp(sites.mlb, "/search");
    expect(await screen.findByRole("heading", { name: "Search the site" })).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search the site" }), "babe rut{Enter}");
    expect(await screen.findByRole("link", { name: "Babe Ruth" })).toHaveAttribute("href", "/players/babe-ruth");
    expect(location.search).toBe("?q=babe+rut");
  });
});
