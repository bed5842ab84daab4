import { sites } from "@tl/site-config/sites";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  GAME_PATHS,
  gamesHandlers,
  ravensAtSteelersPostponed,
  recentGames,
  superBowlLixAtHalfTime,
  superBowlLxScheduled,
  superBowlXx,
} from "@tl/data/games/mocks";
import { type CallLog, errorHandler } from "@tl/data/shared/mocks";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();

const heading = () => screen.findByRole("heading", { level: 1, name: "Scores" });
const gameCards = async () => within(await screen.findByRole("list", { name: "Games" })).getAllByRole("listitem");
const counter = (label: string) => {
  const term = within(screen.getByLabelText("Game counters")).getByText(label, { selector: "dt" });
  return term.parentElement?.querySelector("dd")?.textContent;
};
/** The list calls (not the summary) a test saw, in order. */
const listCalls = (calls: CallLog) => calls.filter((call) => !call.startsWith("/api/games/games/summary/"));
const summaryCalls = (calls: CallLog) => calls.filter((call) => call.startsWith("/api/games/games/summary/"));

describe("Scores: states", () => {
  it("shows the heading and a spinner while the games load", async () => {
    api.use(
      http.get("/api/games/games/", () => delay("infinite")),
      http.get("/api/games/games/summary/", () => delay("infinite")),
      http.get("/api/games/games/seasons/", () => delay("infinite")),
    );
    renderApp(sites.hub, "/scores");
    await heading();
    expect(await screen.findByText("Loading games…")).toBeInTheDocument();
    expect(counter("Live")).toBe("…");
  });

  it("shows 'Error Loading Scores' with the message, never 'No Games Found'; Retry fetches again and shows the games", async () => {
    api.use(...errorHandler(GAME_PATHS, { status: 500, detail: "Database unavailable." }));
    const { user } = renderApp(sites.hub, "/scores");
    await heading();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error Loading Scores");
    expect(alert).toHaveTextContent("The API answered 500 Internal Server Error for /api/games/games/?page_size=48: Database unavailable.");
    expect(screen.queryByText("No Games Found")).not.toBeInTheDocument();
    await waitFor(() => {
      expect(counter("Final")).toBe("N/A");
    });

    api.use(...gamesHandlers());
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await gameCards()).toHaveLength(recentGames.length);
    await waitFor(() => {
      expect(counter("Final")).toBe(String(recentGames.length));
    });
  });

  it("shows 'No Games Found' when nothing matches", async () => {
    api.use(...gamesHandlers([]));
    renderApp(sites.hub, "/scores?q=zzz");
    await heading();
    expect(await screen.findByText("No Games Found")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or filters")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show all dates" })).not.toBeInTheDocument();
  });

  it("offers 'Show all dates' when a date window is empty, and it switches to All Dates", async () => {
    const calls: CallLog = [];
    api.use(...gamesHandlers(recentGames, { calls }));
    const { user, location } = renderApp(sites.hub, "/scores?range=today");
    await screen.findByText("No Games Found");
    await user.click(screen.getByRole("button", { name: "Show all dates" }));
    expect(await gameCards()).toHaveLength(recentGames.length);
    expect(location.search).toBe("");
    expect(screen.getByLabelText("Date range")).toHaveValue("all");
    expect(listCalls(calls).at(-1)).toBe("/api/games/games/?page_size=48");
  });
});

