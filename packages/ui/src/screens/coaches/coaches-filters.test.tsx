// The Coaches screen's search and dropdowns: the exact call each choice makes (spec §7), the
// results, and the URL round trip (choices live in the query string).
import { sites } from "@tl/site-config/sites";
import type { SiteConfig } from "@tl/site-config/types";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockCoachesApi } from "@tl/data/coaches/mocks";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();

async function names(): Promise<string[]> {
  const grid = await screen.findByRole("list", { name: "Coaches" });
  return within(grid)
    .getAllByRole("article")
    .map((card) => document.getElementById(card.getAttribute("aria-labelledby") ?? "")?.textContent ?? "");
}

/** Waits for the list to settle on exactly these coaches. */
async function expectCoaches(expected: string[]) {
  await waitFor(async () => {
    expect(await names()).toEqual(expected);
  });
}

const select = (label: string) => screen.getByRole("combobox", { name: label });
const optionLabels = (label: string) =>
  within(select(label))
    .getAllByRole("option")
    .map((option) => option.textContent);

function start(site: SiteConfig = sites.hub, path = "/coaches") {
  const mock = mockCoachesApi();
  api.use(...mock.handlers);
  const view = renderApp(site, path);
  return { ...view, calls: mock.calls };
}

const ALL_SEVEN = ["Toe Blake", "Aaron Boone", "Scotty Bowman", "Jon Cooper", "Joe McCarthy", "Dave Roberts", "Casey Stengel"];

