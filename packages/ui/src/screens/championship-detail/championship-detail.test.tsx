import { sites } from "@tl/site-config/sites";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { championshipChampionsHandler, louisville2012, worldSeriesHistory } from "@tl/data/champions/mocks";
import { championshipHandler, championshipsHandler } from "@tl/data/championships/mocks";
import { baseballGames, gameSeasonsHandler, gamesHandlers } from "@tl/data/games/mocks";
import { drfPage, errorResponse, loadingHandler } from "@tl/data/shared/mocks";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();
// Issue #15: the history asks which seasons' final games we hold: none, unless a test says.
beforeEach(() => {
  api.use(gameSeasonsHandler([]));
});

const DETAIL = "/api/championships/championships/world-series/";
const HISTORY = "/api/championships/championships/world-series/champions/";

/** The table's body rows, each as its cells' text. */
function tableRows(name: string) {
  const table = screen.getByRole("table", { name });
  const [, ...body] = within(table).getAllByRole("row");
  return body.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
}

const franchises = () =>
  within(screen.getByRole("region", { name: "Titles per franchise" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("Championship detail", () => {
  it("names the site's own championship while loading, with a spinner", async () => {
    const asked = vi.fn();
    api.use(...loadingHandler(DETAIL, asked), ...loadingHandler(HISTORY));
    renderApp(sites.mlb, "/championships/world-series");
    expect(await screen.findByRole("heading", { level: 1, name: "World Series" })).toBeInTheDocument();
    // The call has reached the mock API before the test ends (and its handlers are reset).
    await waitFor(() => {
      expect(asked).toHaveBeenCalled();
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading the championship");
  });

  it("says 'Championship Details' while loading another site's championship", async () => {
    const asked = vi.fn();
    api.use(...loadingHandler("/api/championships/championships/frozen-four/", asked));
    renderApp(sites.mlb, "/championships/frozen-four");
    expect(await screen.findByRole("heading", { level: 1, name: "Championship Details" })).toBeInTheDocument();
    await waitFor(() => {
      expect(asked).toHaveBeenCalled();
    });
    expect(screen.getByRole("status")).toBeInTheDocument();
  });

  it.each([
    [
      "mlb",
      "stanley-cup-final",
      "Stanley Cup Final",
      "Title Ledger NHL",
      /^http:\/\/nhl\.localhost(:\d+)?\/championships\/stanley-cup-final$/,
    ],
    // Same sport, other level: the college title belongs to the college site.
    [
      "mlb",
      "mens-college-world-series",
      "Men's College World Series",
      "Title Ledger College Baseball",
      /^http:\/\/cbs\.localhost(:\d+)?\/championships\/mens-college-world-series$/,
    ],
  ] as const)(
    "on the %s site does not render another site's championship (%s): it says whose it is and links there",
    async (id, slug, name, owner, href) => {
      const site = sites[id];
      const history = vi.fn();
      api.use(championshipHandler(), http.get(`/api/championships/championships/${slug}/champions/`, history));
      renderApp(site, `/championships/${slug}`);
      const link = await screen.findByRole("link", { name: `Open the ${name} on ${owner}` });
      expect(link.getAttribute("href")).toMatch(href);
      expect(screen.getByRole("heading", { level: 1, name })).toBeInTheDocument();
      expect(
        screen.getByText(`The ${name} belongs to ${owner}, not to ${site.name}, which covers ${site.shortName} only.`),
      ).toBeInTheDocument();
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      expect(history).not.toHaveBeenCalled();
    },
  );

  it("renders every championship on the hub", async () => {
    api.use(championshipHandler(), championshipChampionsHandler({ bySlug: { "stanley-cup-final": [] } }));
    renderApp(sites.hub, "/championships/stanley-cup-final");
    expect(await screen.findByRole("heading", { level: 1, name: "Stanley Cup Final" })).toBeInTheDocument();
    expect(await screen.findByText("No titles have been awarded yet.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Open the/ })).not.toBeInTheDocument();
  });

  it("shows the championship and asks for it and its complete history", async () => {
    const calls: string[] = [];
    const record = (url: URL) => void calls.push(`${url.pathname}${url.search}`);
    api.use(championshipHandler({ intercept: record }), championshipChampionsHandler({ intercept: record }));
    renderApp(sites.mlb, "/championships/world-series");
    await screen.findByRole("table");
    expect(screen.getByRole("heading", { level: 1, name: "World Series" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "The championship series of Major League Baseball between the American and National League pennant winners, first played in 1903.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "About the championship" })).toHaveTextContent(
      "Official NameWorld SeriesTrophyCommissioner's TrophyFirst Year1903SportBaseballLevelProfessionalLeagueMajor League Baseball",
    );
    expect(calls.sort()).toEqual([DETAIL, `${HISTORY}?page_size=500`]);
    expect(screen.getByRole("link", { name: "All championships" })).toHaveAttribute("href", "/championships");
  });

  it("lists every season newest first in a table: champion, result, runner-up, MVP, coach, and why a season had no title", async () => {
    // Shuffled: the page orders the seasons itself.
    const shuffled = [...worldSeriesHistory].reverse();
    api.use(championshipHandler(), championshipChampionsHandler({ bySlug: { "world-series": shuffled } }));
    renderApp(sites.mlb, "/championships/world-series");
    const table = await screen.findByRole("table", { name: "Every season of the World Series, newest first" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Season", "Champion", "Result", "Runner-up", "MVP", "Coach"]);
    expect(tableRows("Every season of the World Series, newest first")).toEqual([
      ["2024 MLB season", "Los Angeles Dodgers", "4–1 series", "New York Yankees", "Freddie Freeman", "Dave Roberts"],
      ["2023 MLB season", "Texas Rangers", "4–1 series", "Arizona Diamondbacks", "Corey Seager", "Bruce Bochy"],
      ["2022 MLB season", "Houston Astros", "4–2 series", "Philadelphia Phillies", "Jeremy Peña", "Dusty Baker"],
      [
        "2020 MLB season",
        "Los Angeles Dodgers Regular season shortened to 60 games by the COVID-19 pandemic.",
        "4–2 series",
        "Tampa Bay Rays",
        "Corey Seager",
        "Dave Roberts",
      ],
      ["2017 MLB season", "Houston Astros", "4–3 series", "Los Angeles Dodgers", "George Springer", "A. J. Hinch"],
      ["1994 MLB season", "Not played: the 1994 season was ended by a players' strike."],
      ["1988 MLB season", "Los Angeles Dodgers", "4–1 series", "Oakland Athletics", "Orel Hershiser", "Tommy Lasorda"],
      ["1955 MLB season", "Brooklyn Dodgers", "4–3 series", "New York Yankees", "Johnny Podres", "Walter Alston"],
      ["1904 MLB season", "Not played: the New York Giants refused to play the American League champion."],
      [
        "1903 MLB season",
        "Boston Americans Best-of-nine series; the first modern World Series.",
        "5–3 series",
        "Pittsburgh Pirates",
        "N/A",
        "Jimmy Collins",
      ],
    ]);
    expect(screen.getByText("10 seasons, 8 titles awarded, newest first.")).toBeInTheDocument();
  });

  it("shows a single-game final's score with its overtime", async () => {
    api.use(championshipHandler(), championshipChampionsHandler());
    renderApp(sites.nfl, "/championships/super-bowl");
    await screen.findByRole("table");
    expect(tableRows("Every season of the Super Bowl, newest first")).toEqual([
      ["2024 NFL season", "Philadelphia Eagles Super Bowl LIX", "40–22", "Kansas City Chiefs", "Jalen Hurts", "Nick Sirianni"],
      ["2023 NFL season", "Kansas City Chiefs Super Bowl LVIII", "25–22 (OT)", "San Francisco 49ers", "Patrick Mahomes", "Andy Reid"],
    ]);
  });

  it("marks a vacated title 'Vacated' with its notes, and counts it neither as a title awarded nor for the franchise", async () => {
    const louisville1985 = {
      ...louisville2012,
      id: 2,
      season_name: "1985-86 men's college basketball season",
      season_start_year: 1985,
      notes: null,
      vacated: false,
    };
    api.use(
      championshipHandler(),
      championshipChampionsHandler({ bySlug: { "ncaa-mens-basketball-tournament": [louisville2012, louisville1985] } }),
    );
    renderApp(sites.hub, "/championships/ncaa-mens-basketball-tournament");
    await screen.findByRole("table");
    const [vacated, counted] = tableRows("Every season of the NCAA Men's Basketball Tournament, newest first");
    expect(vacated?.[1]).toBe("Louisville Cardinals Vacated Louisville's title was vacated by the NCAA in 2018.");
    expect(counted?.[1]).toBe("Louisville Cardinals");
    expect(screen.getByText("2 seasons, 1 titles awarded, 1 vacated, newest first.")).toBeInTheDocument();
    expect(franchises()).toEqual(["Louisville CardinalsLatest: 19851 title"]);
  });

  it("counts titles per franchise, most first, ties by name, each team named as at its latest title", async () => {
    api.use(championshipHandler(), championshipChampionsHandler());
    renderApp(sites.mlb, "/championships/world-series");
    await screen.findByRole("table");
    expect(franchises()).toEqual([
      "Los Angeles DodgersLatest: 20244 titles",
      "Houston AstrosLatest: 20222 titles",
      "Boston AmericansLatest: 19031 title",
      "Texas RangersLatest: 20231 title",
    ]);
  });

  it("reads every page of the history", async () => {
    const [first, second, third] = worldSeriesHistory;
    api.use(
      championshipHandler(),
      http.get(HISTORY, ({ request }) =>
        new URL(request.url).searchParams.get("page") === "2"
          ? HttpResponse.json({ count: 3, next: null, previous: null, results: [third] })
          : HttpResponse.json({
              count: 3,
              next: `http://mlb.localhost:4173${HISTORY}?page=2&page_size=500`,
              previous: null,
              results: [first, second],
            }),
      ),
    );
    renderApp(sites.mlb, "/championships/world-series");
    await screen.findByRole("table");
    expect(tableRows("Every season of the World Series, newest first").map(([season]) => season)).toEqual([
      "2024 MLB season",
      "2023 MLB season",
      "2022 MLB season",
    ]);
  });

  it("shows the championship at once when the visitor comes from the list", async () => {
    const asked = vi.fn<(call: string) => void>();
    api.use(
      championshipsHandler(),
      ...loadingHandler(DETAIL, () => {
        asked("detail");
      }),
      ...loadingHandler(HISTORY, () => {
        asked("history");
      }),
    );
    const { user } = renderApp(sites.hub, "/championships");
    await user.click(await screen.findByRole("link", { name: /^BSB.*World Series.*Commissioner's Trophy/ }));
    expect(await screen.findByRole("heading", { level: 1, name: "World Series" })).toBeInTheDocument();
    await waitFor(() => {
      expect(asked.mock.calls.map(([call]) => call).sort()).toEqual(["detail", "history"]);
    });
    expect(screen.getByRole("region", { name: "About the championship" })).toHaveTextContent("First Year1903");
    expect(screen.getByRole("status")).toHaveTextContent("Loading the championship's history");
  });
});

describe("Championship detail states", () => {
  it("shows a not-found page for an unknown slug, not an error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    api.use(championshipHandler(), championshipChampionsHandler());
    renderApp(sites.hub, "/championships/cricket-world-cup");
    expect(await screen.findByRole("heading", { level: 1, name: "Championship Not Found" })).toBeInTheDocument();
    expect(screen.getByText("We do not track a championship called", { exact: false })).toHaveTextContent("cricket-world-cup");
    expect(screen.getByRole("link", { name: "Back to championships" })).toHaveAttribute("href", "/championships");
    expect(screen.queryByRole("alert")).toBeNull();
    log.mockRestore();
  });

  it("shows the error panel when the championship fails, and Retry loads it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let down = true;
    api.use(
      championshipHandler({ intercept: () => (down ? errorResponse({ detail: "Service unavailable." }) : undefined) }),
      championshipChampionsHandler(),
    );
    const { user } = renderApp(sites.hub, "/championships/world-series");
    const alert = await screen.findByRole("alert");
    expect(screen.getByRole("heading", { level: 1, name: "Championship Details" })).toBeInTheDocument();
    expect(alert).toHaveTextContent("Error Loading Championship");
    expect(alert).toHaveTextContent(`The API answered 503 Service Unavailable for ${DETAIL}: Service unavailable.`);
    down = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 1, name: "World Series" })).toBeInTheDocument();
    expect(await screen.findByRole("table")).toBeInTheDocument();
    log.mockRestore();
  });

  it("keeps the championship when its history fails, and Retry loads the history", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let down = true;
    api.use(
      championshipHandler(),
      championshipChampionsHandler({ intercept: () => (down ? errorResponse({ detail: "Service unavailable." }) : undefined) }),
    );
    const { user } = renderApp(sites.mlb, "/championships/world-series");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error Loading Championship");
    expect(screen.getByRole("heading", { level: 1, name: "World Series" })).toBeInTheDocument();
    down = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    log.mockRestore();
  });

  it("says so when a championship has no seasons yet", async () => {
    api.use(
      championshipHandler(),
      http.get(HISTORY, () => HttpResponse.json(drfPage([]))),
    );
    renderApp(sites.mlb, "/championships/world-series");
    expect(await screen.findByText("No titles have been awarded yet.")).toBeInTheDocument();
    expect(screen.getByText("0 seasons, 0 titles awarded, newest first.")).toBeInTheDocument();
  });

  it("links a final whose games we hold to them on Scores (issue #15), and no other", async () => {
    api.use(championshipHandler(), championshipChampionsHandler(), ...gamesHandlers(baseballGames));
    const { user, location } = renderApp(sites.mlb, "/championships/world-series");
    const link = await screen.findByRole("link", { name: "Games of the World Series, 2023 MLB season" });
    expect(link).toHaveAttribute("href", "/scores?sport=baseball&championship=world-series&season=2023");
    expect(screen.queryByRole("link", { name: "Games of the World Series, 2024 MLB season" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: /^Games of the World Series/ })).toHaveLength(1);
    await user.click(link);
    expect(await screen.findByText("Showing the games of the World Series (2023 season).")).toBeInTheDocument();
    expect(location.pathname).toBe("/scores");
    await waitFor(() => {
      expect(within(screen.getByRole("list", { name: "Games" })).getAllByRole("listitem")).toHaveLength(2);
    });
  });
});

describe("Championship detail: the history's names link to their pages (issue #16)", () => {
  it("on the championship's site, each season and its finalists in-site", async () => {
    api.use(championshipHandler(), championshipChampionsHandler({ bySlug: { "world-series": worldSeriesHistory } }));
    renderApp(sites.mlb, "/championships/world-series");
    const table = await screen.findByRole("table", { name: "Every season of the World Series, newest first" });
    expect(within(table).getByRole("link", { name: "2024 MLB season" })).toHaveAttribute("href", "/seasons/mlb-2024");
    expect(within(table).getAllByRole("link", { name: "Los Angeles Dodgers" })[0]).toHaveAttribute("href", "/teams/los-angeles-dodgers");
    expect(within(table).getAllByRole("link", { name: "New York Yankees" })[0]).toHaveAttribute("href", "/teams/new-york-yankees");
    // A season without a title keeps its season's page.
    expect(within(table).getByRole("link", { name: "1994 MLB season" })).toHaveAttribute("href", "/seasons/mlb-1994");
    // The MVP's and the manager's pages; 1903 named no MVP.
    expect(within(table).getByRole("link", { name: "Orel Hershiser" })).toHaveAttribute("href", "/players/orel-hershiser");
    expect(within(table).getByRole("link", { name: "Tommy Lasorda" })).toHaveAttribute("href", "/coaches/tommy-lasorda");
    expect(within(table).getByRole("link", { name: "Jimmy Collins" })).toHaveAttribute("href", "/coaches/jimmy-collins");
    expect(within(table).getAllByRole("link", { name: "Dave Roberts" })).toHaveLength(2);
  });

  it("links each co-MVP to his page: the 1981 World Series' three", async () => {
    const coMvps = {
      ...worldSeriesHistory[0],
      id: 1981,
      season_name: "1981 MLB season",
      season_start_year: 1981,
      season: { slug: "mlb-1981", name: "1981 MLB season", label: "1981", start_year: 1981 },
      mvp: "Ron Cey, Pedro Guerrero and Steve Yeager",
      mvp_person: null,
      mvp_people: [
        { slug: "ron-cey", full_name: "Ron Cey" },
        { slug: "pedro-guerrero", full_name: "Pedro Guerrero" },
        { slug: "steve-yeager", full_name: "Steve Yeager" },
      ],
    };
    api.use(championshipHandler(), championshipChampionsHandler({ bySlug: { "world-series": [coMvps] } }));
    renderApp(sites.mlb, "/championships/world-series");
    const table = await screen.findByRole("table", { name: "Every season of the World Series, newest first" });
    const cell = within(table).getByRole("link", { name: "Ron Cey" }).closest("td");
    expect(cell).toHaveTextContent("Ron Cey, Pedro Guerrero and Steve Yeager");
    expect(
      within(cell ?? table)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/players/ron-cey", "/players/pedro-guerrero", "/players/steve-yeager"]);
  });

  it("a coach or MVP we hold no person of stays text", async () => {
    const unlinked = worldSeriesHistory.map((title) => ({ ...title, coach_person: null, mvp_person: null, mvp_people: [] }));
    api.use(championshipHandler(), championshipChampionsHandler({ bySlug: { "world-series": unlinked } }));
    renderApp(sites.mlb, "/championships/world-series");
    const table = await screen.findByRole("table", { name: "Every season of the World Series, newest first" });
    expect(within(table).getByText("Tommy Lasorda").closest("a")).toBeNull();
    expect(within(table).getByText("Orel Hershiser").closest("a")).toBeNull();
  });

  it("on the hub, across to the championship's site", async () => {
    api.use(championshipHandler(), championshipChampionsHandler({ bySlug: { "world-series": worldSeriesHistory } }));
    renderApp(sites.hub, "/championships/world-series");
    const table = await screen.findByRole("table", { name: "Every season of the World Series, newest first" });
    expect(within(table).getByRole("link", { name: "2023 MLB season" })).toHaveAttribute(
      "href",
      "http://mlb.localhost:3000/seasons/mlb-2023",
    );
    expect(within(table).getByRole("link", { name: "Bruce Bochy" })).toHaveAttribute(
      "href",
      "http://mlb.localhost:3000/coaches/bruce-bochy",
    );
  });
});