describe("Scores: game cards", () => {
  it("shows teams with abbreviations, scores, status badge, trophy, date, round and OT", async () => {
    api.use(...gamesHandlers());
    renderApp(sites.hub, "/scores");
    const [lix, lviii, , , chiefsAtDolphins] = await gameCards();
    if (!lix || !lviii || !chiefsAtDolphins) throw new Error("missing cards");
    expect(lix).toHaveTextContent("Final");
    expect(lix).toHaveTextContent("KCAway: Kansas City Chiefs22");
    expect(lix).toHaveTextContent("PHIHome: Philadelphia Eagles40");
    expect(lix).toHaveTextContent("Feb 9, 2025");
    expect(lix).toHaveTextContent("Super Bowl LIX");
    expect(within(lix).getByRole("img", { name: "Championship game" })).toBeInTheDocument();
    expect(lviii).toHaveTextContent("OT");
    expect(lviii).toHaveTextContent("Super Bowl LVIII");
    expect(chiefsAtDolphins).toHaveTextContent("Dec 13, 2020");
    expect(within(chiefsAtDolphins).queryByRole("img", { name: "Championship game" })).not.toBeInTheDocument();
  });

  it.each([
    ["live", superBowlLixAtHalfTime, "Q2 - 0:00", ["KCAway: Kansas City Chiefs0", "PHIHome: Philadelphia Eagles24"]],
    ["scheduled", superBowlLxScheduled, "6:30 PM ET", ["TBDAway: TBD-", "TBDHome: TBD-"]],
    ["postponed", ravensAtSteelersPostponed, "Postponed", ["BALAway: Baltimore Ravens0", "PITHome: Pittsburgh Steelers0"]],
  ])("a %s game shows its badge text and scores", async (_, game, badge, lines) => {
    api.use(...gamesHandlers([game]));
    renderApp(sites.hub, "/scores");
    const [card] = await gameCards();
    if (!card) throw new Error("no card");
    expect(within(card).getByText(badge)).toBeInTheDocument();
    for (const line of lines) expect(card).toHaveTextContent(line);
  });

  it("expands one card at a time: championship, season, venue; clicking the open one closes it", async () => {
    api.use(...gamesHandlers());
    const { user } = renderApp(sites.hub, "/scores");
    await gameCards();
    const lix = screen.getByRole("button", { name: /Super Bowl LIX/ });
    const lv = screen.getByRole("button", { name: /Super Bowl LV\b/ });
    expect(lix).toHaveAttribute("aria-expanded", "false");

    await user.click(lix);
    expect(lix).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(lix.getAttribute("aria-controls") ?? "");
    if (!panel) throw new Error("no panel");
    expect(panel).toHaveTextContent("ChampionshipSuper Bowl");
    expect(panel).toHaveTextContent("Season2024 NFL season");
    expect(panel).toHaveTextContent("VenueCaesars Superdome, New Orleans");

    await user.click(lv);
    expect(lv).toHaveAttribute("aria-expanded", "true");
    expect(lix).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => {
      expect(screen.queryByText("Caesars Superdome, New Orleans")).not.toBeInTheDocument();
    });
    expect(screen.getByText("Raymond James Stadium, Tampa")).toBeInTheDocument();

    await user.click(lv);
    expect(lv).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => {
      expect(screen.queryByText("Raymond James Stadium, Tampa")).not.toBeInTheDocument();
    });
  });

  it("shows the defaults of a regular-season game: no championship, 'Stadium'", async () => {
    api.use(...gamesHandlers());
    const { user } = renderApp(sites.hub, "/scores");
    await gameCards();
    const game = screen.getByRole("button", { name: /Miami Dolphins/ });
    await user.click(game);
    const panel = document.getElementById(game.getAttribute("aria-controls") ?? "");
    expect(panel).toHaveTextContent("ChampionshipN/ASeason2020 NFL seasonVenueStadium");
  });

  it("pages with Load more: shows how many of how many, then the next page", async () => {
    const calls: CallLog = [];
    api.use(...gamesHandlers(recentGames, { pageSize: 4, calls }));
    const { user } = renderApp(sites.hub, "/scores");
    expect(await gameCards()).toHaveLength(4);
    expect(screen.getByText("Showing 4 of 7 games")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more games" }));
    await waitFor(async () => {
      expect(await gameCards()).toHaveLength(7);
    });
    expect(screen.getByText("Showing 7 of 7 games")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more games" })).not.toBeInTheDocument();
    expect(listCalls(calls)).toEqual(["/api/games/games/?page_size=48", "/api/games/games/?page_size=48&page=2"]);
  });
});

