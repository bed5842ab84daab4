import { sites } from "@tl/site-config/sites";
import { screen } from "@testing-library/react";
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

  it("moves between routes through the navigation", async () => {
    const { user } = renderApp(sites.hub, "/");
    await screen.findByRole("heading", { level: 1, name: /Championship Analytics/ });
    await user.click(screen.getAllByRole("link", { name: "Players" })[0] as HTMLElement);
    expect(await screen.findByRole("heading", { level: 1, name: "All Players" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Title Ledger home" }));
    expect(await screen.findByRole("heading", { level: 1, name: /Championship Analytics/ })).toBeInTheDocument();
  });
});
