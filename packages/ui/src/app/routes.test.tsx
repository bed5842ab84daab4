import { sites } from "@tl/site-config/sites";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeWebAnimations } from "../layout/fake-web-animations";
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
    ["/debug", "Debug"],
  ])("%s shows %s", async (path, heading) => {
    renderApp(sites.nfl, path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(["/no-such-page", "/analytics", "/features", "/teams-and-more/x/y"])("%s is a 404 page with a way home", async (path) => {
    renderApp(sites.cbs, path);
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByText(path)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });

  // Home and the 404 page sit outside the data layer, which holds framer-motion's LazyMotion:
  // an `m` component there would never animate and stay at its `initial` style, often opacity 0.
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
    await user.click(screen.getByRole("link", { name: "Title Ledger home" }));
    expect(await screen.findByRole("heading", { level: 1, name: /Championship Analytics/ })).toBeInTheDocument();
  });

  it("lets the old page fade out before the next one mounts and fades in; the first page just appears", async () => {
    const fake = fakeWebAnimations();
    try {
      const { user, location } = renderApp(sites.hub, "/no-such-page");
      await screen.findByRole("heading", { level: 1, name: "Page not found" });
      expect(fake.animations).toEqual([]);

      await user.click(screen.getByRole("link", { name: "Title Ledger home" }));
      expect(location.pathname).toBe("/");
      // Still the old page, fading out; Home is not mounted yet.
      expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
      const [exit] = fake.animations;
      expect(exit?.keyframes.at(-1)).toMatchObject({ opacity: "0" });

      act(() => {
        exit?.finish();
      });
      expect(await screen.findByRole("heading", { level: 1, name: /Championship Analytics/ })).toBeInTheDocument();
      expect(screen.queryByRole("heading", { level: 1, name: "Page not found" })).toBeNull();
      expect(fake.animations[1]?.keyframes[0]).toMatchObject({ opacity: "0", translate: "0px 12px" });
    } finally {
      fake.restore();
    }
  });
});
