import { sites } from "@tl/site-config/sites";
import { screen, within } from "@testing-library/react";
import { delay } from "msw";
import { describe, expect, it } from "vitest";
import {
  babeRuth,
  marcelDionne,
  martinBrodeur,
  michaelJordan,
  mikeBrodeur,
  mikeTrout,
  playerPage,
  playersHandlers,
  richardBrodeur,
  wayneGretzky,
} from "@tl/data/players/mocks";
import { errorResponse } from "@tl/data/shared/mocks";
import { setupMockApi } from "../../test/msw";
import { UNCOUNTED_ALL_STARS, UNCOUNTED_TITLES } from "./parts/player-card";
import { UNSUMMED_ALL_STARS } from "./parts/player-tiles";
import { renderApp } from "../../test/render";

const api = setupMockApi();
// The first render of a lazy screen transforms its modules: seconds on a busy machine.
const slow = { timeout: 20_000 };

const heading = () => screen.findByRole("heading", { level: 1, name: "All Players" });
const card = (name: string) => screen.getByRole("button", { name: new RegExp(name) });
/** A stat on a card: its value sits above its label. */
const stat = (cardElement: HTMLElement, label: string) => within(cardElement).getByText(label).previousElementSibling?.textContent;

describe("Players: states", slow, () => {
  it("shows the heading and a spinner while loading", async () => {
    api.use(...playersHandlers({ list: async () => delay("infinite") }));
    renderApp(sites.hub, "/players");
    expect(await heading()).toBeInTheDocument();
    expect(screen.getByText("Player Directory")).toBeInTheDocument();
    expect(await screen.findByRole("status")).toHaveTextContent("Loading players…");
  });

  it("shows 'Error Loading Players' with the message, and Retry fetches again", async () => {
    let fail = true;
    api.use(
      ...playersHandlers({ list: () => (fail ? errorResponse({ status: 503, detail: "Database unavailable." }) : playerPage([babeRuth])) }),
    );
    const { user } = renderApp(sites.hub, "/players");
    const alert = await screen.findByRole("alert");
    expect(await heading()).toBeInTheDocument();
    expect(within(alert).getByRole("heading", { name: "Error Loading Players" })).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      "The API answered 503 Service Unavailable for /api/people/players/?page_size=48: Database unavailable.",
    );
    expect(screen.queryByText("No Players Found")).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("button", { name: /Babe Ruth/ })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows 'No Players Found' when nothing matches", async () => {
    api.use(...playersHandlers({ list: () => playerPage([]) }));
    renderApp(sites.hub, "/players?q=zzz");
    expect(await screen.findByRole("heading", { name: "No Players Found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or filters")).toBeInTheDocument();
    expect(await heading()).toBeInTheDocument();
  });

  it("says the site holds no players when nothing is filtered", async () => {
    api.use(...playersHandlers({ list: () => playerPage([]) }));
    renderApp(sites.chk, "/players");
    expect(await screen.findByRole("heading", { name: "No Players Found" })).toBeInTheDocument();
    expect(screen.getByText("We hold no College Hockey players yet.")).toBeInTheDocument();
  });

  it("shows the tiles from the summary, and 'N/A' when the summary fails while the list still shows", async () => {
    api.use(...playersHandlers());
    const { unmount } = renderApp(sites.hub, "/players");
    const tiles = await screen.findByLabelText("Player totals");
    expect(await within(tiles).findByText("2,442")).toBeInTheDocument();
    expect(tiles).toHaveTextContent("Active Players2,442");
    expect(tiles).toHaveTextContent("Total Championships6,961");
    expect(tiles).toHaveTextContent("All-Star Selections5,398");
    expect(tiles).toHaveTextContent("Sports Covered2");
    unmount();

    api.use(...playersHandlers({ summary: () => errorResponse({ status: 404, detail: "Not found." }) }));
    renderApp(sites.hub, "/players");
    expect(await screen.findByRole("button", { name: /Babe Ruth/ })).toBeInTheDocument();
    const failed = screen.getByLabelText("Player totals");
    await within(failed).findAllByText("N/A");
    expect(within(failed).getAllByText("N/A")).toHaveLength(4);
  });
});