describe("Scores: counters and filters", () => {
  it("counts live, final, upcoming and sports from the summary of the same games", async () => {
    const games = [superBowlLixAtHalfTime, superBowlLxScheduled, ravensAtSteelersPostponed, ...recentGames.slice(1, -1)];
    const calls: CallLog = [];
    api.use(...gamesHandlers(games, { calls }));
    renderApp(sites.hub, "/scores");
    await gameCards();
    await waitFor(() => {
      expect([counter("Live"), counter("Final"), counter("Upcoming"), counter("Sports")]).toEqual(["1", "5", "1", "1"]);
    });
    // One summary call serves both the counters and the sport dropdown when nothing is filtered.
    expect(summaryCalls(calls)).toEqual(["/api/games/games/summary/?view=all"]);
  });

  it("lists 'All Sports' plus the summary's sports, and a sport choice reaches the call and the URL", async () => {
    const calls: CallLog = [];
    api.use(...gamesHandlers(recentGames, { calls }));
    const { user, location } = renderApp(sites.hub, "/scores");
    await gameCards();
    const sport = screen.getByLabelText("Sport");
    await waitFor(() => {
      expect(
        within(sport)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["All Sports", "Football"]);
    });
    await user.selectOptions(sport, "football");
    await waitFor(() => {
      expect(listCalls(calls).at(-1)).toBe("/api/games/games/?sport__slug=football&page_size=48");
    });
    expect(summaryCalls(calls)).toContain("/api/games/games/summary/?view=all&sport__slug=football");
    expect(location.search).toBe("?sport=football");
  });

  it.each([
    ["final", "/api/games/games/?status=final&page_size=48", recentGames.length],
    ["live", "/api/games/games/?status=live&page_size=48", 0],
    ["scheduled", "/api/games/games/?status=scheduled&page_size=48", 0],
    ["postponed", "/api/games/games/?status=postponed&page_size=48", 0],
  ])("status %s → %s", async (status, call, shown) => {
    const calls: CallLog = [];
    api.use(...gamesHandlers(recentGames, { calls }));
    const { user, location } = renderApp(sites.hub, "/scores");
    await gameCards();
    await user.selectOptions(screen.getByLabelText("Status"), status);
    await waitFor(() => {
      expect(listCalls(calls).at(-1)).toBe(call);
    });
    expect(location.search).toBe(`?status=${status}`);
    if (shown === 0) expect(await screen.findByText("No Games Found")).toBeInTheDocument();
    else expect(await gameCards()).toHaveLength(shown);
  });

  it("searches home and away team names and cities on the server, after a pause, and writes it to the URL", async () => {
    const calls: CallLog = [];
    api.use(...gamesHandlers(recentGames, { calls }));
    const { user, location } = renderApp(sites.hub, "/scores");
    await gameCards();
    await user.type(screen.getByLabelText("Search"), "Tampa");
    await waitFor(() => {
      expect(location.search).toBe("?q=Tampa");
    });
    await waitFor(async () => {
      expect(await gameCards()).toHaveLength(1);
    });
    expect(screen.getByRole("button", { name: /Super Bowl LV\b/ })).toBeInTheDocument();
    // Typing is debounced: one list call for the whole word.
    expect(listCalls(calls)).toEqual(["/api/games/games/?page_size=48", "/api/games/games/?search=Tampa&page_size=48"]);
  });

  it("reads every filter back from the URL and combines them in one call", async () => {
    const calls: CallLog = [];
    api.use(...gamesHandlers(recentGames, { calls }));
    renderApp(sites.hub, "/scores?q=chiefs&sport=football&status=final");
    const cards = await gameCards();
    expect(cards).toHaveLength(5);
    expect(screen.getByLabelText("Search")).toHaveValue("chiefs");
    expect(screen.getByLabelText("Sport")).toHaveValue("football");
    expect(screen.getByLabelText("Status")).toHaveValue("final");
    expect(listCalls(calls)).toEqual(["/api/games/games/?sport__slug=football&status=final&search=chiefs&page_size=48"]);
  });

  it("on the NFL site every call carries the site's sport and level", async () => {
    const calls: CallLog = [];
    api.use(...gamesHandlers(recentGames, { calls }));
    renderApp(sites.nfl, "/scores?status=final");
    await gameCards();
    expect(listCalls(calls)).toEqual(["/api/games/games/?sport__slug=football&level__slug=professional&status=final&page_size=48"]);
    await waitFor(() => {
      expect(summaryCalls(calls).sort()).toEqual([
        "/api/games/games/summary/?view=all&sport__slug=football&level__slug=professional",
        "/api/games/games/summary/?view=all&sport__slug=football&level__slug=professional&status=final",
      ]);
    });
  });
});

