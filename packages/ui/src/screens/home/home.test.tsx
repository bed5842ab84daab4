import { sites, type SiteId } from "@tl/site-config/sites";
import { screen, waitFor, within } from "@testing-library/react";
import { CHAMPIONS_PATH } from "@tl/data/champions";
import { FIGURES_PATH } from "@tl/data/figures";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { homeHandlers } from "@tl/data/recent-champions/mocks";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const cases: [SiteId, string, string][] = [
  // site, headline, View Demo target
  ["hub", "Championship Analytics", "/champions"],
  ["nfl", "Super Bowl Analytics", "/championships/super-bowl"],
  ["nba", "NBA Finals Analytics", "/championships/nba-finals"],
  ["mlb", "World Series Analytics", "/championships/world-series"],
  ["nhl", "Stanley Cup Analytics", "/championships/stanley-cup-final"],
  ["cfb", "College Football Analytics", "/championships/college-football-national-championship"],
  ["cbb", "March Madness Analytics", "/championships/ncaa-mens-basketball-tournament"],
  ["cbs", "College World Series Analytics", "/championships/mens-college-world-series"],
  ["chk", "Frozen Four Analytics", "/championships/frozen-four"],
];

const api = setupMockApi();
beforeEach(() => {
  api.use(...homeHandlers());
});

const bodyRows = async () =>
  (await within(await screen.findByRole("table")).findAllByRole("row")).slice(1).filter((row) => !row.hasAttribute("aria-hidden"));

async function recentRows() {
  await waitFor(async () => {
    expect(await bodyRows()).not.toHaveLength(0);
  });
  return bodyRows();
}

