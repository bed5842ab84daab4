// /features (issue #19): Home's three feature cards as sections, each leading into the product,
// and the nine sites, this one in-site and the others across on their own hosts.
import { sites } from "@tl/site-config/sites";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";
import { FEATURES } from "../home/parts/feature-cards";

const section = (name: string) => screen.getByRole("region", { name });

describe("Features", () => {
  it("has a section for each of Home's feature cards, linking into the product", async () => {
    renderApp(sites.hub, "/features");
    expect(await screen.findByRole("heading", { level: 1, name: "Features" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("main"))
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(FEATURES.map((feature) => feature.title));
    expect(within(section("Advanced Analytics")).getByRole("link", { name: "Analytics" })).toHaveAttribute("href", "/analytics");
    expect(within(section("Optimized for Accuracy")).getByRole("link", { name: "Data Quality" })).toHaveAttribute("href", "/data-quality");
    expect(within(section("Built to Scale")).getByRole("link", { name: "Search" })).toHaveAttribute("href", "/search");
  });

  it("lists the nine sites: this one in-site, the others on their own hosts", async () => {
    renderApp(sites.nhl, "/features");
    const list = await screen.findByRole("list", { name: "The nine sites" });
    const links = within(list).getAllByRole("link");
    expect(links).toHaveLength(9);
    expect(within(list).getByRole("link", { name: sites.nhl.name })).toHaveAttribute("href", "/");
    expect(within(list).getByRole("link", { name: sites.mlb.name })).toHaveAttribute("href", "http://mlb.localhost:3000/");
  });
});