describe("Scores: a game's sides and championship link to their pages (issue #16)", () => {
  /** The open panel of a card: its face is the toggle, so the links sit in the panel, not in the button. */
  const openPanel = async (user: ReturnType<typeof renderApp>["user"], name: RegExp) => {
    await gameCards();
    const toggle = screen.getByRole("button", { name });
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (!panel) throw new Error("no panel");
    expect(toggle.querySelector("a")).toBeNull();
    return panel;
  };

  it("on the hub, a final's sides across to its championship's site, the championship to its history", async () => {
    api.use(...gamesHandlers());
    const { user } = renderApp(sites.hub, "/scores");
    const panel = await openPanel(user, /Super Bowl LIX/);
    expect(panel).toHaveTextContent("AwayKansas City ChiefsHomePhiladelphia Eagles");
    expect(within(panel).getByRole("link", { name: "Philadelphia Eagles" })).toHaveAttribute(
      "href",
      "http://nfl.localhost:3000/teams/philadelphia-eagles",
    );
    expect(within(panel).getByRole("link", { name: "Kansas City Chiefs" })).toHaveAttribute(
      "href",
      "http://nfl.localhost:3000/teams/kansas-city-chiefs",
    );
    expect(within(panel).getByRole("link", { name: "Super Bowl" })).toHaveAttribute("href", "/championships/super-bowl");
  });

  it("on the NFL site, in-site; the keyboard opens the card and reaches its links, which lead to the page", async () => {
    api.use(...gamesHandlers());
    const { user, location } = renderApp(sites.nfl, "/scores");
    await gameCards();
    const toggle = screen.getByRole("button", { name: /Miami Dolphins/ });
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    const first = document.activeElement;
    expect(first?.tagName).toBe("A");
    expect(first).toHaveAttribute("href", expect.stringMatching(/^\/teams\/[a-z0-9-]+$/));
    await user.keyboard("{Enter}");
    expect(location.pathname).toBe(first?.getAttribute("href"));
  });

  it("on the hub, a regular-season game's sides and season across to the NFL site, by the game's level", async () => {
    api.use(...gamesHandlers());
    const { user } = renderApp(sites.hub, "/scores");
    const panel = await openPanel(user, /Miami Dolphins/);
    expect(within(panel).getByRole("link", { name: "Miami Dolphins" })).toHaveAttribute(
      "href",
      "http://nfl.localhost:3000/teams/miami-dolphins",
    );
    expect(within(panel).getByRole("link", { name: "2020 NFL season" })).toHaveAttribute(
      "href",
      "http://nfl.localhost:3000/seasons/nfl-2020",
    );
  });

  it("on the NFL site, a game's season links to its page in-site", async () => {
    api.use(...gamesHandlers());
    const { user } = renderApp(sites.nfl, "/scores");
    const panel = await openPanel(user, /Super Bowl LIX/);
    expect(within(panel).getByRole("link", { name: "2024 NFL season" })).toHaveAttribute("href", "/seasons/nfl-2024");
  });
});

