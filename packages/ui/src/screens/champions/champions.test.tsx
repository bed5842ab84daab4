import type { RawChampion } from "@tl/data/champions";
import { sites } from "@tl/site-config/sites";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { champions2024, championsHandler, louisville2012 } from "@tl/data/champions/mocks";
import { championshipsHandler } from "@tl/data/championships/mocks";
import { errorResponse, loadingHandler } from "@tl/data/shared/mocks";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();

/** Records the query of every call to the champions list. */
function recordCalls(byYear?: Readonly<Record<number, readonly RawChampion[]>>) {
  const calls: string[] = [];
  api.use(championsHandler({ byYear, intercept: (url) => void calls.push(url.search) }));
  return calls;
}

const yearButtons = () => within(screen.getByRole("group", { name: "Recent seasons" })).getAllByRole("button");
const pressedYear = () => yearButtons().find((button) => button.getAttribute("aria-pressed") === "true")?.textContent;
/** The hub lists every sport's seasons by the year they began. */
const hubList = (year: number) => `Champions of the seasons that began in ${String(year)}`;
const rowsOf = async (list: string) => within(await screen.findByRole("list", { name: list })).getAllByRole("button");
const rows = (year: number) => rowsOf(hubList(year));
const seasonSelect = () => screen.getByRole("combobox", { name: "Every season" });
const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);
const row = (team: RegExp) => screen.getByRole("button", { name: team });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls") ?? "");