describe("Players: tiles of counts we do not hold", slow, () => {
  it("shows the All-Star total as 'N/A', not 0, on a site whose sport has no All-Star data", async () => {
    api.use(...playersHandlers());
    renderApp(sites.nhl, "/players");
    const tiles = await screen.findByLabelText("Player totals");
    expect(await within(tiles).findByText("985")).toBeInTheDocument();
    expect(tiles).toHaveTextContent("All-Star SelectionsN/A");
    // Issue #15: the 'N/A' says why, to a pointer and to a screen reader.
    expect(within(tiles).getByTitle(UNSUMMED_ALL_STARS)).toHaveTextContent("N/A");
    expect(tiles).toHaveTextContent("Total Championships2,616");
  });
});

describe("Players: cards", slow, () => {
  it("shows each player as a card: sport and status badges, position, name, team, stats, recent awards", async () => {
    api.use(...playersHandlers());
    renderApp(sites.hub, "/players");
    const ruth = await screen.findByRole("button", { name: /Babe Ruth/ });
    expect(within(ruth).getByText("Baseball")).toBeInTheDocument();
    expect(within(ruth).getByText("Inactive")).toHaveClass("text-danger");
    expect(within(ruth).getByText("Outfield")).toBeInTheDocument();
    // His last club, under its name in his last season (1935), not the franchise's present one.
    expect(ruth).toHaveTextContent("Boston Braves, 1935");
    expect(ruth).not.toHaveTextContent("Atlanta");
    // Died in 1948: no age, though the birth date is known.
    expect(stat(ruth, "Age")).toBe("N/A");
    expect(stat(ruth, "Years Pro")).toBe("22");
    expect(stat(ruth, "Championships")).toBe("7");
    expect(stat(ruth, "All-Stars")).toBe("2");
    const awards = within(ruth).getByLabelText("Recent awards");
    expect(awards).toHaveTextContent("Baseball Magazine All-Star (1932)Baseball Magazine All-Star (1931)…");
    expect(within(ruth).getByRole("img", { name: "Multiple champion" })).toBeInTheDocument();

    const trout = card("Mike Trout");
    expect(within(trout).getByText("Active")).toHaveClass("text-success");
    expect(stat(trout, "Age")).toBe("35");
    expect(stat(trout, "All-Stars")).toBe("11");
    expect(within(trout).getByRole("img", { name: "MVP" })).toBeInTheDocument();

    const gretzky = card("Wayne Gretzky");
    expect(gretzky).toHaveTextContent("NYR · New York Rangers, 1998-99");
    // No All-Star data for the NHL: unknown, never 0; awards by the season-label rule.
    expect(stat(gretzky, "All-Stars")).toBe("N/A");
    expect(stat(gretzky, "Championships")).toBe("4");
    expect(within(gretzky).getByLabelText("Recent awards")).toHaveTextContent("Lady Byng (1998-99)Second Team All-Star (1997-98)…");
    expect(within(gretzky).getByText("Hockey")).toBeInTheDocument();
    expect(screen.getByText("Showing 3 of 3 players")).toBeInTheDocument();
  });

  it.each([
    ["more than 3 awards, no MVP, no title", marcelDionne, "Marcel Dionne", "Decorated"],
    ["no awards", mikeBrodeur, "Mike Brodeur", "Player"],
    ["3 championships", martinBrodeur, "Martin Brodeur", "Multiple champion"],
  ])("icon for %s", async (_, raw, name, icon) => {
    api.use(...playersHandlers({ list: () => playerPage([raw]) }));
    renderApp(sites.nhl, "/players");
    const player = await screen.findByRole("button", { name: new RegExp(name) });
    expect(within(player).getByRole("img", { name: icon })).toBeInTheDocument();
  });

  it("shows the jersey number instead of an icon when there is one, and the free-agent defaults", async () => {
    api.use(
      ...playersHandlers({
        list: () =>
          playerPage([
            { ...mikeTrout, jersey_number: "27", current_team: null },
            { ...mikeBrodeur, current_team: null },
          ]),
      }),
    );
    renderApp(sites.mlb, "/players");
    const trout = await screen.findByRole("button", { name: /Mike Trout/ });
    expect(within(trout).getByText("#27")).toBeInTheDocument();
    expect(within(trout).queryByRole("img")).not.toBeInTheDocument();
    // Active without a team: a free agent (spec §9). Not active without one: no free agent, his last club is not known.
    expect(trout).toHaveTextContent("FA · Free Agent");
    expect(card("Mike Brodeur")).toHaveTextContent("Last team not recorded");
    expect(card("Mike Brodeur")).not.toHaveTextContent("Free Agent");
  });

  it("shows 'N/A', never 0, for counts the API does not hold", async () => {
    api.use(...playersHandlers({ list: () => playerPage([michaelJordan, { ...babeRuth, all_star_selections: 0 }]) }));
    renderApp(sites.hub, "/players");
    const jordan = await screen.findByRole("button", { name: /Michael Jordan/ });
    expect(stat(jordan, "Championships")).toBe("N/A");
    expect(stat(jordan, "All-Stars")).toBe("N/A");
    // Issue #15: each 'N/A' says why.
    expect(within(jordan).getByTitle(UNCOUNTED_TITLES)).toHaveTextContent("N/A");
    expect(within(jordan).getByTitle(UNCOUNTED_ALL_STARS)).toHaveTextContent("N/A");
    expect(jordan).toHaveTextContent("CHI · Chicago Bulls, 1997-98");
    // A count of 0 we hold stays 0.
    expect(stat(card("Babe Ruth"), "All-Stars")).toBe("0");
  });

  it("colours a status the API names: retired is secondary", async () => {
    api.use(...playersHandlers({ list: () => playerPage([{ ...babeRuth, status: "retired" }]) }));
    renderApp(sites.mlb, "/players");
    const ruth = await screen.findByRole("button", { name: /Babe Ruth/ });
    expect(within(ruth).getByText("Retired")).toHaveClass("text-secondary-800");
  });

  it("expands one card at a time; clicking the open one closes it", async () => {
    api.use(...playersHandlers());
    const { user } = renderApp(sites.hub, "/players");
    const ruth = await screen.findByRole("button", { name: /Babe Ruth/ });
    expect(ruth).toHaveAttribute("aria-expanded", "false");
    await user.click(ruth);
    expect(ruth).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(ruth.getAttribute("aria-controls") ?? "");
    expect(panel).not.toBeNull();
    const details = within(panel as HTMLElement);
    expect(details.getByRole("group", { name: "Physical" })).toHaveTextContent(
      `Height6'2"Weight215 lbsBirthplaceBaltimore, MD, USACollegeN/A`,
    );
    expect(details.queryByRole("group", { name: "Draft" })).not.toBeInTheDocument();
    // Batting first for an outfielder, though he pitched too and the API sends keys in jsonb order.
    expect(details.getByRole("group", { name: "Career Stats" })).toHaveTextContent(
      "Career Statsgames2,503hits2,873home runs714rbi2,217batting average0.342runs2,174",
    );
    expect(
      within(details.getByRole("group", { name: "Awards" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(babeRuth.awards);

    const trout = card("Mike Trout");
    await user.click(trout);
    expect(trout).toHaveAttribute("aria-expanded", "true");
    expect(ruth).toHaveAttribute("aria-expanded", "false");
    expect(screen.getAllByRole("group", { name: "Physical" })).toHaveLength(1);
    await user.click(trout);
    expect(trout).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("group", { name: "Physical" })).not.toBeInTheDocument();
  });

  it("links the player's page and his team's from the open panel, never from the toggle (issue #16)", async () => {
    api.use(...playersHandlers());
    const { user } = renderApp(sites.hub, "/players");
    const ruth = await screen.findByRole("button", { name: /Babe Ruth/ });
    await user.click(ruth);
    const pages = screen.getByRole("group", { name: "Pages" });
    expect(pages).toHaveTextContent("PagesPlayerBabe RuthTeamBoston Braves, 1935");
    // From the hub across to the player's own site.
    expect(within(pages).getByRole("link", { name: "Babe Ruth" })).toHaveAttribute("href", "http://mlb.localhost:3000/players/babe-ruth");
    expect(within(pages).getByRole("link", { name: "Boston Braves" })).toHaveAttribute(
      "href",
      "http://mlb.localhost:3000/teams/atlanta-braves",
    );
    expect(ruth.querySelector("a")).toBeNull();
  });

  it("on a sport site links in-site, and the keyboard reaches the links after the card's toggle", async () => {
    api.use(...playersHandlers({ list: () => playerPage([wayneGretzky]) }));
    const { user, location } = renderApp(sites.nhl, "/players");
    const gretzky = await screen.findByRole("button", { name: /Wayne Gretzky/ });
    gretzky.focus();
    await user.keyboard("{Enter}");
    expect(gretzky).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    const link = screen.getByRole("link", { name: "Wayne Gretzky" });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute("href", `/players/${wayneGretzky.slug}`);
    await user.keyboard("{Enter}");
    expect(location.pathname).toBe(`/players/${wayneGretzky.slug}`);
  });

  it("shows the draft when a year or round is known, and a goalie's stats in his order", async () => {
    // Mike Trout was drafted in 2009, round 1, pick 25 (the API holds no draft data yet).
    api.use(
      ...playersHandlers({ list: () => playerPage([{ ...mikeTrout, draft_year: 2009, draft_round: 1, draft_pick: 25 }, martinBrodeur]) }),
    );
    const { user } = renderApp(sites.hub, "/players");
    await user.click(await screen.findByRole("button", { name: /Mike Trout/ }));
    expect(screen.getByRole("group", { name: "Draft" })).toHaveTextContent("DraftYear2009Round1Pick25");
    await user.click(card("Martin Brodeur"));
    expect(screen.getByRole("group", { name: "Career Stats" })).toHaveTextContent(
      "Career Statsgames played1,266wins691losses397goals against average2.240save percentage0.912shutouts125",
    );
  });

  it("loads more players a page at a time", async () => {
    const calls: string[] = [];
    api.use(
      ...playersHandlers({
        calls,
        list: (url) =>
          url.searchParams.get("page") === "2"
            ? playerPage([richardBrodeur], { count: 3 })
            : playerPage([martinBrodeur, mikeBrodeur], {
                count: 3,
                next: "http://127.0.0.1:4400/api/people/players/?search=brodeur&page_size=48&page=2",
              }),
      }),
    );
    const { user } = renderApp(sites.hub, "/players?q=brodeur");
    expect(await screen.findByText("Showing 2 of 3 players")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more players" }));
    expect(await screen.findByRole("button", { name: /Richard Brodeur/ })).toBeInTheDocument();
    expect(screen.getByText("Showing 3 of 3 players")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more players" })).not.toBeInTheDocument();
    expect(calls.filter((call) => !call.includes("/summary/"))).toEqual([
      "/api/people/players/?search=brodeur&page_size=48",
      "/api/people/players/?search=brodeur&page_size=48&page=2",
    ]);
  });

  it("on a sport site asks for its sport and level only, and has no sport dropdown", async () => {
    const calls: string[] = [];
    api.use(...playersHandlers({ calls, list: () => playerPage([wayneGretzky]) }));
    renderApp(sites.nhl, "/players");
    expect(await screen.findByRole("button", { name: /Wayne Gretzky/ })).toBeInTheDocument();
    expect(screen.queryByLabelText("Sport")).not.toBeInTheDocument();
    expect(calls.sort()).toEqual([
      "/api/people/players/?sport__slug=hockey&level__slug=professional&page_size=48",
      "/api/people/players/summary/?sport__slug=hockey&level__slug=professional",
    ]);
  });
});
