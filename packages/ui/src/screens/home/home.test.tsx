import { sites, type SiteId } from "@tl/site-config/sites";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";

const cases: [SiteId, string, string, string][] = [
  // site, headline, View Demo target, first recent champion
  ["hub", "Championship Analytics", "/champions", "Philadelphia Eagles"],
  ["nfl", "Super Bowl Analytics", "/championships/super-bowl", "Philadelphia Eagles"],
  ["nba", "NBA Finals Analytics", "/championships/nba-finals", "Oklahoma City Thunder"],
  ["mlb", "World Series Analytics", "/championships/world-series", "Los Angeles Dodgers"],
  ["nhl", "Stanley Cup Analytics", "/championships/stanley-cup-final", "Florida Panthers"],
  ["cfb", "College Football Analytics", "/championships/college-football-national-championship", "Ohio State"],
  ["cbb", "March Madness Analytics", "/championships/ncaa-mens-basketball-tournament", "Florida"],
  ["cbs", "College World Series Analytics", "/championships/mens-college-world-series", "LSU"],
  ["chk", "Frozen Four Analytics", "/championships/frozen-four", "Western Michigan"],
];

describe("Home", () => {
  it.each(cases)("%s: headline '%s', its description and its demo", async (id, headline, demo) => {
    renderApp(sites[id]);
    expect(await screen.findByRole("heading", { level: 1, name: headline })).toBeInTheDocument();
    expect(screen.getByText(sites[id].description)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Explore Data" })).toHaveAttribute("href", "/championships");
    expect(screen.getByRole("link", { name: "View Demo" })).toHaveAttribute("href", demo);
  });

  it.each(cases)("%s: recent champions table starts with %s", async (id, _headline, _demo, first) => {
    renderApp(sites[id]);
    const table = await screen.findByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Year", "Team", "Championship", "Score", "Opponent", "League"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(id === "hub" ? 8 : 5);
    expect(within(rows[0] as HTMLElement).getByRole("rowheader")).toHaveTextContent(first);
  });

  it("shows true results: Super Bowl LVIII went to overtime, the 2025 Stanley Cup Final took six games", async () => {
    const { unmount } = renderApp(sites.nfl);
    const lviii = (await screen.findByText("Super Bowl LVIII")).closest("tr") as HTMLElement;
    expect(lviii).toHaveTextContent("2024Kansas City ChiefsSuper Bowl LVIII25–22 (OT)San Francisco 49ersNFL");
    unmount();
    renderApp(sites.nhl);
    const row = (await screen.findAllByRole("row"))[1] as HTMLElement;
    expect(row).toHaveTextContent("2025Florida PanthersStanley Cup Final4–2 seriesEdmonton OilersNHL");
  });

  it("shows the hub the latest champion of every title, newest first", async () => {
    renderApp(sites.hub);
    const rows = (await screen.findAllByRole("row")).slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "Philadelphia Eagles",
      "Oklahoma City Thunder",
      "Florida Panthers",
      "Ohio State",
      "Florida",
      "LSU",
      "Western Michigan",
      "Los Angeles Dodgers",
    ]);
  });

  it("shows the static figures and statistics strip of the spec", async () => {
    renderApp(sites.mlb);
    const figures = await screen.findByRole("region", { name: "Headline figures" });
    for (const text of ["150+", "500+", "1M+", "24/7", "Teams Tracked", "Live Updates"]) {
      expect(within(figures).getByText(text)).toBeInTheDocument();
    }
    const strip = screen.getByRole("region", { name: "Statistics" });
    for (const text of ["847", "1,234", "2.5M", "24/7"]) {
      expect(within(strip).getByText(text)).toBeInTheDocument();
    }
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