describe("Hall of Champions (spec §2)", () => {
  // 1 June 2025: the previous calendar year is 2024.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2025, 5, 1));
    api.use(championshipsHandler());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the heading and a spinner while loading", async () => {
    const asked = vi.fn();
    api.use(...loadingHandler("/api/championships/champions/", asked));
    renderApp(sites.hub, "/champions");
    expect(await screen.findByRole("heading", { level: 1, name: "Hall of Champions" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading champions");
    // The call has reached the mock API before the test ends (and its handlers are reset).
    await waitFor(() => {
      expect(asked).toHaveBeenCalled();
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading champions");
  });

  it("on the hub offers ten years from the previous calendar year, chooses it, and asks for its champions with no sport filter (spec §7)", async () => {
    const calls = recordCalls();
    renderApp(sites.hub, "/champions");
    expect(await rows(2024)).toHaveLength(8);
    expect(screen.getByRole("heading", { level: 2, name: hubList(2024) })).toBeInTheDocument();
    expect(yearButtons().map((button) => button.textContent)).toEqual([
      "2024",
      "2023",
      "2022",
      "2021",
      "2020",
      "2019",
      "2018",
      "2017",
      "2016",
      "2015",
    ]);
    expect(pressedYear()).toBe("2024");
    expect(calls).toEqual(["?season__start_year=2024&page_size=500"]);
    expect(screen.queryByRole("group", { name: "Sports shown" })).not.toBeInTheDocument();
  });

  it("on a sport site asks for its own sport and level only: the NFL site shows the Super Bowl, no other title", async () => {
    const calls = recordCalls();
    renderApp(sites.nfl, "/champions");
    const [eagles, ...others] = await rowsOf("Champions of 2024");
    expect(eagles).toHaveTextContent("Philadelphia Eagles");
    expect(others).toEqual([]);
    expect(calls).toEqual(["?sport__slug=football&level__slug=professional&season__start_year=2024&page_size=500"]);
  });

  it("labels an NHL site's seasons by two years, starting at the season that ended in the previous calendar year", async () => {
    const calls = recordCalls();
    renderApp(sites.nhl, "/champions");
    // The mock API holds no 2023 rows.
    expect(await screen.findByText("No championship data available for 2023-24")).toBeInTheDocument();
    expect(pressedYear()).toBe("2023-24");
    expect(yearButtons().map((button) => button.textContent)).toEqual([
      "2023-24",
      "2022-23",
      "2021-22",
      "2020-21",
      "2019-20",
      "2018-19",
      "2017-18",
      "2016-17",
      "2015-16",
      "2014-15",
    ]);
    expect(calls).toEqual(["?sport__slug=hockey&level__slug=professional&season__start_year=2023&page_size=500"]);
  });

  it("reaches any season the site holds from the season picker, back to its championship's first, and keeps it in the URL", async () => {
    const calls = recordCalls();
    const { user, location } = renderApp(sites.nhl, "/champions?year=2024");
    await rowsOf("Champions of 2024-25");
    const select = seasonSelect();
    // The Stanley Cup's seasons held: 1917-18 to 2024-25.
    await waitFor(() => {
      expect(optionLabels(select)).toHaveLength(108);
    });
    expect(optionLabels(select).slice(0, 2)).toEqual(["2024-25", "2023-24"]);
    expect(optionLabels(select).at(-1)).toBe("1917-18");
    await user.selectOptions(select, "1993-94");
    const [rangers, ...others] = await rowsOf("Champions of 1993-94");
    expect(rangers).toHaveAccessibleName("New York Rangers Stanley Cup Final 1993-94 NHL season Record: 52–24–8");
    expect(others).toEqual([]);
    expect(location.search).toBe("?year=1993");
    expect(select).toHaveValue("1993");
    expect(pressedYear()).toBeUndefined();
    expect(calls.at(-1)).toBe("?sport__slug=hockey&level__slug=professional&season__start_year=1993&page_size=500");
  });

  it("on the hub lists every start year any championship has, back to the first World Series", async () => {
    recordCalls();
    renderApp(sites.hub, "/champions");
    await rows(2024);
    const select = seasonSelect();
    // 1903 (World Series) to 2025 (the 2025 College World Series).
    await waitFor(() => {
      expect(optionLabels(select)).toHaveLength(2025 - 1903 + 1);
    });
    expect(optionLabels(select)[0]).toBe("2025");
    expect(optionLabels(select).at(-1)).toBe("1903");
  });

  it("widens a sport site to All Sports and back through the URL (?scope=all)", async () => {
    const calls = recordCalls();
    const { user, location } = renderApp(sites.nhl, "/champions?year=1993");
    await rowsOf("Champions of 1993-94");
    const scope = screen.getByRole("group", { name: "Sports shown" });
    await user.click(within(scope).getByRole("button", { name: "All Sports" }));
    expect(await rows(1993)).toHaveLength(8);
    expect(location.search).toBe("?year=1993&scope=all");
    expect(calls.at(-1)).toBe("?season__start_year=1993&page_size=500");
    // Every sport: the buttons go by start year again.
    expect(yearButtons()[0]).toHaveTextContent("2024");
    await user.click(within(scope).getByRole("button", { name: "NHL" }));
    expect(await rowsOf("Champions of 1993-94")).toHaveLength(1);
    expect(location.search).toBe("?year=1993");
  });

  it("shows each champion's city and name, championship, season and record", async () => {
    api.use(championsHandler());
    renderApp(sites.hub, "/champions");
    const [ohioState] = await rows(2024);
    expect(ohioState).toHaveTextContent("Ohio State Buckeyes");
    expect(row(/Philadelphia Eagles/)).toHaveAccessibleName("Philadelphia Eagles Super Bowl 2024 NFL season Record: 14–3");
    expect(row(/Los Angeles Dodgers/)).toHaveAccessibleName("Los Angeles Dodgers World Series 2024 MLB season Record: 98–64");
    // Western Michigan's record is not in the data.
    expect(row(/Western Michigan Broncos/)).toHaveTextContent("Record: N/A");
  });

  it("marks a vacated title 'Vacated' on its row, and says why in its notes", async () => {
    const [eagles] = champions2024.filter((champion) => champion.team_name === "Eagles");
    api.use(championsHandler({ byYear: { 2024: [{ ...louisville2012, season_start_year: 2024 }, ...(eagles ? [eagles] : [])] } }));
    const { user } = renderApp(sites.hub, "/champions");
    await rows(2024);
    const louisville = row(/Louisville Cardinals/);
    expect(louisville).toHaveTextContent("Louisville Cardinals Vacated");
    expect(row(/Philadelphia Eagles/)).not.toHaveTextContent("Vacated");
    await user.click(louisville);
    expect(panelOf(louisville)).toHaveTextContent("NotesLouisville's title was vacated by the NCAA in 2018.");
  });

  it("names a season without a name '{year} Season'", async () => {
    const [eagles] = champions2024.filter((champion) => champion.team_name === "Eagles");
    api.use(championsHandler({ byYear: { 2024: [{ ...eagles, season_name: null }] } }));
    renderApp(sites.hub, "/champions");
    expect(await rows(2024)).toHaveLength(1);
    expect(row(/Philadelphia Eagles/)).toHaveTextContent("2024 Season");
  });

  it("expands one row at a time: coach, MVP, championship, notes; 'Not Available' when missing", async () => {
    api.use(championsHandler());
    const { user } = renderApp(sites.hub, "/champions");
    await rows(2024);
    const eagles = row(/Philadelphia Eagles/);
    expect(eagles).toHaveAttribute("aria-expanded", "false");
    await user.click(eagles);
    expect(eagles).toHaveAttribute("aria-expanded", "true");
    expect(panelOf(eagles)).toHaveTextContent("Head CoachNick SirianniMVPJalen HurtsChampionshipSuper BowlNotesSuper Bowl LIX");

    const ohioState = row(/Ohio State Buckeyes/);
    await user.click(ohioState);
    expect(eagles).toHaveAttribute("aria-expanded", "false");
    expect(panelOf(eagles)).toBeNull();
    expect(panelOf(ohioState)).toHaveTextContent("Head CoachRyan DayMVPNot AvailableChampionshipCollege Football National Championship");

    await user.click(ohioState);
    expect(ohioState).toHaveAttribute("aria-expanded", "false");
    expect(panelOf(ohioState)).toBeNull();
  });

  it("leaves out the notes when there are none", async () => {
    api.use(championsHandler());
    const { user } = renderApp(sites.hub, "/champions");
    await rows(2024);
    const dodgers = row(/Los Angeles Dodgers/);
    await user.click(dodgers);
    const panel = within(panelOf(dodgers) ?? document.body);
    expect(panel.getByText("Dave Roberts")).toBeInTheDocument();
    expect(panel.queryByText("Notes")).toBeNull();
  });

  it("asks for the year a visitor picks and puts it in the URL", async () => {
    const calls = recordCalls();
    const { user, location } = renderApp(sites.hub, "/champions");
    await rows(2024);
    await user.click(screen.getByRole("button", { name: "2019" }));
    expect(await rows(2019)).toHaveLength(2);
    expect(pressedYear()).toBe("2019");
    expect(location.search).toBe("?year=2019");
    expect(calls).toEqual(["?season__start_year=2024&page_size=500", "?season__start_year=2019&page_size=500"]);
    // Back on the default year, the URL is clean again.
    await user.click(screen.getByRole("button", { name: "2024" }));
    expect(await rows(2024)).toHaveLength(8);
    expect(location.search).toBe("");
  });

  it("shows a season whose title was not awarded, with the reason", async () => {
    api.use(championsHandler());
    const { user } = renderApp(sites.hub, "/champions?year=2019");
    await rows(2019);
    expect(pressedYear()).toBe("2019");
    const frozenFour = row(/No Champion/);
    expect(frozenFour).toHaveAccessibleName(/^No Champion Frozen Four 2019-20 men's college hockey season Record: N\/A$/);
    await user.click(frozenFour);
    expect(panelOf(frozenFour)).toHaveTextContent(
      "Head CoachNot AvailableMVPNot AvailableChampionshipFrozen FourNotesNot held: cancelled because of the COVID-19 pandemic.",
    );
  });

  it.each([
    ["/champions?year=2016", "?season__start_year=2016&page_size=500", "2016"],
    // A shared link to a year older than the ten buttons still works.
    ["/champions?year=1994", "?season__start_year=1994&page_size=500", undefined],
    ["/champions?year=soon", "?season__start_year=2024&page_size=500", "2024"],
    ["/champions?year=2031", "?season__start_year=2024&page_size=500", "2024"],
  ])("reads %s from the URL", async (path, call, pressed) => {
    const calls = recordCalls({});
    renderApp(sites.hub, path);
    await screen.findByRole("heading", { level: 2, name: "No Champions Found" });
    expect(calls).toEqual([call]);
    expect(pressedYear()).toBe(pressed);
  });

  it("says so when a year has no champions", async () => {
    api.use(championsHandler());
    const { user } = renderApp(sites.hub, "/champions");
    await rows(2024);
    await user.click(screen.getByRole("button", { name: "2016" }));
    expect(await screen.findByRole("heading", { level: 2, name: "No Champions Found" })).toBeInTheDocument();
    expect(screen.getByText("No championship data available for 2016")).toBeInTheDocument();
  });

  it("shows the error panel with the message, and Retry loads the year", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let down = true;
    api.use(championsHandler({ intercept: () => (down ? errorResponse({ detail: "Service unavailable." }) : undefined) }));
    const { user } = renderApp(sites.hub, "/champions");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error Loading Champions");
    expect(alert).toHaveTextContent(
      "The API answered 503 Service Unavailable for /api/championships/champions/?season__start_year=2024&page_size=500",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Hall of Champions" })).toBeInTheDocument();
    // spec §8: the failure is logged too.
    expect(log).toHaveBeenCalledWith(expect.stringContaining("Service unavailable."));
    down = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await rows(2024)).toHaveLength(8);
    log.mockRestore();
  });
});

describe("Hall of Champions on today's date", () => {
  it("starts at the previous calendar year", async () => {
    api.use(championshipsHandler());
    const calls = recordCalls();
    renderApp(sites.hub, "/champions");
    const previous = new Date().getFullYear() - 1;
    await screen.findByRole("group", { name: "Recent seasons" });
    expect(yearButtons()[0]).toHaveTextContent(String(previous));
    expect(yearButtons()[9]).toHaveTextContent(String(previous - 9));
    expect(pressedYear()).toBe(String(previous));
    await screen.findByRole("heading", { level: 2, name: /Champions of|No Champions Found/ });
    expect(calls).toEqual([`?season__start_year=${String(previous)}&page_size=500`]);
  });
});

describe("Champions: the franchise and the season link to their pages (issue #16)", () => {
  beforeEach(() => {
    api.use(championshipsHandler());
  });

  it("on the hub, across to the championship's site, from the open panel (the row is its toggle)", async () => {
    api.use(championsHandler());
    const { user } = renderApp(sites.hub, "/champions?year=2024");
    await rows(2024);
    const dodgers = row(/Los Angeles Dodgers/);
    await user.click(dodgers);
    const panel = panelOf(dodgers);
    if (!panel) throw new Error("no panel");
    expect(panel).toHaveTextContent("Franchise: Los Angeles DodgersSeason: 2024 MLB season");
    expect(within(panel).getByRole("link", { name: "Los Angeles Dodgers" })).toHaveAttribute(
      "href",
      "http://mlb.localhost:3000/teams/los-angeles-dodgers",
    );
    expect(within(panel).getByRole("link", { name: "2024 MLB season" })).toHaveAttribute(
      "href",
      "http://mlb.localhost:3000/seasons/mlb-2024",
    );
    expect(dodgers.querySelector("a")).toBeNull();
  });

  it("links the coach and the MVP to their pages on the championship's site; a person we hold none of stays text", async () => {
    const withoutFreeman = champions2024.map((title) =>
      title.championship_slug === "world-series" ? { ...title, mvp_person: null, mvp_people: [] } : title,
    );
    api.use(championsHandler({ byYear: { 2024: withoutFreeman } }));
    const { user } = renderApp(sites.hub, "/champions?year=2024");
    await rows(2024);
    await user.click(row(/Philadelphia Eagles/));
    const eagles = within(panelOf(row(/Philadelphia Eagles/)) ?? document.body);
    expect(eagles.getByRole("link", { name: "Nick Sirianni" })).toHaveAttribute("href", "http://nfl.localhost:3000/coaches/nick-sirianni");
    expect(eagles.getByRole("link", { name: "Jalen Hurts" })).toHaveAttribute("href", "http://nfl.localhost:3000/players/jalen-hurts");
    await user.click(row(/Los Angeles Dodgers/));
    const dodgers = within(panelOf(row(/Los Angeles Dodgers/)) ?? document.body);
    expect(dodgers.getByRole("link", { name: "Dave Roberts" })).toHaveAttribute("href", "http://mlb.localhost:3000/coaches/dave-roberts");
    expect(dodgers.getByText("Freddie Freeman").closest("a")).toBeNull();
  });

  it("a season without a title still links its season", async () => {
    api.use(championsHandler());
    const { user } = renderApp(sites.hub, "/champions?year=2019");
    await rows(2019);
    const frozenFour = row(/Frozen Four/);
    await user.click(frozenFour);
    const panel = panelOf(frozenFour);
    if (!panel) throw new Error("no panel");
    expect(within(panel).queryByText(/Franchise/)).toBeNull();
    expect(within(panel).getByRole("link", { name: "2019-20 men's college hockey season" })).toHaveAttribute(
      "href",
      "http://chk.localhost:3000/seasons/ncaa-d1-mih-2019-20",
    );
  });

  it("on the championship's own site, in-site, reached by the keyboard after the row", async () => {
    api.use(championsHandler());
    const { user, location } = renderApp(sites.nhl, "/champions?year=1993");
    await rowsOf("Champions of 1993-94");
    const rangers = row(/New York Rangers/);
    rangers.focus();
    await user.keyboard("{Enter}");
    // The coach and the MVP first, then the franchise and the season.
    await user.tab();
    expect(screen.getByRole("link", { name: "Mike Keenan" })).toHaveAttribute("href", "/coaches/mike-keenan");
    expect(screen.getByRole("link", { name: "Mike Keenan" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Brian Leetch" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "New York Rangers" })).toHaveFocus();
    await user.tab();
    const season = screen.getByRole("link", { name: "1993-94 NHL season" });
    expect(season).toHaveFocus();
    expect(season).toHaveAttribute("href", "/seasons/nhl-1993-94");
    await user.keyboard("{Enter}");
    expect(location.pathname).toBe("/seasons/nhl-1993-94");
  });
});
