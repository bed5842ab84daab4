import { sites } from "@tl/site-config/sites";
import type { SiteConfig } from "@tl/site-config/types";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { babeRuth, martinBrodeur, playerPage, playersHandlers, ruthSearchResults, wayneGretzky } from "@tl/data/players/mocks";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();
// The first render of a lazy screen transforms its modules: seconds on a busy machine.
const slow = { timeout: 20_000 };

const SUMMARY = "/api/people/players/summary/";

/** Renders the screen with every call recorded; resolves once the first cards show. */
async function open(path: string, site: SiteConfig = sites.hub, list = () => playerPage([babeRuth, wayneGretzky])) {
  const calls: string[] = [];
  api.use(...playersHandlers({ calls, list }));
  const view = renderApp(site, path);
  await screen.findAllByRole("button", { name: /Babe Ruth|Wayne Gretzky|Martin Brodeur/ });
  const listCalls = () => calls.filter((call) => !call.startsWith(SUMMARY));
  const summaryCalls = () => calls.filter((call) => call.startsWith(SUMMARY));
  return { ...view, calls, listCalls, summaryCalls };
}

/** Options of a labelled dropdown, once the summary has filled it. */
async function optionsOf(label: string, atLeast = 2) {
  const select = screen.getByLabelText(label);
  await waitFor(() => {
    expect(within(select).getAllByRole("option").length).toBeGreaterThanOrEqual(atLeast);
  });
  return within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);
}

describe("Players: dropdowns", slow, () => {
  it("offers the spec's options: sports, positions and teams from the summary, the four statuses", async () => {
    await open("/players");
    expect(screen.getByPlaceholderText("Search players, teams, or positions...")).toBeInTheDocument();
    expect(await optionsOf("Sport")).toEqual(["All Sports", "Baseball", "Hockey"]);
    const positions = await optionsOf("Position");
    expect(positions[0]).toBe("All Positions");
    expect(positions).toEqual(expect.arrayContaining(["Pitcher", "Goalie", "Center Field", "Left Wing/Center"]));
    // Abbreviations repeat across leagues (two STL): the label names the team, the value is its slug.
    const teams = await optionsOf("Team");
    expect(teams[0]).toBe("All Teams");
    expect(teams).toEqual(expect.arrayContaining(["St. Louis Cardinals", "St. Louis Blues", "New York Rangers"]));
    expect(await optionsOf("Status")).toEqual(["All Status", "Active", "Injured", "Retired", "Inactive"]);
  });
});

