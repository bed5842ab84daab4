import { sites } from "@tl/site-config/sites";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, http } from "msw";
import { describe, expect, it } from "vitest";
import { SEASONS_PATH } from "@tl/data/seasons";
import { apiSeasons, mlb2023, nfl2024, seasonsHandler, someSeasons } from "@tl/data/seasons/mocks";
import { errorHandler } from "@tl/data/shared/mocks";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();

const names = apiSeasons.map((season) => season.name);

/** The seasons on the cards, in order: the longest fixture name each card's text holds. */
function shownSeasons(): string[] {
  const list = screen.queryByRole("list", { name: "Seasons" });
  if (!list) return [];
  // Plain DOM: role queries over a hundred cards are slow.
  return [...list.querySelectorAll(":scope > li")].map(
    (item) => names.filter((name) => item.textContent.includes(name)).sort((a, b) => b.length - a.length)[0] ?? "?",
  );
}

async function expectSeasons(expected: string[]) {
  await waitFor(() => {
    expect(shownSeasons()).toEqual(expected);
  });
}

/** A counter reads "label value" exactly. */
function expectTile(label: string, value: string) {
  const term = within(screen.getByLabelText("Season counts")).getByText(label);
  expect(term.parentElement?.textContent).toBe(`${label}${value}`);
}

/** By its text: a role query computes the name of every card's button, slow over a hundred cards. */
const loadMore = (noun: string) => screen.getByText(`Load more ${noun}`);
const card = (name: string) => screen.getByRole("button", { name: new RegExp(name) });
const select = (name: string) => screen.getByRole("combobox", { name });

// someSeasons, newest first.
const SOME = [
  "2026 NFL season",
  "2024 NFL season",
  "2023 MLB season",
  "2023-24 NBA season",
  "2015-16 NHL season",
  "2004-05 NHL season",
  "1999 MLB season",
];