describe("Scores: date ranges in America/New_York", () => {
  beforeEach(() => {
    // 21 November 2026, 8 PM in New York (already the 22nd in UTC).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T01:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ["today", "Today", "/api/games/games/today/?page_size=48", "/api/games/games/summary/?view=today"],
    [
      "yesterday",
      "Yesterday",
      "/api/games/games/recent/?date=2026-11-20&page_size=48",
      "/api/games/games/summary/?view=recent&date=2026-11-20",
    ],
    [
      "week",
      "This Week",
      "/api/games/games/?date__gte=2026-11-15&date__lte=2026-11-21&page_size=48",
      "/api/games/games/summary/?view=all&date__gte=2026-11-15&date__lte=2026-11-21",
    ],
    [
      "month",
      "This Month",
      "/api/games/games/?date__gte=2026-11-01&date__lte=2026-11-21&page_size=48",
      "/api/games/games/summary/?view=all&date__gte=2026-11-01&date__lte=2026-11-21",
    ],
  ])("%s (%s) calls %s", async (range, label, call, summary) => {
    const calls: CallLog = [];
    api.use(...gamesHandlers(recentGames, { calls }));
    const { user, location } = renderApp(sites.hub, "/scores");
    await gameCards();
    await user.selectOptions(screen.getByLabelText("Date range"), label);
    await waitFor(() => {
      expect(listCalls(calls).at(-1)).toBe(call);
    });
    expect(summaryCalls(calls)).toContain(summary);
    expect(location.search).toBe(`?range=${range}`);
  });

  it("Today shows the games dated today in New York, even when UTC has moved on", async () => {
    vi.setSystemTime(new Date("2025-02-10T03:00:00Z"));
    api.use(...gamesHandlers());
    renderApp(sites.hub, "/scores?range=today");
    const cards = await gameCards();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent("Super Bowl LIX");
  });

  it("offers All Dates (the default) and the spec's four ranges", async () => {
    api.use(...gamesHandlers());
    renderApp(sites.hub, "/scores");
    const range = await screen.findByLabelText("Date range");
    expect(range).toHaveValue("all");
    expect(
      within(range)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All Dates", "Today", "Yesterday", "This Week", "This Month"]);
    expect(
      within(screen.getByLabelText("Status"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All Games", "Live", "Final", "Scheduled", "Postponed"]);
  });

  it("combines a date window with status, sport and search from the URL", async () => {
    const calls: CallLog = [];
    api.use(...gamesHandlers(recentGames, { calls }));
    renderApp(sites.hub, "/scores?range=week&status=final&sport=football&q=eagles");
    await screen.findByText("No Games Found");
    expect(listCalls(calls)).toEqual([
      "/api/games/games/?sport__slug=football&date__gte=2026-11-15&date__lte=2026-11-21&status=final&search=eagles&page_size=48",
    ]);
    expect(screen.getByRole("button", { name: "Show all dates" })).toBeInTheDocument();
  });
});

describe("Scores: the Sport dropdown only where the list spans sports (issue #13, site scope)", () => {
  const held = [...recentGames, superBowlXx];

  it.each([
    ["/scores", "/api/games/games/?sport__slug=football&level__slug=professional&page_size=48"],
    // A sport left in a sport site's URL filters nothing: there is no dropdown to show it.
    ["/scores?sport=hockey", "/api/games/games/?sport__slug=football&level__slug=professional&page_size=48"],
    [
      "/scores?sport=hockey&season=1985",
      "/api/games/games/?sport__slug=football&level__slug=professional&season__start_year=1985&page_size=48",
    ],
  ])("the NFL site at %s lists its own games, keeps its season picker and shows no Sport dropdown", async (path, call) => {
    const calls: CallLog = [];
    api.use(...gamesHandlers(held, { calls }));
    renderApp(sites.nfl, path);
    expect((await gameCards()).length).toBeGreaterThan(0);
    expect(listCalls(calls)).toEqual([call]);
    expect(screen.queryByRole("combobox", { name: "Sport" })).not.toBeInTheDocument();
    const picker = await screen.findByLabelText("Season");
    expect(picker).toHaveValue(path.includes("1985") ? "1985" : "");
    expect(
      within(picker)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All Seasons", "2024", "2023", "2020", "1985"]);
    expect(screen.getByLabelText("Status")).toBeInTheDocument();
    expect(screen.getByLabelText("Date range")).toBeInTheDocument();
  });

  it("the hub keeps it, and there a sport in the URL filters the games and brings its season picker", async () => {
    const calls: CallLog = [];
    api.use(...gamesHandlers(held, { calls }));
    renderApp(sites.hub, "/scores?sport=football");
    await gameCards();
    expect(listCalls(calls)).toEqual(["/api/games/games/?sport__slug=football&page_size=48"]);
    expect(screen.getByRole("combobox", { name: "Sport" })).toHaveValue("football");
    expect(await screen.findByLabelText("Season")).toBeInTheDocument();
  });
});

describe("Scores: a chosen season (issue #13)", () => {
  const held = [...recentGames, superBowlXx];

  it("on the NFL site lists the seasons with games, and 1985 shows the Bears' Super Bowl XX", async () => {
    const calls: CallLog = [];
    api.use(...gamesHandlers(held, { calls }));
    const { user, location } = renderApp(sites.nfl, "/scores");
    await gameCards();
    const picker = await screen.findByLabelText("Season");
    expect(
      within(picker)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All Seasons", "2024", "2023", "2020", "1985"]);
    expect(picker).toHaveValue("");
    await user.selectOptions(picker, "1985");
    await waitFor(async () => {
      expect(await gameCards()).toHaveLength(1);
    });
    expect((await gameCards())[0]).toHaveTextContent("Chicago Bears");
    expect(location.search).toBe("?season=1985");
    expect(listCalls(calls).at(-1)).toBe(
      "/api/games/games/?sport__slug=football&level__slug=professional&season__start_year=1985&page_size=48",
    );
  });

  it("on the hub the picker appears once a sport is chosen", async () => {
    api.use(...gamesHandlers(held));
    const { user } = renderApp(sites.hub, "/scores");
    await gameCards();
    expect(screen.queryByLabelText("Season")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Sport"), "football");
    expect(await screen.findByLabelText("Season")).toBeInTheDocument();
  });

  it("a season clears the date range, and a date range clears the season", async () => {
    api.use(...gamesHandlers(held));
    const { user, location } = renderApp(sites.nfl, "/scores?range=month");
    await user.selectOptions(await screen.findByLabelText("Season"), "2020");
    expect(location.search).toBe("?season=2020");
    await user.selectOptions(screen.getByLabelText("Date range"), "This Week");
    expect(location.search).toBe("?range=week");
    expect(screen.getByLabelText("Season")).toHaveValue("");
  });
});

describe("Scores: an empty list says why (issue #13)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T01:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("Today with no game says so, names the latest day we hold, and offers its season", async () => {
    api.use(...gamesHandlers());
    const { user, location } = renderApp(sites.nfl, "/scores?range=today");
    expect(await screen.findByText("No Games Found")).toBeInTheDocument();
    expect(
      await screen.findByText("We hold no games dated today, Nov 21, 2026. The latest games we hold were played on Feb 9, 2025."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show the 2024 season" }));
    const cards = await gameCards();
    expect(cards[0]).toHaveTextContent("Super Bowl LIX");
    expect(location.search).toBe("?season=2024");
  });

  it("says the filters matched nothing when a search finds no game", async () => {
    api.use(...gamesHandlers());
    renderApp(sites.nfl, "/scores?q=zzz");
    expect(await screen.findByText("Try adjusting your search or filters")).toBeInTheDocument();
  });

  it("says the site holds no game scores when it has none", async () => {
    api.use(...gamesHandlers([]));
    renderApp(sites.nba, "/scores");
    expect(await screen.findByText("We hold no NBA game scores yet.")).toBeInTheDocument();
    expect(screen.queryByText("Try adjusting your search or filters")).not.toBeInTheDocument();
  });
});
