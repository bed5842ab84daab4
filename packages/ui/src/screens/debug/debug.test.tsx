import { sites } from "@tl/site-config/sites";
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();

const nflTeams = {
  count: 32,
  next: "/api/teams/teams/?page=2",
  previous: null,
  results: [
    { id: 1, name: "Arizona Cardinals", sport_name: "Football" },
    { id: 2, name: "Atlanta Falcons", sport_name: "Football" },
    { id: 3, name: "Baltimore Ravens", sport_name: "Football" },
    { id: 4, name: "Buffalo Bills", sport_name: "Football" },
  ],
};

const section = (name: string) => screen.getByRole("region", { name });

describe("Debug", () => {
  it("shows the host, the site and its flags", async () => {
    api.use(http.get("/api/teams/teams/", () => HttpResponse.json(nflTeams)));
    renderApp(sites.nfl, "/debug");
    await screen.findByRole("heading", { level: 1, name: "Debug" });
    expect(within(section("Host")).getByText("localhost")).toBeInTheDocument();
    const site = section("Site");
    expect(within(site).getByText("Title Ledger NFL")).toBeInTheDocument();
    expect(within(site).getByText("Football")).toBeInTheDocument();
    expect(within(site).getByText("Professional")).toBeInTheDocument();
    const theme = section("Theme colours");
    for (const hex of [sites.nfl.theme.primary[600], sites.nfl.theme.secondary[600], sites.nfl.theme.accent[600]]) {
      expect(within(theme).getByText(hex)).toBeInTheDocument();
    }
  });

  it("on the hub says All Sports, All Levels and main site", async () => {
    api.use(http.get("/api/teams/teams/", () => HttpResponse.json({ count: 0, results: [] })));
    renderApp(sites.hub, "/debug");
    const site = await screen.findByRole("region", { name: "Site" });
    expect(within(site).getByText("All Sports")).toBeInTheDocument();
    expect(within(site).getByText("All Levels")).toBeInTheDocument();
    expect(site).toHaveTextContent("Main siteYes");
    expect(site).toHaveTextContent("Sport-specificNo");
    expect(await within(section("API test")).findByText("0 teams")).toBeInTheDocument();
    expect(section("API test")).toHaveTextContent("None (all sports and levels)");
  });

  it("calls the teams list with the site's filters and shows the count and first 3 teams with their sport", async () => {
    let query = "";
    api.use(
      http.get("/api/teams/teams/", ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json(nflTeams);
      }),
    );
    renderApp(sites.nfl, "/debug");
    const test = await screen.findByRole("region", { name: "API test" });
    expect(await within(test).findByText("32 teams")).toBeInTheDocument();
    expect(query).toBe("?sport__slug=football&level__slug=professional");
    expect(test).toHaveTextContent("sport__slug=football, level__slug=professional");
    const listed = within(test)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(listed).toEqual(["Arizona Cardinals (Football)", "Atlanta Falcons (Football)", "Baltimore Ravens (Football)"]);
  });

  it("shows the error text when the call fails", async () => {
    api.use(http.get("/api/teams/teams/", () => HttpResponse.json({ detail: "Not found." }, { status: 404, statusText: "Not Found" })));
    renderApp(sites.cbs, "/debug");
    const test = await screen.findByRole("region", { name: "API test" });
    expect(await within(test).findByRole("alert")).toHaveTextContent(
      "The API answered 404 Not Found for /api/teams/teams/?sport__slug=baseball&level__slug=ncaa-division-i: Not found.",
    );
  });

  it("links to the parent site and the four professional sites on their local hosts, keeping the visitor's port", async () => {
    expect(window.location.host).toBe("localhost:3000");
    api.use(http.get("/api/teams/teams/", () => HttpResponse.json(nflTeams)));
    renderApp(sites.chk, "/debug");
    const links = within(await screen.findByRole("region", { name: "Sites" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Parent site (Title Ledger)", "http://localhost:3000/"],
      ["NFL site", "http://nfl.localhost:3000/"],
      ["NBA site", "http://nba.localhost:3000/"],
      ["MLB site", "http://mlb.localhost:3000/"],
      ["NHL site", "http://nhl.localhost:3000/"],
    ]);
  });
});
