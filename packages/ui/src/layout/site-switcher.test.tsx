import { sites } from "@tl/site-config/sites";
import type { SiteConfig } from "@tl/site-config/types";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render";

// jsdom serves the app from http://localhost:3000: a local host, so the links keep to the
// local development hosts and the port (the production hosts are covered in site-links.test.ts).
describe("site switcher in the header", () => {
  async function openSwitcher(site: SiteConfig = sites.nhl) {
    const view = renderApp(site, "/teams");
    await screen.findByRole("heading", { level: 1 });
    const button = screen.getByRole("button", { name: "Sites" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await view.user.click(button);
    return { ...view, button };
  }

  it("opens a list of the hub and the eight sport sites at their hosts, the current one marked", async () => {
    const { button } = await openSwitcher();
    expect(button).toHaveAttribute("aria-expanded", "true");
    const list = within(document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement).getByRole("list", {
      name: "Title Ledger sites",
    });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "http://localhost:3000/",
      "http://nfl.localhost:3000/",
      "http://nba.localhost:3000/",
      "http://mlb.localhost:3000/",
      "http://nhl.localhost:3000/",
      "http://cfb.localhost:3000/",
      "http://cbb.localhost:3000/",
      "http://cbs.localhost:3000/",
      "http://chk.localhost:3000/",
    ]);
    expect(
      within(list)
        .getAllByRole("link", { current: true })
        .map((link) => link.getAttribute("href")),
    ).toEqual(["http://nhl.localhost:3000/"]);
    expect(within(list).getByRole("link", { name: /^All Sports/ })).toHaveAccessibleName("All Sports Every championship");
  });

  it("closes on Escape, giving the focus back to its button", async () => {
    const { button, user } = await openSwitcher(sites.hub);
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes when the visitor clicks elsewhere", async () => {
    const { button, user } = await openSwitcher(sites.cbb);
    await user.click(screen.getByRole("heading", { level: 1 }));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
