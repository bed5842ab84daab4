import { sites } from "@tl/site-config/sites";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, http } from "msw";
import { describe, expect, it } from "vitest";
import { errorHandler } from "@tl/data/shared/mocks";
import { TEAMS_PATH } from "@tl/data/teams";
import { apiTeams, someTeams, teamsHandler } from "@tl/data/teams/mocks";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();

const fullNames = apiTeams.map((team) => (team.city ? `${team.city} ${team.name}` : team.name));

/** The teams on the cards, in order: the longest fixture name each card's text holds. */
function shownTeams(): string[] {
  const list = screen.queryByRole("list", { name: "Teams" });
  if (!list) return [];
  // Plain DOM: role queries over a hundred cards are slow.
  return [...list.querySelectorAll(":scope > li")].map(
    (item) => fullNames.filter((name) => item.textContent.includes(name)).sort((a, b) => b.length - a.length)[0] ?? "?",
  );
}

async function expectTeams(names: string[]) {
  await waitFor(() => {
    expect(shownTeams()).toEqual(names);
  });
}

/** By its text: a role query computes the name of every card's button, slow over a hundred cards. */
const loadMore = (noun: string) => screen.getByText(`Load more ${noun}`);
const card = (name: string) => screen.getByRole("button", { name: new RegExp(name) });
/** A counter reads "label value" exactly. */
function expectTile(label: string, value: string) {
  const term = within(screen.getByLabelText("Team counts")).getByText(label);
  expect(term.parentElement?.textContent).toBe(`${label}${value}`);
}

// someTeams in the API's order (city, name).
const ALL_SOME = [
  "Alabama Crimson Tide",
  "Boston Celtics",
  "Green Bay Packers",
  "Montreal Canadiens",
  "Philadelphia Eagles",
  "Texas Rangers",
];

