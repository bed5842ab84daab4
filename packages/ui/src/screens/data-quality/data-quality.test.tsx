import { sites } from "@tl/site-config/sites";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { curatedSource, hockeyDatabankSource, mockMetaApi, SOURCE_ROWS } from "@tl/data/meta/mocks";
import { DATA_ATTRIBUTIONS, RETROSHEET_NOTICE } from "../../layout/attributions";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();

const heading = () => screen.findByRole("heading", { level: 1, name: "Data Quality" });
const sourceCard = (name: string) => screen.findByRole("article", { name });
const section = (name: string) => screen.getByRole("region", { name });

describe("Data Quality states", { timeout: 15_000 }, () => {
  it("shows the heading, spinners while loading, and the champion rules at once", async () => {
    api.use(
      http.get("/api/meta/sources/", () => delay("infinite")),
      http.get("/api/meta/coverage/", () => delay("infinite")),
    );
    renderApp(sites.hub, "/data-quality");
    expect(await heading()).toBeInTheDocument();
    expect(within(section("Data Sources")).getByRole("status")).toHaveTextContent("Loading data sources…");
    expect(within(section("Coverage by League")).getByRole("status")).toHaveTextContent("Loading coverage…");
    expect(section("How champions are chosen")).toBeInTheDocument();
  });

  it("shows 'Error Loading Data Sources' with the message; Retry fetches again and shows the sources", async () => {
    const { handlers } = mockMetaApi();
    let fail = true;
    api.use(
      http.get("/api/meta/sources/", () =>
        fail ? HttpResponse.json({ detail: "Database unavailable." }, { status: 503, statusText: "Service Unavailable" }) : undefined,
      ),
      ...handlers,
    );
    const { user } = renderApp(sites.hub, "/data-quality");
    const alert = await within(await screen.findByRole("region", { name: "Data Sources" })).findByRole("alert");
    expect(await heading()).toBeInTheDocument();
    expect(within(alert).getByRole("heading", { name: "Error Loading Data Sources" })).toBeInTheDocument();
    expect(alert).toHaveTextContent("The API answered 503 Service Unavailable for /api/meta/sources/?page_size=500: Database unavailable.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await sourceCard("Lahman Baseball Database")).toBeInTheDocument();
    expect(within(section("Data Sources")).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows an empty state when there are no sources", async () => {
    const { handlers } = mockMetaApi([]);
    api.use(...handlers);
    renderApp(sites.hub, "/data-quality");
    expect(await screen.findByRole("heading", { name: "No Data Sources Found" })).toBeInTheDocument();
    expect(await heading()).toBeInTheDocument();
  });

  it("shows 'Error Loading Coverage' with Retry when only coverage fails", async () => {
    const { handlers } = mockMetaApi();
    api.use(
      http.get("/api/meta/coverage/", () =>
        HttpResponse.json({ level__slug: ["Enter a valid slug."] }, { status: 400, statusText: "Bad Request" }),
      ),
      ...handlers,
    );
    renderApp(sites.hub, "/data-quality");
    const alert = await within(await screen.findByRole("region", { name: "Coverage by League" })).findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Error Loading Coverage" })).toBeInTheDocument();
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(await sourceCard("Hockey Databank")).toBeInTheDocument();
  });
});

describe("Data Quality results", { timeout: 15_000 }, () => {
  it("lists every source from one call", async () => {
    const { handlers, calls } = mockMetaApi();
    api.use(...handlers);
    renderApp(sites.nfl, "/data-quality");
    await sourceCard("Lahman Baseball Database");
    const names = within(section("Data Sources"))
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(SOURCE_ROWS.map((source) => source.name));
    expect(calls).toContain("/api/meta/sources/?page_size=500");
  });

  it("shows a source's licence with its link, the attribution in full, coverage, rows and the last import", async () => {
    const { handlers } = mockMetaApi();
    api.use(...handlers);
    renderApp(sites.hub, "/data-quality");
    const lahman = await sourceCard("Lahman Baseball Database");
    expect(within(lahman).getByRole("link", { name: /CC BY-SA 3.0/ })).toHaveAttribute(
      "href",
      "https://creativecommons.org/licenses/by-sa/3.0/",
    );
    expect(within(lahman).getByRole("link", { name: /Source website/ })).toHaveAttribute("href", "https://sabr.org/lahman-database/");
    expect(lahman).toHaveTextContent(
      "This database is copyright 1996-2024 by Sean Lahman. This work is licensed under a Creative Commons Attribution-ShareAlike 3.0 Unported License.",
    );
    expect(within(lahman).getByRole("list", { name: "Coverage of Lahman Baseball Database" })).toHaveTextContent("MLB 1871–2023");
    expect(lahman).toHaveTextContent("Rows loaded319,349");
    expect(lahman).toHaveTextContent("Rows rejected514");
    const local = new Date("2026-11-22T01:17:56.183Z").toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
    expect(lahman).toHaveTextContent(`Last import${local}`);
    expect(lahman).toHaveTextContent("513 rejected: AwardsPlayers.csv: duplicate award row (tie or two leagues)");
  });

  it("shows the Hockey Databank's statement in full, a licence without a link, and folds long notes", async () => {
    const { handlers } = mockMetaApi();
    api.use(...handlers);
    const { user } = renderApp(sites.hub, "/data-quality");
    const databank = await sourceCard("Hockey Databank");
    expect(databank).toHaveTextContent(hockeyDatabankSource.attribution);
    expect(databank).toHaveTextContent("LicenceHockey Databank notice (free use with attribution)");
    expect(within(databank).queryByRole("link", { name: /Hockey Databank notice/ })).not.toBeInTheDocument();
    const lines = hockeyDatabankSource.notes.split("\n");
    const more = within(databank).getByText(`Show ${String(lines.length - 3)} more`);
    expect(within(databank).getByText(lines[0] ?? "")).toBeVisible();
    await user.click(more);
    expect(within(databank).getByText(lines.at(-1) ?? "")).toBeVisible();
  });

  it("shows each league the curated facts cover, and 'Not imported yet' for a source never imported", async () => {
    const { handlers } = mockMetaApi([{ ...curatedSource, imported_at: null }]);
    api.use(...handlers);
    renderApp(sites.hub, "/data-quality");
    const curated = await sourceCard("Title Ledger curated championship facts");
    expect(curated).toHaveTextContent("Last importNot imported yet");
    expect(within(curated).queryByRole("link", { name: /Source website/ })).not.toBeInTheDocument();
    const leagues = within(within(curated).getByRole("list", { name: /Coverage of/ }))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(leagues).toEqual([
      "NFL 1966–2024",
      "NBA 1946–2024",
      "MLB 1903–2024",
      "NHL 1917–2024",
      "NCAA FBS Football 1936–2024",
      "NCAA D-I Men's Basketball 1938–2024",
      "NCAA D-I Baseball 1947–2025",
      "NCAA D-I Men's Ice Hockey 1947–2024",
    ]);
  });

  it("asks for coverage with the site's sport and level and shows it with thousands separators", async () => {
    const { handlers, calls } = mockMetaApi();
    api.use(...handlers);
    renderApp(sites.nhl, "/data-quality");
    const table = await screen.findByRole("table");
    expect(calls).toContain("/api/meta/coverage/?sport__slug=hockey&level__slug=professional&page_size=500");
    const rows = within(table).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "LeagueSportLevelSeasonsChampionsTeamsGamesPlayersCoaches",
      "National Hockey League (NHL)HockeyProfessional1917–2026" + "106" + "44" + "0" + "7,737" + "364",
    ]);
    expect(section("Coverage by League")).toHaveTextContent("How much of each professional hockey league the database holds.");
  });

  it("on the hub covers every league", async () => {
    const { handlers, calls } = mockMetaApi();
    api.use(...handlers);
    renderApp(sites.hub, "/data-quality");
    const table = await screen.findByRole("table");
    expect(calls).toContain("/api/meta/coverage/?page_size=500");
    expect(within(table).getAllByRole("row")).toHaveLength(9);
    const headers = within(table)
      .getAllByRole("rowheader")
      .map((header) => header.textContent);
    // The abbreviation is left out where the name already holds it.
    expect(headers).toEqual([
      "Major League Baseball (MLB)",
      "NCAA Division I Baseball",
      "National Basketball Association (NBA)",
      "NCAA Division I Men's Basketball",
      "National Football League (NFL)",
      "NCAA Division I Football Bowl Subdivision (FBS)",
      "National Hockey League (NHL)",
      "NCAA Division I Men's Ice Hockey",
    ]);
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent(
      "Major League Baseball (MLB)BaseballProfessional1871–2026120120020,730753",
    );
  });

  it("sorts the coverage by a count, as numbers, largest first on a second press, and downloads it as shown", async () => {
    const { handlers } = mockMetaApi();
    api.use(...handlers);
    const saved: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved.push(blob as Blob);
      return "blob:coverage";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const { user } = renderApp(sites.hub, "/data-quality");
    const table = await screen.findByRole("table");
    const players = within(table).getByRole("button", { name: /^Players/ });
    await user.click(players);
    await user.click(players);
    expect(within(table).getByRole("columnheader", { name: /^Players/ })).toHaveAttribute("aria-sort", "descending");
    const counts = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => Number((row.querySelectorAll("td")[6]?.textContent ?? "").replaceAll(",", "")));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(within(table).getAllByRole("rowheader")[0]).toHaveTextContent("Major League Baseball (MLB)");
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    const lines = (await saved[0]?.text())?.split("\r\n") ?? [];
    expect(lines[0]).toBe("League,Sport,Level,Seasons,Champions,Teams,Games,Players,Coaches");
    expect(lines[1]).toBe("Major League Baseball (MLB),Baseball,Professional,1871–2026,120,120,0,20730,753");
    vi.restoreAllMocks();
  });

  it("states how champions are chosen", async () => {
    const { handlers } = mockMetaApi();
    api.use(...handlers);
    renderApp(sites.cfb, "/data-quality");
    await heading();
    const rules = section("How champions are chosen");
    expect(rules).toHaveTextContent(
      "its champion is the AP poll champion from 1936 to 1997, the BCS champion (the winner of the BCS National Championship Game) from 1998 to 2013, and the College Football Playoff champion from the 2014 season.",
    );
    expect(rules).toHaveTextContent("Curated facts are the source of truth.");
    expect(rules).toHaveTextContent("recorded as a named exception with its reason");
  });

  it("is reached from the Home feature card", async () => {
    const { handlers } = mockMetaApi();
    api.use(...handlers);
    const { user } = renderApp(sites.hub, "/");
    await user.click(await screen.findByRole("link", { name: /Learn more about optimized for accuracy/ }));
    expect(await heading()).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getAllByRole("article").length).toBe(SOURCE_ROWS.length);
    });
  });

  it("shows every source's required notice word for word on any site, Retrosheet's and SABR's Lahman notice among them", async () => {
    const { handlers } = mockMetaApi();
    api.use(...handlers);
    renderApp(sites.nhl, "/data-quality");
    await heading();
    const notices = section("Required notices");
    for (const credit of DATA_ATTRIBUTIONS) expect(within(notices).getByText(credit.text)).toBeInTheDocument();
    expect(within(notices).getByText(RETROSHEET_NOTICE)).toBeInTheDocument();
    expect(notices).toHaveTextContent("This database is copyright 1996-2025 by SABR, via a generous donation from Sean Lahman.");
    expect(notices).toHaveTextContent("Copyright (c) 2021 Lee Sharpe, Sebastian Carl");
  });
});
