// /analytics (issue #19): six charts of one championship on real recorded answers, each with its
// reading, table, CSV and links; the hub's picker in the URL; a sport site's own championship;
// the loading, error and empty states.
import { ANALYTICS_CHART_PATHS, analyticsHandlers, emptyAnswers, worldSeriesAnswers } from "@tl/data/analytics/mocks";
import { errorHandler } from "@tl/data/shared/mocks";
import { sites } from "@tl/site-config/sites";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();
const TITLES = ["Titles Over Time", "Dynasties", "Droughts", "Parity by Decade", "Finals Series Length", "Titles by State or Province"];
const chart = (name: string) => screen.getByRole("region", { name });

describe("Analytics", { timeout: 20_000 }, () => {
  it("draws the six World Series charts on the MLB site, each read in a sentence", async () => {
    api.use(...analyticsHandlers());
    renderApp(sites.mlb, "/analytics");
    expect(await screen.findByRole("heading", { level: 1, name: "Analytics" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("main"))
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(TITLES);
    expect(
      await within(chart("Titles Over Time")).findByText(/^The New York Yankees lead with 27 of the 121 titles since 1903; 25 franchises/),
    ).toBeInTheDocument();
    expect(within(chart("Dynasties")).getByText(/in 5 seasons, the New York Yankees' 5 titles \(1949–1953\)/)).toBeInTheDocument();
    expect(
      within(chart("Droughts")).getByText(/the Cleveland Guardians have waited longest: 77 seasons since its title in 1948/),
    ).toBeInTheDocument();
    expect(
      within(chart("Finals Series Length")).getByText(/the home side won 19 of the 40 deciding games we hold \(48%\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Championship" })).not.toBeInTheDocument();
  });

  it("links a line to its franchise page and a table's season to its season page, in-site on the MLB site", async () => {
    api.use(...analyticsHandlers());
    const { user } = renderApp(sites.mlb, "/analytics");
    const titles = await screen.findByRole("region", { name: "Titles Over Time" });
    const lines = await within(titles).findByRole("group", { name: /World Series titles per franchise/ });
    expect(within(lines).getByText("Yankees").closest("a")).toHaveAttribute("href", "/teams/new-york-yankees");
    const toggle = within(titles).getByRole("button", { name: /Show table/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const table = within(titles).getByRole("table");
    expect(within(table).getByRole("link", { name: "1903" })).toHaveAttribute("href", "/seasons/mlb-1903");
    expect(within(table).getAllByRole("row")).toHaveLength(worldSeriesAnswers.titles.titles + 1);
    expect(within(titles).getByRole("button", { name: "Download CSV" })).toBeEnabled();
  });

  it("on the hub charts the picked championship, kept in the URL, its links across to the sport's site", async () => {
    const calls: string[] = [];
    api.use(...analyticsHandlers({ calls }));
    const { user, location } = renderApp(sites.hub, "/analytics?championship=world-series");
    await within(await screen.findByRole("region", { name: "Droughts" })).findByText(/Cleveland Guardians/, { selector: "p" });
    const lines = within(chart("Titles Over Time")).getByRole("group", { name: /World Series titles/ });
    expect(within(lines).getByText("Yankees").closest("a")).toHaveAttribute("href", "http://mlb.localhost:3000/teams/new-york-yankees");
    await user.selectOptions(screen.getByRole("combobox", { name: "Championship" }), "Stanley Cup Final");
    expect(location.search).toBe("?championship=stanley-cup-final");
    expect(await within(chart("Titles Over Time")).findByRole("group", { name: /Stanley Cup Final titles/ })).toBeInTheDocument();
    await waitFor(() => {
      expect(calls).toContain("/api/analytics/geography/?championship=stanley-cup-final");
    });
  });

  it("gives the World Series' deciding games their own table and CSV, each game linked to its season and franchises", async () => {
    api.use(...analyticsHandlers());
    const { user } = renderApp(sites.mlb, "/analytics");
    const finals = await screen.findByRole("region", { name: "Finals Series Length" });
    await user.click(await within(finals).findByRole("button", { name: "Show table: World Series deciding games" }));
    const table = within(finals).getByRole("table", { name: "World Series deciding games" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(worldSeriesAnswers.finals.deciders.games.length + 1);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Season", "Date", "Away", "Away score", "Home", "Home score", "Winning side"]);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByRole("rowheader")).toHaveTextContent("1909");
    expect(first.getByRole("link", { name: "1909" })).toHaveAttribute("href", "/seasons/mlb-1909");
    expect(first.getByRole("link", { name: "Pittsburgh Pirates" })).toHaveAttribute("href", "/teams/pittsburgh-pirates");
    expect(rows[1]).toHaveTextContent(/1909Oct 16, 1909Pittsburgh Pirates8Detroit Tigers0Away/);
    expect(within(finals).getAllByRole("button", { name: "Download CSV" })).toHaveLength(2);
    expect(within(finals).getByRole("table", { name: "World Series deciding games" })).toBeVisible();
  });

  it("says the Super Bowl, one game, has no series finals", async () => {
    api.use(...analyticsHandlers());
    renderApp(sites.nfl, "/analytics");
    const finals = await screen.findByRole("region", { name: "Finals Series Length" });
    expect(await within(finals).findByRole("heading", { name: "No Series Finals" })).toBeInTheDocument();
    expect(finals).toHaveTextContent("Its titles are decided by a single game or a poll, not a series.");
  });

  it("shows each chart's empty state", async () => {
    api.use(...analyticsHandlers({ answers: { "super-bowl": emptyAnswers() } }));
    renderApp(sites.nfl, "/analytics");
    for (const title of TITLES.filter((name) => name !== "Finals Series Length"))
      expect(
        await within(await screen.findByRole("region", { name: title })).findByRole("heading", { name: `No ${title} Yet` }),
      ).toBeInTheDocument();
  });

  it("shows each chart's error with Retry", async () => {
    api.use(...errorHandler(ANALYTICS_CHART_PATHS));
    renderApp(sites.mlb, "/analytics");
    const alert = await within(await screen.findByRole("region", { name: "Dynasties" })).findByRole("alert");
    expect(alert).toHaveTextContent("Error Loading Dynasties");
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
