import { sites } from "@tl/site-config/sites";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { championships, championshipsHandler } from "@tl/data/championships/mocks";
import { errorResponse, loadingHandler } from "@tl/data/shared/mocks";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();

/** Records the query of every call to the championships list. */
function recordCalls() {
  const calls: string[] = [];
  api.use(championshipsHandler({ intercept: (url) => void calls.push(url.search) }));
  return calls;
}

const cardNames = () =>
  within(screen.getByRole("list", { name: "Championships" }))
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

/** A summary card's value, read from the term it describes. */
const tile = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

async function showsCards(names: string[]) {
  await screen.findByRole("list", { name: "Championships" });
  expect(cardNames()).toEqual(names);
}

const ALL_EIGHT = [
  "World Series",
  "Stanley Cup Final",
  "College Football National Championship",
  "NCAA Men's Basketball Tournament",
  "NBA Finals",
  "Men's College World Series",
  "Frozen Four",
  "Super Bowl",
];

describe("Championships list (spec §2)", () => {
  it("shows the heading and a spinner while loading", async () => {
    const asked = vi.fn();
    api.use(...loadingHandler("/api/championships/championships/", asked));
    renderApp(sites.hub, "/championships");
    expect(await screen.findByRole("heading", { level: 1, name: "Championships" })).toBeInTheDocument();
    // The call has reached the mock API before the test ends (and its handlers are reset).
    await waitFor(() => {
      expect(asked).toHaveBeenCalled();
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading championships");
  });

  it("on the hub asks for every championship and shows all eight with the summary cards", async () => {
    const calls = recordCalls();
    renderApp(sites.hub, "/championships");
    await showsCards(ALL_EIGHT);
    expect(calls).toEqual(["?page_size=500"]);
    expect([tile("Total Championships"), tile("Sports Covered"), tile("Years of History")]).toEqual(["8", "4", "1903+"]);
  });

  it("passes the site's sport and level filters (spec §7)", async () => {
    const calls = recordCalls();
    renderApp(sites.mlb, "/championships");
    await showsCards(["World Series"]);
    expect(calls).toEqual(["?sport__slug=baseball&level__slug=professional&page_size=500"]);
    expect([tile("Total Championships"), tile("Sports Covered"), tile("Years of History")]).toEqual(["1", "1", "1903+"]);
    // One sport: nothing to choose.
    expect(screen.queryByRole("combobox", { name: "Sport" })).not.toBeInTheDocument();
  });

  it("shows on each card the sport abbreviation, name, description, trophy, first year and level, linking to its page", async () => {
    api.use(championshipsHandler());
    renderApp(sites.cbs, "/championships");
    await showsCards(["Men's College World Series"]);
    const card = screen.getByRole("link", { name: /Men's College World Series/ });
    expect(card).toHaveAttribute("href", "/championships/mens-college-world-series");
    for (const text of [
      "BSB",
      "The final stage of the NCAA Division I baseball tournament, played in Omaha since 1950 and first held in 1947.",
      "NCAA Championship Trophy",
      "Since 1947",
      "NCAA Division I",
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
  });

  it("falls back to the official name, then 'The premier {sport} championship', and to the default trophy and level (spec §2, §9)", async () => {
    const [worldSeries, stanleyCup] = championships;
    api.use(
      championshipsHandler({
        results: [
          { ...worldSeries, description: null, trophy_name: null, level: null },
          { ...stanleyCup, description: "", official_name: null },
        ],
      }),
    );
    renderApp(sites.hub, "/championships");
    await showsCards(["World Series", "Stanley Cup Final"]);
    const worldSeriesCard = screen.getByRole("link", { name: /^BSB/ });
    expect(worldSeriesCard).toHaveTextContent("World Series");
    expect(within(worldSeriesCard).getByText("Championship Trophy")).toBeInTheDocument();
    expect(within(worldSeriesCard).getByText("Professional")).toBeInTheDocument();
    const stanleyCard = screen.getByRole("link", { name: /^HKY/ });
    expect(within(stanleyCard).getByText("The premier Hockey championship")).toBeInTheDocument();
  });

  it("shows the error panel with the message, and Retry loads the list", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let down = true;
    const calls: string[] = [];
    api.use(
      championshipsHandler({
        intercept: (url) => {
          calls.push(url.search);
          return down ? errorResponse({ detail: "Service unavailable." }) : undefined;
        },
      }),
    );
    const { user } = renderApp(sites.hub, "/championships");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error Loading Championships");
    expect(alert).toHaveTextContent(
      "The API answered 503 Service Unavailable for /api/championships/championships/?page_size=500: Service unavailable.",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Championships" })).toBeInTheDocument();
    down = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await showsCards(ALL_EIGHT);
    expect(calls).toHaveLength(2);
    // spec §8: the failure is logged too.
    expect(log).toHaveBeenCalledWith(expect.stringContaining("Service unavailable."));
    log.mockRestore();
  });

  it.each([
    ["hub", "We hold no championships yet."],
    ["nhl", "We hold no NHL championships yet."],
  ] as const)(
    "on the %s site says the site holds none when the API has no championships, not that filters matched nothing",
    async (id, hint) => {
      api.use(championshipsHandler({ results: [] }));
      renderApp(sites[id], "/championships");
      expect(await screen.findByRole("heading", { level: 2, name: "No Championships Found" })).toBeInTheDocument();
      expect(screen.getByText(hint)).toBeInTheDocument();
      expect(screen.queryByText("Try adjusting your search or filters")).not.toBeInTheDocument();
      expect([tile("Total Championships"), tile("Sports Covered"), tile("Years of History")]).toEqual(["0", "0", "1900+"]);
    },
  );
});

describe("Championships filters (spec §2, §5)", () => {
  it("offers 'All Sports' and the sports in the loaded data", async () => {
    api.use(championshipsHandler());
    renderApp(sites.hub, "/championships");
    await screen.findByRole("list", { name: "Championships" });
    const options = within(screen.getByRole("combobox", { name: "Sport" })).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["All Sports", "Baseball", "Basketball", "Football", "Hockey"]);
  });

  it.each([
    ["stanley", ["Stanley Cup Final"]],
    ["HOCKEY", ["Stanley Cup Final", "Frozen Four"]],
    ["world series", ["World Series", "Men's College World Series"]],
    [
      "ball",
      [
        "World Series",
        "College Football National Championship",
        "NCAA Men's Basketball Tournament",
        "NBA Finals",
        "Men's College World Series",
        "Super Bowl",
      ],
    ],
  ])("search %j matches the name or sport name, case-insensitive, in the browser", async (text, names) => {
    const calls = recordCalls();
    const { user, location } = renderApp(sites.hub, "/championships");
    await showsCards(ALL_EIGHT);
    await user.type(screen.getByRole("searchbox", { name: "Search" }), text);
    expect(screen.getByPlaceholderText("Search championships...")).toBeInTheDocument();
    await waitFor(() => {
      expect(cardNames()).toEqual(names);
    });
    expect(new URLSearchParams(location.search).get("q")).toBe(text);
    expect(calls).toHaveLength(1);
  });

  it("filters by sport and puts the sport in the URL", async () => {
    const calls = recordCalls();
    const { user, location } = renderApp(sites.hub, "/championships");
    await showsCards(ALL_EIGHT);
    await user.selectOptions(screen.getByRole("combobox", { name: "Sport" }), "Basketball");
    expect(cardNames()).toEqual(["NCAA Men's Basketball Tournament", "NBA Finals"]);
    expect(location.search).toBe("?sport=basketball");
    await user.selectOptions(screen.getByRole("combobox", { name: "Sport" }), "All Sports");
    expect(cardNames()).toEqual(ALL_EIGHT);
    expect(location.search).toBe("");
    expect(calls).toHaveLength(1);
  });

  it("reads search and sport back from the URL and combines them with AND", async () => {
    api.use(championshipsHandler());
    renderApp(sites.hub, "/championships?q=college&sport=baseball");
    await showsCards(["Men's College World Series"]);
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("college");
    expect(screen.getByRole("combobox", { name: "Sport" })).toHaveValue("baseball");
  });

  it("shows the empty state when the filters match nothing, keeping the summary of the loaded data", async () => {
    api.use(championshipsHandler());
    renderApp(sites.hub, "/championships?q=stanley&sport=football");
    expect(await screen.findByRole("heading", { level: 2, name: "No Championships Found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or filters")).toBeInTheDocument();
    expect(tile("Total Championships")).toBe("8");
  });
});