describe("Coaches filters", { timeout: 15_000 }, () => {
  it("offers the spec's options: sports, positions and teams from the summary, five statuses", async () => {
    start();
    await screen.findByRole("option", { name: "Hockey" });
    expect(screen.getByPlaceholderText("Search coaches, teams, or positions...")).toBeInTheDocument();
    expect(optionLabels("Sport")).toEqual(["All Sports", "Baseball", "Hockey"]);
    expect(optionLabels("Position")).toEqual(["All Positions", "Head Coach", "Manager"]);
    expect(optionLabels("Team")).toEqual([
      "All Teams",
      "Boston Red Sox",
      "Detroit Red Wings",
      "Los Angeles Dodgers",
      "Montreal Canadiens",
      "New York Mets",
      "New York Yankees",
      "Tampa Bay Lightning",
    ]);
    expect(optionLabels("Status")).toEqual(["All Status", "Active", "Interim", "Retired", "Fired", "Resigned"]);
    await expectCoaches(ALL_SEVEN);
  });

  it("status Active calls active/ and reaches the URL", async () => {
    const { user, calls, location } = start();
    await expectCoaches(ALL_SEVEN);
    await user.selectOptions(select("Status"), "Active");
    await expectCoaches(["Aaron Boone", "Jon Cooper", "Dave Roberts"]);
    expect(calls).toContain("/api/people/coaches/active/?page_size=48");
    expect(calls).toContain("/api/people/coaches/summary/?status=active");
    expect(location.search).toBe("?status=active");
    expect(screen.getByLabelText("Coach summary")).toHaveTextContent("Active Coaches3");
  });

  it("another status calls the list with status", async () => {
    const { user, calls, location } = start();
    await expectCoaches(ALL_SEVEN);
    await user.selectOptions(select("Status"), "Retired");
    await expectCoaches(["Toe Blake", "Scotty Bowman", "Joe McCarthy", "Casey Stengel"]);
    expect(calls).toContain("/api/people/coaches/?status=retired&page_size=48");
    expect(location.search).toBe("?status=retired");
  });

  it("position Head Coach calls head_coaches/ (head coaches and managers)", async () => {
    const { user, calls, location } = start();
    await screen.findByRole("option", { name: "Head Coach" });
    await user.selectOptions(select("Position"), "Head Coach");
    await waitFor(() => {
      expect(calls).toContain("/api/people/coaches/head_coaches/?page_size=48");
    });
    await expectCoaches(ALL_SEVEN);
    expect(location.search).toBe("?position=Head+Coach");
  });

  it("another position calls the list with position", async () => {
    const { user, calls } = start();
    await screen.findByRole("option", { name: "Manager" });
    await user.selectOptions(select("Position"), "Manager");
    await expectCoaches(["Aaron Boone", "Joe McCarthy", "Dave Roberts", "Casey Stengel"]);
    expect(calls).toContain("/api/people/coaches/?position=Manager&page_size=48");
  });

  it("team sends the team's slug", async () => {
    const { user, calls, location } = start();
    await screen.findByRole("option", { name: "Detroit Red Wings" });
    await user.selectOptions(select("Team"), "Detroit Red Wings");
    await expectCoaches(["Scotty Bowman"]);
    expect(calls).toContain("/api/people/coaches/?team__slug=detroit-red-wings&page_size=48");
    expect(location.search).toBe("?team=detroit-red-wings");
  });

  it("sport on the hub sends sport__slug, narrows the team options and clears the team", async () => {
    const { user, calls, location } = start(sites.hub, "/coaches?team=boston-red-sox");
    await expectCoaches(["Joe McCarthy"]);
    await user.selectOptions(select("Sport"), "Hockey");
    await expectCoaches(["Toe Blake", "Scotty Bowman", "Jon Cooper"]);
    expect(calls).toContain("/api/people/coaches/?sport__slug=hockey&page_size=48");
    expect(location.search).toBe("?sport=hockey");
    await waitFor(() => {
      expect(optionLabels("Team")).toEqual(["All Teams", "Detroit Red Wings", "Montreal Canadiens", "Tampa Bay Lightning"]);
    });
    // The sport options still span the site.
    expect(optionLabels("Sport")).toEqual(["All Sports", "Baseball", "Hockey"]);
  });

  it("search sends the text after a pause and keeps it in the URL, replacing the history entry", async () => {
    const { user, calls, location } = start();
    await expectCoaches(ALL_SEVEN);
    await user.type(screen.getByRole("searchbox", { name: "Search coaches" }), "yankees");
    await expectCoaches(["Aaron Boone"]);
    expect(calls).toContain("/api/people/coaches/?search=yankees&page_size=48");
    expect(calls.filter((call) => call.includes("search=y&"))).toEqual([]);
    expect(location.search).toBe("?q=yankees");
  });

  it("combines every choice with AND in one call", async () => {
    const { user, calls, location } = start();
    await screen.findByRole("option", { name: "Baseball" });
    await user.selectOptions(select("Sport"), "Baseball");
    await user.selectOptions(select("Status"), "Active");
    await expectCoaches(["Aaron Boone", "Dave Roberts"]);
    await user.type(screen.getByRole("searchbox", { name: "Search coaches" }), "yankees");
    await expectCoaches(["Aaron Boone"]);
    expect(calls).toContain("/api/people/coaches/active/?sport__slug=baseball&search=yankees&page_size=48");
    expect(calls).toContain("/api/people/coaches/summary/?sport__slug=baseball&search=yankees&status=active");
    expect(location.search).toBe("?sport=baseball&status=active&q=yankees");
  });

  it("head coach with another status keeps the status on head_coaches/", async () => {
    const { calls } = start(sites.hub, "/coaches?position=Head+Coach&status=fired");
    await waitFor(() => {
      expect(calls).toContain("/api/people/coaches/head_coaches/?status=fired&page_size=48");
    });
  });

  it("reads its choices back from a shared URL", async () => {
    const { calls } = start(sites.hub, "/coaches?q=mccarthy&status=retired&sport=baseball");
    await expectCoaches(["Joe McCarthy"]);
    expect(calls).toContain("/api/people/coaches/?sport__slug=baseball&search=mccarthy&status=retired&page_size=48");
    expect(screen.getByRole("searchbox", { name: "Search coaches" })).toHaveValue("mccarthy");
    expect(select("Status")).toHaveValue("retired");
    expect(select("Sport")).toHaveValue("baseball");
  });

  it("on a sport site the site's sport and level go with every call", async () => {
    const { user, calls } = start(sites.nhl);
    await expectCoaches(["Toe Blake", "Scotty Bowman", "Jon Cooper"]);
    await user.selectOptions(select("Status"), "Active");
    await expectCoaches(["Jon Cooper"]);
    expect(calls).toContain("/api/people/coaches/active/?sport__slug=hockey&level__slug=professional&page_size=48");
    // A sport site is its sport: no sport to choose.
    expect(screen.queryByRole("combobox", { name: "Sport" })).not.toBeInTheDocument();
  });
});