// Each test renders the whole app; on a busy machine that takes seconds.
describe("Teams (spec §2 Teams)", { timeout: 30_000 }, () => {
  it("shows its heading and a spinner while loading", async () => {
    api.use(
      http.get("/api/teams/teams/", async () => {
        await delay("infinite");
      }),
    );
    renderApp(sites.hub, "/teams");
    expect(await screen.findByRole("heading", { level: 1, name: "Teams" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading teams…");
  });

  it("shows 'Error Loading Teams' with the message, and Retry refetches and shows the teams", async () => {
    api.use(...errorHandler(TEAMS_PATH, { detail: "The database is not reachable." }));
    const { user } = renderApp(sites.hub, "/teams");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Error Loading Teams" })).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      "The API answered 503 Service Unavailable for /api/teams/teams/?ordering=-championships_won%2Ccity%2Cname&page_size=500: The database is not reachable.",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Teams" })).toBeInTheDocument();
    api.use(teamsHandler(someTeams));
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await expectTeams(ALL_SOME);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says 'No Teams Found' when there are none", async () => {
    api.use(teamsHandler([]));
    renderApp(sites.hub, "/teams");
    expect(await screen.findByRole("heading", { name: "No Teams Found" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Teams" })).toBeInTheDocument();
  });

  it("reads every page of the list in one call per page, with no sport filter on the hub (spec §7)", async () => {
    const calls: string[] = [];
    api.use(teamsHandler(someTeams, { maxPageSize: 4, calls }));
    const { user } = renderApp(sites.hub, "/teams");
    await expectTeams(ALL_SOME);
    expect(calls).toEqual([
      "/api/teams/teams/?ordering=-championships_won%2Ccity%2Cname&page_size=500",
      "/api/teams/teams/?ordering=-championships_won%2Ccity%2Cname&page_size=500&page=2",
    ]);
    // Filters narrow the loaded list; they call nothing.
    await user.selectOptions(screen.getByRole("combobox", { name: "Division" }), "Atlantic");
    await user.type(screen.getByRole("searchbox", { name: "Search teams" }), "bos");
    await expectTeams(["Boston Celtics"]);
    expect(calls).toHaveLength(2);
  });

  it("shows the four counters and each team's card", async () => {
    api.use(teamsHandler(someTeams));
    renderApp(sites.hub, "/teams");
    await expectTeams(ALL_SOME);
    expectTile("Total Teams", "6");
    expectTile("Sports", "4");
    // Atlantic (Celtics and Canadiens), NFC North, NFC East, AL West; Alabama has none.
    expectTile("Divisions", "4");
    expectTile("Filtered Results", "6");
    const eagles = card("Philadelphia Eagles");
    expect(eagles).toHaveTextContent("PHI");
    expect(eagles).toHaveTextContent("Football");
    expect(eagles).toHaveTextContent("Professional");
    expect(eagles).toHaveTextContent("Founded1933");
    expect(eagles).toHaveTextContent("Championships2");
    const alabama = card("Alabama Crimson Tide");
    expect(alabama).toHaveTextContent("ALA");
    expect(alabama).toHaveTextContent("NCAA Division I");
    expect(alabama).toHaveTextContent("FoundedN/A");
    expect(alabama).toHaveTextContent("Championships12");
  });

  it.each([
    ["a city", "green bay", ["Green Bay Packers"]],
    ["a name", "CELTICS", ["Boston Celtics"]],
    ["an abbreviation", "tex", ["Texas Rangers"]],
    ["city and name as the card shows them", "Philadelphia Eagles", ["Philadelphia Eagles"]],
    ["a part of several", "an", ["Montreal Canadiens", "Texas Rangers"]],
  ])("searches by %s", async (_, text, names) => {
    api.use(teamsHandler(someTeams));
    const { user, location } = renderApp(sites.hub, "/teams");
    await expectTeams(ALL_SOME);
    await user.type(screen.getByRole("searchbox", { name: "Search teams" }), text);
    await expectTeams(names);
    expect(new URLSearchParams(location.search).get("q")).toBe(text);
    expectTile("Filtered Results", String(names.length));
  });

  it("says 'No Teams Found' when nothing matches the search", async () => {
    api.use(teamsHandler(someTeams));
    const { user } = renderApp(sites.hub, "/teams");
    await expectTeams(ALL_SOME);
    await user.type(screen.getByRole("searchbox", { name: "Search teams" }), "zzz");
    expect(await screen.findByRole("heading", { name: "No Teams Found" })).toBeInTheDocument();
    expectTile("Filtered Results", "0");
  });

  it("filters by sport alone, with the sports of the loaded data", async () => {
    api.use(teamsHandler(someTeams));
    const { user, location } = renderApp(sites.hub, "/teams");
    await expectTeams(ALL_SOME);
    const sport = screen.getByRole("combobox", { name: "Sport" });
    expect(
      within(sport)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All Sports", "Baseball", "Basketball", "Football", "Hockey"]);
    await user.selectOptions(sport, "Football");
    await expectTeams(["Alabama Crimson Tide", "Green Bay Packers", "Philadelphia Eagles"]);
    expect(location.search).toBe("?sport=football");
  });

  it("filters by division alone, matching exactly across sports", async () => {
    api.use(teamsHandler(someTeams));
    const { user, location } = renderApp(sites.hub, "/teams");
    await expectTeams(ALL_SOME);
    const division = screen.getByRole("combobox", { name: "Division" });
    expect(
      within(division)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All Divisions", "AL West", "Atlantic", "NFC East", "NFC North"]);
    await user.selectOptions(division, "Atlantic");
    await expectTeams(["Boston Celtics", "Montreal Canadiens"]);
    expect(location.search).toBe("?division=Atlantic");
  });

  it("combines search, sport and division, and offers the chosen sport's divisions only", async () => {
    api.use(teamsHandler(someTeams));
    const { user, location } = renderApp(sites.hub, "/teams");
    await expectTeams(ALL_SOME);
    await user.selectOptions(screen.getByRole("combobox", { name: "Division" }), "Atlantic");
    await user.selectOptions(screen.getByRole("combobox", { name: "Sport" }), "Hockey");
    await expectTeams(["Montreal Canadiens"]);
    expect(location.search).toBe("?division=Atlantic&sport=hockey");
    await user.type(screen.getByRole("searchbox", { name: "Search teams" }), "bos");
    expect(await screen.findByRole("heading", { name: "No Teams Found" })).toBeInTheDocument();
    await user.clear(screen.getByRole("searchbox", { name: "Search teams" }));
    await expectTeams(["Montreal Canadiens"]);
    // Football has no 'Atlantic': choosing it drops the division rather than showing nothing.
    await user.selectOptions(screen.getByRole("combobox", { name: "Sport" }), "Football");
    await expectTeams(["Alabama Crimson Tide", "Green Bay Packers", "Philadelphia Eagles"]);
    const division = screen.getByRole("combobox", { name: "Division" });
    expect(division).toHaveValue("all");
    expect(
      within(division)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All Divisions", "NFC East", "NFC North"]);
    expect(location.search).toBe("?sport=football");
  });

  it("reads its filters back from the URL", async () => {
    api.use(teamsHandler(someTeams));
    renderApp(sites.hub, "/teams?q=a&sport=hockey&division=Atlantic");
    await expectTeams(["Montreal Canadiens"]);
    expect(screen.getByRole("searchbox", { name: "Search teams" })).toHaveValue("a");
    expect(screen.getByRole("combobox", { name: "Sport" })).toHaveValue("hockey");
    expect(screen.getByRole("combobox", { name: "Division" })).toHaveValue("Atlantic");
  });

  it("reads only the site's sport and level on a sport's site: no college team on the NFL site, no sport dropdown", async () => {
    const calls: string[] = [];
    api.use(teamsHandler(someTeams, { calls }));
    renderApp(sites.nfl, "/teams");
    await expectTeams(["Green Bay Packers", "Philadelphia Eagles"]);
    expect(calls).toEqual([
      "/api/teams/teams/?sport__slug=football&level__slug=professional&ordering=-championships_won%2Ccity%2Cname&page_size=500",
    ]);
    expect(screen.queryByRole("combobox", { name: "Sport" })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("combobox", { name: "Division" }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All Divisions", "NFC East", "NFC North"]);
    expectTile("Sports", "1");
  });

  it("widens a sport's site to All Sports and back through the URL (?scope=all), dropping a sport chosen among all", async () => {
    api.use(teamsHandler(someTeams));
    const { user, location } = renderApp(sites.nhl, "/teams");
    await expectTeams(["Montreal Canadiens"]);
    const scope = screen.getByRole("group", { name: "Sports shown" });
    expect(within(scope).getByRole("button", { name: "NHL" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(scope).getByRole("button", { name: "All Sports" }));
    await expectTeams(ALL_SOME);
    expect(location.search).toBe("?scope=all");
    await user.selectOptions(screen.getByRole("combobox", { name: "Sport" }), "Football");
    await expectTeams(["Alabama Crimson Tide", "Green Bay Packers", "Philadelphia Eagles"]);
    expect(location.search).toBe("?scope=all&sport=football");
    await user.click(within(scope).getByRole("button", { name: "NHL" }));
    await expectTeams(["Montreal Canadiens"]);
    expect(location.search).toBe("");
  });

  it("offers no widening on the hub", async () => {
    api.use(teamsHandler(someTeams));
    renderApp(sites.hub, "/teams?scope=all");
    await expectTeams(ALL_SOME);
    expect(screen.queryByRole("group", { name: "Sports shown" })).not.toBeInTheDocument();
  });

  it.each([
    ["nothing is filtered: the site holds no such teams", sites.nhl, "/teams", "We hold no NHL teams yet."],
    ["nothing is filtered on the hub", sites.hub, "/teams", "We hold no teams yet."],
    ["a search matched nothing", sites.nhl, "/teams?q=zzz", "Try adjusting your search or filters"],
  ])("says why the list is empty when %s", async (_, site, path, hint) => {
    api.use(teamsHandler(path.includes("zzz") ? someTeams : []));
    renderApp(site, path);
    const empty = (await screen.findByRole("heading", { name: "No Teams Found" })).parentElement;
    expect(empty).toHaveTextContent(hint);
  });

  it("expands one card at a time, and closes the open one when clicked again", async () => {
    api.use(teamsHandler(someTeams));
    const { user } = renderApp(sites.hub, "/teams");
    await expectTeams(ALL_SOME);
    const eagles = card("Philadelphia Eagles");
    expect(eagles).toHaveAttribute("aria-expanded", "false");
    await user.click(eagles);
    expect(eagles).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(eagles.getAttribute("aria-controls") ?? "");
    if (!panel) throw new Error("no panel");
    expect(panel).toHaveTextContent("StadiumLincoln Financial Field");
    expect(panel).toHaveTextContent("LocationPhiladelphia, PA");
    expect(panel).toHaveTextContent("ConferenceNFC");
    expect(panel).toHaveTextContent("Last Championship2024");

    const canadiens = card("Montreal Canadiens");
    await user.click(canadiens);
    expect(canadiens).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => {
      expect(eagles).toHaveAttribute("aria-expanded", "false");
    });
    expect(screen.queryByText("Lincoln Financial Field")).not.toBeInTheDocument();
    expect(screen.getByText("Montreal, QC")).toBeInTheDocument();

    await user.click(canadiens);
    expect(canadiens).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => {
      expect(screen.queryByText("Montreal, QC")).not.toBeInTheDocument();
    });
  });

  it("shows 'N/A' for what a team lacks, and 'USA' without a state or country", async () => {
    api.use(teamsHandler(apiTeams.filter((team) => team.slug === "chicago-pittsburgh-union-league")));
    const { user } = renderApp(sites.hub, "/teams");
    await expectTeams(["Chicago/Pittsburgh (Union League)"]);
    const union = card("Chicago/Pittsburgh");
    expect(union).toHaveTextContent("CPI");
    expect(union).toHaveTextContent("Championships0");
    await user.click(union);
    const panel = document.getElementById(union.getAttribute("aria-controls") ?? "");
    expect(panel).toHaveTextContent("StadiumN/ALocationUSAConferenceUnion AssociationLast ChampionshipN/A");
  });

  it("shows 48 teams at first and more on request, starting over when the filters change", async () => {
    api.use(teamsHandler(apiTeams));
    const { user } = renderApp(sites.hub, "/teams");
    await waitFor(() => {
      expect(shownTeams()).toHaveLength(48);
    });
    expect(screen.getByText("Showing 48 of 73 teams")).toBeInTheDocument();
    await user.click(loadMore("teams"));
    await waitFor(() => {
      expect(shownTeams()).toHaveLength(73);
    });
    expect(screen.getByText("Showing 73 of 73 teams")).toBeInTheDocument();
    expect(screen.queryByText("Load more teams")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Sport" }), "Football");
    await waitFor(() => {
      expect(shownTeams()).toHaveLength(33);
    });
    await user.selectOptions(screen.getByRole("combobox", { name: "Sport" }), "All Sports");
    await waitFor(() => {
      expect(shownTeams()).toHaveLength(48);
    });
  });
});
