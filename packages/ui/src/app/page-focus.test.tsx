import { sites } from "@tl/site-config/sites";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render";
import { pageTitle } from "./page-title";

describe("pageTitle", () => {
  it.each([
    ["/", "Stanley Cup Analytics", "Title Ledger NHL"],
    ["/teams", "Teams", "Teams · Title Ledger NHL"],
    ["/championships/stanley-cup-final", "Stanley  Cup\nFinal", "Stanley Cup Final · Title Ledger NHL"],
    ["/players", null, "Title Ledger NHL"],
    ["/players", "  ", "Title Ledger NHL"],
  ])("%s with the heading %j → %s", (pathname, heading, expected) => {
    expect(pageTitle(pathname, heading, "Title Ledger NHL")).toBe(expected);
  });
});

describe("a change of page (WCAG 2.4.2, 2.4.3)", () => {
  it("names the document after the page's heading, on the first page too, but leaves the focus alone there", async () => {
    renderApp(sites.nhl, "/teams");
    await screen.findByRole("heading", { level: 1, name: "Teams" });
    await waitFor(() => {
      expect(document.title).toBe("Teams · Title Ledger NHL");
    });
    expect(document.body).toHaveFocus();
  });

  it("moves the focus from the link to the new page's heading and renames the document", async () => {
    const { user } = renderApp(sites.nhl, "/");
    await screen.findByRole("heading", { level: 1, name: /Stanley Cup Analytics/ });
    expect(document.title).toBe("Title Ledger NHL");

    await user.click(screen.getAllByRole("link", { name: "Coaches" })[0] as HTMLElement);
    const heading = await screen.findByRole("heading", { level: 1, name: "All Coaches" });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(document.title).toBe("All Coaches · Title Ledger NHL");

    await user.click(screen.getByRole("link", { name: /^Hockey.*, home$/ }));
    const home = await screen.findByRole("heading", { level: 1, name: /Stanley Cup Analytics/ });
    await waitFor(() => {
      expect(home).toHaveFocus();
    });
    expect(document.title).toBe("Title Ledger NHL");
  });
});