describe("Players: each filter makes the spec §7 call and reaches the URL", slow, () => {
  it.each([
    ["Status", "Active", "?status=active", "/api/people/players/active/?page_size=48", `${SUMMARY}?status=active`],
    ["Status", "Retired", "?status=retired", "/api/people/players/?status=retired&page_size=48", `${SUMMARY}?status=retired`],
    ["Status", "Injured", "?status=injured", "/api/people/players/?status=injured&page_size=48", `${SUMMARY}?status=injured`],
    ["Status", "Inactive", "?status=inactive", "/api/people/players/?status=inactive&page_size=48", `${SUMMARY}?status=inactive`],
    [
      "Position",
      "Goalie",
      "?position=Goalie",
      "/api/people/players/by_position/?position=Goalie&page_size=48",
      `${SUMMARY}?position=Goalie`,
    ],
    [
      "Team",
      "New York Rangers",
      "?team=new-york-rangers",
      "/api/people/players/?team__slug=new-york-rangers&page_size=48",
      `${SUMMARY}?team__slug=new-york-rangers`,
    ],
    ["Sport", "Hockey", "?sport=hockey", "/api/people/players/?sport__slug=hockey&page_size=48", `${SUMMARY}?sport__slug=hockey`],
  ])("%s: %s", async (label, option, search, listCall, summaryCall) => {
    const { user, location, listCalls, summaryCalls } = await open("/players");
    await optionsOf(label);
    await user.selectOptions(screen.getByLabelText(label), option);
    await waitFor(() => {
      expect(listCalls().at(-1)).toBe(listCall);
    });
    expect(summaryCalls()).toContain(summaryCall);
    expect(location.search).toBe(search);
    expect(screen.getByRole("option", { name: option, selected: true })).toBeInTheDocument();
  });

  it("searches on the server after a pause in typing, and keeps the search in the URL", async () => {
    const { user, location, listCalls, summaryCalls } = await open("/players");
    await user.type(screen.getByLabelText("Search players"), "gretzky");
    await waitFor(() => {
      expect(listCalls().at(-1)).toBe("/api/people/players/?search=gretzky&page_size=48");
    });
    // One call for the whole word, not one per letter.
    expect(listCalls()).toEqual(["/api/people/players/?page_size=48", "/api/people/players/?search=gretzky&page_size=48"]);
    expect(summaryCalls()).toContain(`${SUMMARY}?search=gretzky`);
    expect(location.search).toBe("?q=gretzky");
  });

  it("combines every filter (AND): active wins the path, the others ride along", async () => {
    const { user, location, listCalls } = await open("/players", sites.hub, () => playerPage([martinBrodeur]));
    await optionsOf("Sport");
    await user.selectOptions(screen.getByLabelText("Sport"), "Hockey");
    await user.selectOptions(screen.getByLabelText("Position"), "Goalie");
    await user.selectOptions(screen.getByLabelText("Team"), "St. Louis Blues");
    await user.type(screen.getByLabelText("Search players"), "brodeur");
    await waitFor(() => {
      expect(listCalls().at(-1)).toBe(
        "/api/people/players/by_position/?sport__slug=hockey&position=Goalie&team__slug=st-louis-blues&search=brodeur&page_size=48",
      );
    });
    await user.selectOptions(screen.getByLabelText("Status"), "Active");
    await waitFor(() => {
      expect(listCalls().at(-1)).toBe(
        "/api/people/players/active/?sport__slug=hockey&position=Goalie&team__slug=st-louis-blues&search=brodeur&page_size=48",
      );
    });
    expect(new URLSearchParams(location.search).toString()).toBe(
      "sport=hockey&position=Goalie&team=st-louis-blues&q=brodeur&status=active",
    );
  });

  it("choosing a sport keeps every sport on offer and clears a position and team of another sport", async () => {
    const { user, location } = await open("/players?position=Pitcher&team=new-york-yankees");
    await optionsOf("Sport");
    await user.selectOptions(screen.getByLabelText("Sport"), "Hockey");
    expect(location.search).toBe("?sport=hockey");
    await waitFor(async () => {
      expect(await optionsOf("Position")).not.toContain("Pitcher");
    });
    expect(await optionsOf("Sport")).toEqual(["All Sports", "Baseball", "Hockey"]);
    expect(await optionsOf("Team")).toEqual(["All Teams", "Carolina Hurricanes", "New York Rangers", "Ottawa Senators", "St. Louis Blues"]);
  });

  it("on a sport site, filters ride along with the site's sport and level", async () => {
    const { user, listCalls } = await open("/players", sites.nhl, () => playerPage([martinBrodeur]));
    await optionsOf("Position");
    await user.selectOptions(screen.getByLabelText("Position"), "Goalie");
    await waitFor(() => {
      expect(listCalls().at(-1)).toBe(
        "/api/people/players/by_position/?sport__slug=hockey&level__slug=professional&position=Goalie&page_size=48",
      );
    });
  });
});

describe("Players: filters are read back from the URL", slow, () => {
  it("/players?q=ruth searches for ruth at once", async () => {
    const { listCalls, summaryCalls } = await open("/players?q=ruth", sites.hub, () => playerPage(ruthSearchResults));
    expect(screen.getByLabelText("Search players")).toHaveValue("ruth");
    expect(listCalls()).toEqual(["/api/people/players/?search=ruth&page_size=48"]);
    expect(summaryCalls()).toEqual(expect.arrayContaining([`${SUMMARY}?search=ruth`, SUMMARY]));
    expect(await screen.findByText("Showing 9 of 9 players")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /ruth/i })).toHaveLength(9);
  });

  it("a shared link with every filter shows them chosen and makes their call", async () => {
    const { listCalls } = await open("/players?sport=hockey&position=Goalie&team=st-louis-blues&status=active&q=brodeur", sites.hub, () =>
      playerPage([martinBrodeur]),
    );
    expect(listCalls()).toEqual([
      "/api/people/players/active/?sport__slug=hockey&position=Goalie&team__slug=st-louis-blues&search=brodeur&page_size=48",
    ]);
    expect(screen.getByLabelText("Search players")).toHaveValue("brodeur");
    expect(screen.getByLabelText("Sport")).toHaveValue("hockey");
    expect(screen.getByLabelText("Position")).toHaveValue("Goalie");
    expect(screen.getByLabelText("Team")).toHaveValue("st-louis-blues");
    expect(screen.getByLabelText("Status")).toHaveValue("active");
    await waitFor(() => {
      expect(screen.getByRole("option", { name: "St. Louis Blues", selected: true })).toBeInTheDocument();
    });
  });

  it("ignores a status the spec does not know", async () => {
    const { listCalls } = await open("/players?status=suspended");
    expect(listCalls()).toEqual(["/api/people/players/?page_size=48"]);
    expect(screen.getByLabelText("Status")).toHaveValue("all");
  });
});