// Each test renders the whole app; on a busy machine that takes seconds.
describe("Seasons (spec §2 Seasons)", { timeout: 30_000 }, () => {
  it("shows its heading and a spinner while loading", async () => {
    api.use(
      http.get("/api/championships/seasons/", async () => {
        await delay("infinite");
      }),
    );
    renderApp(sites.hub, "/seasons");
    expect(await screen.findByRole("heading", { level: 1, name: "Seasons" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading seasons…");
  });

  it("shows 'Error Loading Seasons' with the message (not an empty list), and Retry refetches and shows the seasons", async () => {
    api.use(...errorHandler(SEASONS_PATH, { detail: "The database is not reachable." }));
    const { user } = renderApp(sites.mlb, "/seasons");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Error Loading Seasons" })).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      "The API answered 503 Service Unavailable for /api/championships/seasons/?sport__slug=baseball&level__slug=professional&page_size=500: The database is not reachable.",
    );
    expect(screen.queryByText("No Seasons Found")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Seasons" })).toBeInTheDocument();
    api.use(seasonsHandler(someSeasons));
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await expectSeasons(["2023 MLB season", "1999 MLB season"]);
  });

  it("says 'No Seasons Found' when there are none, and that the site holds none", async () => {
    api.use(seasonsHandler([]));
    renderApp(sites.nba, "/seasons");
    expect(await screen.findByRole("heading", { name: "No Seasons Found" })).toBeInTheDocument();
    expect(screen.getByText("We hold no NBA seasons yet.")).toBeInTheDocument();
    expect(screen.queryByText("Try adjusting your search or filters")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Seasons" })).toBeInTheDocument();
  });

  it.each([
    ["the hub", sites.hub, "/api/championships/seasons/?page_size=500"],
    ["the NFL site", sites.nfl, "/api/championships/seasons/?sport__slug=football&level__slug=professional&page_size=500"],
    [
      "the college basketball site",
      sites.cbb,
      "/api/championships/seasons/?sport__slug=basketball&level__slug=ncaa-division-i&page_size=500",
    ],
  ])("on %s asks for every season of the site's sport and level (spec §7)", async (_, site, call) => {
    const calls: string[] = [];
    api.use(seasonsHandler(someSeasons, { calls }));
    renderApp(site, "/seasons");
    await waitFor(() => {
      expect(calls).toEqual([call]);
    });
  });

  it("follows every page, and filtering calls nothing more", async () => {
    const calls: string[] = [];
    api.use(seasonsHandler(someSeasons, { maxPageSize: 3, calls }));
    const { user } = renderApp(sites.hub, "/seasons");
    await expectSeasons(SOME);
    expect(calls).toEqual([
      "/api/championships/seasons/?page_size=500",
      "/api/championships/seasons/?page_size=500&page=2",
      "/api/championships/seasons/?page_size=500&page=3",
    ]);
    await user.selectOptions(select("Sport"), "Hockey");
    await user.selectOptions(select("Status"), "Completed");
    await user.selectOptions(select("Years"), "2010s");
    await user.type(screen.getByRole("searchbox", { name: "Search seasons" }), "penguins");
    await expectSeasons(["2015-16 NHL season"]);
    expect(calls).toHaveLength(3);
  });

  it("shows the counters and each season's card, newest first", async () => {
    // Oldest first: the screen orders by start year; seasons of one year keep the given order.
    api.use(seasonsHandler([...someSeasons].reverse()));
    renderApp(sites.hub, "/seasons");
    await expectSeasons([
      "2026 NFL season",
      "2024 NFL season",
      "2023-24 NBA season",
      "2023 MLB season",
      "2015-16 NHL season",
      "2004-05 NHL season",
      "1999 MLB season",
    ]);
    expectTile("Active", "1");
    expectTile("Completed", "6");
    expectTile("Upcoming", "0");
    expectTile("Sports", "4");
    const mlb = card("2023 MLB season");
    expect(mlb).toHaveTextContent("Baseball");
    expect(mlb).toHaveTextContent("Completed");
    expect(mlb).toHaveTextContent("Major League Baseball • Professional");
    expect(mlb).toHaveTextContent("Champion: Texas Rangers");
    expect(mlb).toHaveTextContent("Teams30Games2,430Duration2023");
    const nfl = card("2024 NFL season");
    expect(nfl).toHaveTextContent("Champion: Philadelphia Eagles");
    expect(nfl).toHaveTextContent("TeamsN/AGamesN/ADuration2024-25");
    const current = card("2026 NFL season");
    expect(current).toHaveTextContent("Active");
    expect(current).toHaveTextContent("Champion: TBD");
    expect(card("2004-05 NHL season")).toHaveTextContent("Champion: none awarded");
  });

  it.each([
    ["season name", "2023", ["2023 MLB season", "2023-24 NBA season"]],
    ["sport", "hockey", ["2015-16 NHL season", "2004-05 NHL season"]],
    ["league", "national basketball", ["2023-24 NBA season"]],
    ["champion's name", "rangers", ["2023 MLB season"]],
    ["champion as the card shows it", "Boston Celtics", ["2023-24 NBA season"]],
  ])("searches by %s", async (_, text, expected) => {
    api.use(seasonsHandler(someSeasons));
    const { user, location } = renderApp(sites.hub, "/seasons");
    await expectSeasons(SOME);
    await user.type(screen.getByRole("searchbox", { name: "Search seasons" }), text);
    await expectSeasons(expected);
    expect(new URLSearchParams(location.search).get("q")).toBe(text);
  });

  it.each([
    ["Active", "active", ["2026 NFL season"]],
    ["Completed", "completed", SOME.slice(1)],
  ])("filters by status %s alone", async (label, value, expected) => {
    api.use(seasonsHandler(someSeasons));
    const { user, location } = renderApp(sites.hub, "/seasons");
    await expectSeasons(SOME);
    expect(
      within(select("Status"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All Seasons", "Active", "Completed", "Upcoming"]);
    await user.selectOptions(select("Status"), label);
    await expectSeasons(expected);
    expect(location.search).toBe(`?status=${value}`);
  });

  it("finds no season for 'Upcoming', which the data never produces (spec §4)", async () => {
    api.use(seasonsHandler(someSeasons));
    const { user } = renderApp(sites.hub, "/seasons");
    await expectSeasons(SOME);
    await user.selectOptions(select("Status"), "Upcoming");
    expect(await screen.findByRole("heading", { name: "No Seasons Found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or filters")).toBeInTheDocument();
  });

  it.each([
    ["2020s", ["2026 NFL season", "2024 NFL season", "2023 MLB season", "2023-24 NBA season"]],
    ["2010s", ["2015-16 NHL season"]],
    ["2000s", ["2004-05 NHL season"]],
    ["1990s", ["1999 MLB season"]],
  ])("filters by the decade %s alone, by start year (spec §5)", async (decade, expected) => {
    api.use(seasonsHandler(someSeasons));
    const { user, location } = renderApp(sites.hub, "/seasons");
    await expectSeasons(SOME);
    // The spec's three, and every other decade the seasons start in (issue #13).
    expect(
      within(select("Years"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All Years", "2020s", "2010s", "2000s", "1990s"]);
    await user.selectOptions(select("Years"), decade);
    await expectSeasons(expected);
    expect(location.search).toBe(`?decade=${decade}`);
  });

  it("filters by sport alone, with the sports of the loaded data", async () => {
    api.use(seasonsHandler(someSeasons));
    const { user, location } = renderApp(sites.hub, "/seasons");
    await expectSeasons(SOME);
    expect(
      within(select("Sport"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All Sports", "Baseball", "Basketball", "Football", "Hockey"]);
    await user.selectOptions(select("Sport"), "Football");
    await expectSeasons(["2026 NFL season", "2024 NFL season"]);
    expect(location.search).toBe("?sport=football");
  });

  it("combines sport, status, decade and search", async () => {
    api.use(seasonsHandler(someSeasons));
    const { user, location } = renderApp(sites.hub, "/seasons");
    await expectSeasons(SOME);
    await user.selectOptions(select("Sport"), "Football");
    await user.selectOptions(select("Years"), "2020s");
    await expectSeasons(["2026 NFL season", "2024 NFL season"]);
    await user.type(screen.getByRole("searchbox", { name: "Search seasons" }), "eagles");
    await expectSeasons(["2024 NFL season"]);
    await user.selectOptions(select("Status"), "Completed");
    await expectSeasons(["2024 NFL season"]);
    await user.selectOptions(select("Status"), "Active");
    expect(await screen.findByRole("heading", { name: "No Seasons Found" })).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(location.search))).toEqual({
      sport: "football",
      status: "active",
      decade: "2020s",
      q: "eagles",
    });
  });

  it("reads its filters back from the URL", async () => {
    api.use(seasonsHandler(someSeasons));
    renderApp(sites.hub, "/seasons?q=rangers&decade=2020s&status=completed&sport=baseball");
    await expectSeasons(["2023 MLB season"]);
    expect(screen.getByRole("searchbox", { name: "Search seasons" })).toHaveValue("rangers");
    expect(select("Sport")).toHaveValue("baseball");
    expect(select("Status")).toHaveValue("completed");
    expect(select("Years")).toHaveValue("2020s");
  });

  it("expands one card at a time, and closes the open one when clicked again", async () => {
    api.use(seasonsHandler(someSeasons));
    const { user } = renderApp(sites.hub, "/seasons");
    await expectSeasons(SOME);
    const mlb = card("2023 MLB season");
    await user.click(mlb);
    expect(mlb).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(mlb.getAttribute("aria-controls") ?? "");
    if (!panel) throw new Error("no panel");
    expect(panel).toHaveTextContent("Start DateMar 30, 2023");
    expect(panel).toHaveTextContent("End DateNov 1, 2023");
    expect(panel).toHaveTextContent("ChampionshipWorld Series");
    expect(panel).toHaveTextContent("Regular Season162 regular season games");
    expect(panel).toHaveTextContent(`Playoffs Format${mlb2023.playoffs_format ?? ""}`);
    // Its page (issue #16) is on the MLB site: from the hub, a link across.
    expect(within(panel).getByRole("link", { name: "2023 MLB season" })).toHaveAttribute(
      "href",
      "http://mlb.localhost:3000/seasons/mlb-2023",
    );

    const nfl = card(nfl2024.name);
    await user.click(nfl);
    await waitFor(() => {
      expect(mlb).toHaveAttribute("aria-expanded", "false");
    });
    expect(screen.queryByText("162 regular season games")).not.toBeInTheDocument();
    const nflPanel = document.getElementById(nfl.getAttribute("aria-controls") ?? "");
    expect(nflPanel).toHaveTextContent("Start DateN/AEnd DateN/AChampionshipSuper BowlRegular SeasonN/APlayoffs FormatN/A");

    await user.click(nfl);
    expect(nfl).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => {
      // Within the list: the header may name the Super Bowl too (the site switcher).
      expect(within(screen.getByRole("list", { name: "Seasons" })).queryByText("Super Bowl")).not.toBeInTheDocument();
    });
  });

  it("links an open card to its season's page, in-site on the season's own site", async () => {
    api.use(seasonsHandler(someSeasons));
    const { user } = renderApp(sites.mlb, "/seasons");
    await waitFor(() => {
      expect(shownSeasons()).toEqual(["2023 MLB season", "1999 MLB season"]);
    });
    await user.click(card("1999 MLB season"));
    expect(await screen.findByRole("link", { name: "1999 MLB season" })).toHaveAttribute("href", "/seasons/mlb-1999");
  });

  it("shows 48 seasons at first and more on request", async () => {
    api.use(seasonsHandler(apiSeasons));
    const { user } = renderApp(sites.hub, "/seasons");
    await waitFor(() => {
      expect(shownSeasons()).toHaveLength(48);
    });
    expect(shownSeasons()[0]).toBe("2026 MLB season");
    expect(screen.getByText(`Showing 48 of ${String(apiSeasons.length)} seasons`)).toBeInTheDocument();
    await user.click(loadMore("seasons"));
    await waitFor(() => {
      expect(shownSeasons()).toHaveLength(96);
    });
    await user.click(loadMore("seasons"));
    await waitFor(() => {
      expect(shownSeasons()).toHaveLength(apiSeasons.length);
    });
    expect(screen.queryByText("Load more seasons")).not.toBeInTheDocument();
  });
});

describe("Seasons: every decade held is reachable (issue #13)", { timeout: 30_000 }, () => {
  it("lists every decade of the seasons back to the oldest, and filters by one", async () => {
    api.use(seasonsHandler(apiSeasons));
    const { user, location } = renderApp(sites.hub, "/seasons");
    await waitFor(() => {
      expect(shownSeasons().length).toBeGreaterThan(0);
    });
    const decades = within(select("Years"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    const oldest = Math.min(...apiSeasons.map((season) => season.start_year));
    expect(decades.at(-1)).toBe(`${String(Math.floor(oldest / 10) * 10)}s`);
    expect(decades.slice(0, 4)).toEqual(["All Years", "2020s", "2010s", "2000s"]);
    await user.selectOptions(select("Years"), "1920s");
    const twenties = apiSeasons.filter((season) => season.start_year >= 1920 && season.start_year <= 1929).map((season) => season.name);
    expect(twenties.length).toBeGreaterThan(0);
    await expectSeasons(twenties);
    expect(location.search).toBe("?decade=1920s");
  });
});