describe("Home", () => {
  it.each(cases)("%s: headline '%s', its description and its demo", async (id, headline, demo) => {
    renderApp(sites[id]);
    expect(await screen.findByRole("heading", { level: 1, name: headline })).toBeInTheDocument();
    expect(screen.getByText(sites[id].description)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Explore Data" })).toHaveAttribute("href", "/championships");
    expect(screen.getByRole("link", { name: "View Demo" })).toHaveAttribute("href", demo);
  });

  it.each([
    // site, rows (a sport site asks for five; the fixtures hold fewer for some), first row as the table reads
    ["nfl", 3, "2024Philadelphia EaglesSuper Bowl40–22Kansas City ChiefsNFL"],
    ["nhl", 2, "2024-25Florida PanthersStanley Cup Final4–2 seriesEdmonton OilersNHL"],
    ["mlb", 5, "2024Los Angeles DodgersWorld Series4–1 seriesNew York YankeesMLB"],
  ] as const)("%s: the title's last seasons from the API, labelled as every screen labels them", async (id, count, first) => {
    renderApp(sites[id]);
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Season", "Team", "Championship", "Score", "Opponent", "League"]);
    const rows = await recentRows();
    expect(rows).toHaveLength(count);
    expect(rows[0]).toHaveTextContent(first);
  });

  it("labels a title of a two-year season by both years: the Rangers' 1993-94 Stanley Cup", async () => {
    renderApp(sites.nhl);
    const rangers = (await recentRows()).find((row) => row.textContent.includes("New York Rangers"));
    expect(rangers).toHaveTextContent(/^1993-94New York Rangers/);
  });

  it("shows the hub the latest champion of every title, newest season first", async () => {
    renderApp(sites.hub);
    const rows = await recentRows();
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "LSU Tigers",
      "Ohio State Buckeyes",
      "Western Michigan Broncos",
      "Oklahoma City Thunder",
      "Florida Gators",
      "Florida Panthers",
      "Philadelphia Eagles",
      "Los Angeles Dodgers",
    ]);
    expect(rows[0]).toHaveTextContent("2025LSU TigersMen's College World Series");
  });

  it.each([
    ["hub", ["8", "416", "94,659", "Nov 25, 2026"], ["794", "694", "15,748", "29,213"]],
    ["nhl", ["1", "44", "20,982", "Nov 25, 2026"], ["110", "106", "34", "7,856"]],
  ] as const)("%s: figures counted from the database, not the spec's marketing numbers", async (id, headline, strip) => {
    renderApp(sites[id]);
    const figures = await screen.findByRole("region", { name: "Headline figures" });
    await waitFor(() => {
      expect(figures).toHaveAttribute("aria-busy", "false");
    });
    const values = (region: HTMLElement) =>
      within(region)
        .getAllByRole("definition")
        .map((cell) => cell.textContent);
    expect(values(figures)).toEqual(headline);
    expect(
      within(figures)
        .getAllByRole("term")
        .map((cell) => cell.textContent),
    ).toEqual(["Championships", "Teams Tracked", "Data Points", "Data Updated"]);
    const statistics = screen.getByRole("region", { name: "Statistics" });
    expect(values(statistics)).toEqual(strip);
    expect(
      within(statistics)
        .getAllByRole("term")
        .map((cell) => cell.textContent),
    ).toEqual(["Seasons of History", "Titles Awarded", "Games", "People"]);
    for (const invented of ["847", "1,234", "2.5M", "24/7", "150+", "500+", "1M+"]) expect(screen.queryByText(invented)).toBeNull();
  });

  it("says so when the API cannot be reached: figures read N/A, the table offers Retry", async () => {
    api.use(
      http.get(FIGURES_PATH, () => HttpResponse.json({ detail: "Down for maintenance." }, { status: 503 })),
      http.get(CHAMPIONS_PATH, () => HttpResponse.json({ detail: "Down for maintenance." }, { status: 503 })),
    );
    const { user } = renderApp(sites.nfl);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error Loading Champions");
    expect(await screen.findByText("The figures could not be loaded just now.")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Headline figures" })).getAllByText("N/A")).toHaveLength(4);
    api.use(...homeHandlers());
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect((await recentRows())[0]).toHaveTextContent("Philadelphia Eagles");
  });

  it("has three feature cards whose learn-more links go to analytics, data quality and features", async () => {
    renderApp(sites.cbb);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByRole("heading", { level: 3, name: "Advanced Analytics" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Learn more about advanced analytics/ })).toHaveAttribute("href", "/analytics");
    expect(screen.getByRole("link", { name: /Learn more about optimized for accuracy/ })).toHaveAttribute("href", "/data-quality");
    expect(screen.getByRole("link", { name: /Learn more about built to scale/ })).toHaveAttribute("href", "/features");
    expect(screen.getByRole("link", { name: "View all champions" })).toHaveAttribute("href", "/champions");
  });

  it("'Schedule a Demo' writes an email naming the site and confirms with a toast", async () => {
    const { user } = renderApp(sites.chk);
    const cta = await screen.findByRole("link", { name: "Schedule a Demo" });
    expect(cta).toHaveAttribute("href", "mailto:demo@titleledger.com?subject=Demo%20request%3A%20Title%20Ledger%20College%20Hockey");
    cta.addEventListener("click", (event) => {
      event.preventDefault();
    });
    await user.click(cta);
    expect(await screen.findByRole("status")).toHaveTextContent("Opening your email app to write to demo@titleledger.com");
  });
});

describe("Home: recent champions link to their pages (issue #16)", () => {
  it("on the hub, the champion and the season across to the championship's site", async () => {
    renderApp(sites.hub);
    const eagles = (await recentRows()).find((row) => row.textContent.includes("Philadelphia Eagles"));
    if (!eagles) throw new Error("no Eagles row");
    expect(within(eagles).getByRole("link", { name: "Philadelphia Eagles" })).toHaveAttribute(
      "href",
      "http://nfl.localhost:3000/teams/philadelphia-eagles",
    );
    expect(within(eagles).getByRole("link", { name: "2024" })).toHaveAttribute("href", "http://nfl.localhost:3000/seasons/nfl-2024");
  });

  it("on the championship's own site, in-site", async () => {
    renderApp(sites.nhl);
    const rangers = (await recentRows()).find((row) => row.textContent.includes("New York Rangers"));
    if (!rangers) throw new Error("no Rangers row");
    expect(within(rangers).getByRole("link", { name: "New York Rangers" })).toHaveAttribute("href", "/teams/new-york-rangers");
    expect(within(rangers).getByRole("link", { name: "1993-94" })).toHaveAttribute("href", "/seasons/nhl-1993-94");
  });
});
