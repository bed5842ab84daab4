import { sites } from "@tl/site-config/sites";
import { screen } from "@testing-library/react";
import { MotionGlobalConfig } from "framer-motion";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render";

describe("route table (spec §2)", () => {
  it.each([
    ["/championships", "Championships"],
    ["/champions", "Hall of Champions"],
    ["/teams", "Teams"],
    ["/scores", "Scores"],
    ["/seasons", "Seasons"],
    ["/standings", "Team Standings"],
    ["/players", "All Players"],
    ["/coaches", "All Coaches"],
    ["/data-quality", "Data Quality"],
    ["/analytics", "Analytics"],
    ["/features", "Features"],
    ["/debug", "Debug"],
  ])("%s shows %s", async (path, heading) => {
    renderApp(sites.nfl, path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(["/no-such-page", "/teams-and-more/x/y"])("%s is a 404 page with a way home", async (path) => {
    renderApp(sites.cbs, path);
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByText(path)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });

  // The first page of a visit animates nothing (framer-motion is not loaded yet): nothing may be
  // left at an animation's `initial` style, often opacity 0.
  it.each([
    ["/", /Championship Analytics/],
    ["/no-such-page", "Page not found"],
  ])("%s shows nothing left transparent by an animation", async (path, heading) => {
    renderApp(sites.hub, path);
    await screen.findByRole("heading", { level: 1, name: heading });
    const transparent = [...document.querySelectorAll<HTMLElement>("main [style]")].filter((element) => element.style.opacity === "0");
    expect(transparent).toEqual([]);
  });

  it("moves between routes through the navigation", async () => {
    const { user } = renderApp(sites.hub, "/");
    await screen.findByRole("heading", { level: 1, name: /Championship Analytics/ });
    await user.click(screen.getAllByRole("link", { name: "Players" })[0] as HTMLElement);
    expect(await screen.findByRole("heading", { level: 1, name: "All Players" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: /^Title Ledger.*, home$/ }));
    expect(await screen.findByRole("heading", { level: 1, name: /Championship Analytics/ })).toBeInTheDocument();
  });

  it("from the second change of page on, lets the old page fade out before the next one mounts", { timeout: 30_000 }, async () => {
    // framer-motion's animations on, running in real time (jsdom has no Web Animations).
    MotionGlobalConfig.skipAnimations = false;
    const observer = new MutationObserver(record);
    const seen: { home: boolean; players: boolean; homeOpacity: number }[] = [];
    function record() {
      const home = screen.queryByRole("heading", { level: 1, name: /Championship Analytics/ });
      const wrapper = home?.closest<HTMLElement>("main > div");
      seen.push({
        home: home !== null,
        players: screen.queryByRole("heading", { level: 1, name: "All Players" }) !== null,
        homeOpacity: Number(wrapper?.style.opacity || 1),
      });
    }
    try {
      const { user } = renderApp(sites.hub, "/no-such-page");
      await screen.findByRole("heading", { level: 1, name: "Page not found" });
      // The first change of page loads the transition; Home fades in.
      await user.click(screen.getByRole("link", { name: /^Title Ledger.*, home$/ }));
      await screen.findByRole("heading", { level: 1, name: /Championship Analytics/ });

      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["style"] });
      await user.click(screen.getAllByRole("link", { name: "Players" })[0] as HTMLElement);
      expect(await screen.findByRole("heading", { level: 1, name: "All Players" })).toBeInTheDocument();
      record();
      // Home faded (its opacity went below 1) and was gone before Players mounted; never both at once.
      const lastHome = seen.findLastIndex((state) => state.home);
      const firstPlayers = seen.findIndex((state) => state.players);
      expect(seen.slice(0, lastHome + 1).some((state) => state.homeOpacity < 1)).toBe(true);
      expect(firstPlayers).toBeGreaterThan(lastHome);
      expect(seen.filter((state) => state.home && state.players)).toEqual([]);
    } finally {
      observer.disconnect();
      MotionGlobalConfig.skipAnimations = true;
    }
  });
});
