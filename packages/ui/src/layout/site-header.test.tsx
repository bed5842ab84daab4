import { sites } from "@tl/site-config/sites";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render";

const nav = () => screen.getByRole("navigation", { name: "Main" });

/** The logo link is named by its visible text first (WCAG 2.5.3 label in name). */
const LOGO_NAME = /^Football Professional\s*Championship Analytics, home$/;

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe("navigation bar", () => {
  it("links the logo to / and lists the championships, the champions and spec §2's six links in order", async () => {
    renderApp(sites.nfl, "/");
    await screen.findByRole("heading", { level: 1 });
    expect(within(nav()).getByRole("link", { name: LOGO_NAME })).toHaveAttribute("href", "/");
    const links = within(nav())
      .getAllByRole("link")
      .slice(1)
      .filter((link) => !link.closest("#mobile-menu") && link.getAttribute("href")?.startsWith("/"))
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Championships", "/championships"],
      ["Champions", "/champions"],
      ["Scores", "/scores"],
      ["Seasons", "/seasons"],
      ["Standings", "/standings"],
      ["Teams", "/teams"],
      ["Players", "/players"],
      ["Coaches", "/coaches"],
    ]);
  });

  it.each([
    ["/teams", "Teams"],
    ["/players", "Players"],
    ["/standings/east", "Standings"],
    ["/scoresheet", "Scores"],
    ["/champions", "Champions"],
    ["/championships", "Championships"],
    ["/championships/world-series", "Championships"],
  ])("on %s highlights %s only", async (path, label) => {
    renderApp(sites.mlb, path);
    await screen.findByRole("heading", { level: 1 });
    const current = within(nav()).getAllByRole("link", { current: "page" });
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it("highlights nothing on Home", async () => {
    renderApp(sites.mlb, "/");
    await screen.findByRole("heading", { level: 1 });
    expect(within(nav()).queryAllByRole("link", { current: "page" })).toEqual([]);
  });

  it("shows the sport's name as the title, or the product title on the hub, with the tagline", () => {
    const { unmount } = renderApp(sites.nba);
    expect(within(nav()).getByText("Basketball")).toBeInTheDocument();
    expect(within(nav()).getByText("Championship Analytics")).toBeInTheDocument();
    unmount();
    renderApp(sites.hub);
    expect(within(nav()).getByText("Title Ledger")).toBeInTheDocument();
    expect(within(nav()).getByText("Championship Analytics")).toBeInTheDocument();
  });

  it("opens the mobile menu, and closes it when a link is picked, navigating there", async () => {
    const { user } = renderApp(sites.cfb, "/");
    await screen.findByRole("heading", { level: 1 });
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById("mobile-menu")).toBeNull();

    await user.click(toggle);
    // The menu's code loads on demand (it is not in the first download).
    const menu = await waitFor(() => {
      const element = document.getElementById("mobile-menu");
      expect(element).not.toBeNull();
      return element;
    });
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    await user.click(within(menu as HTMLElement).getByRole("link", { name: "Standings" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Team Standings" })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.getElementById("mobile-menu")).toBeNull();
    });
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the mobile menu on Escape and gives the focus back to its button", async () => {
    const { user } = renderApp(sites.nhl, "/");
    await screen.findByRole("heading", { level: 1 });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await waitFor(() => {
      expect(document.getElementById("mobile-menu")).not.toBeNull();
    });
    await user.keyboard("{Escape}");
    await waitFor(() => {
      expect(document.getElementById("mobile-menu")).toBeNull();
    });
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("lists every site in the mobile menu, the current one marked", async () => {
    const { user } = renderApp(sites.mlb, "/teams");
    await screen.findByRole("heading", { level: 1 });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await waitFor(() => {
      const element = document.getElementById("mobile-menu");
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    const list = within(menu).getByRole("list", { name: "Title Ledger sites" });
    expect(within(list).getAllByRole("link")).toHaveLength(9);
    expect(within(list).getByRole("link", { current: true })).toHaveAccessibleName(/^MLB/);
    expect(within(menu).getByRole("link", { name: "Champions" })).toHaveAttribute("href", "/champions");
  });

  it("changes the header style only once scrolled more than 20 px", async () => {
    renderApp(sites.nhl);
    await screen.findByRole("heading", { level: 1 });
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-scrolled", "false");
    scrollTo(20);
    expect(header).toHaveAttribute("data-scrolled", "false");
    scrollTo(21);
    expect(header).toHaveAttribute("data-scrolled", "true");
    expect(header).toHaveClass("shadow-md");
    scrollTo(0);
    expect(header).toHaveAttribute("data-scrolled", "false");
  });
});
