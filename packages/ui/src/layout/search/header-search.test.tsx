import { searchHandler } from "@tl/data/search/mocks";
import { errorHandler } from "@tl/data/shared/mocks";
import { sites } from "@tl/site-config/sites";
import type { SiteConfig } from "@tl/site-config/types";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";
import { setupMockApi } from "../../test/msw";
import { SEARCH_DEBOUNCE_MS } from "./search-combobox";

const server = setupMockApi();

/** A page that calls no API, so every request a test sees is the search's. */
const QUIET_PAGE = "/nowhere";

async function openBox(site: SiteConfig = sites.nhl, path = QUIET_PAGE) {
  const view = renderApp(site, path);
  await screen.findByRole("heading", { level: 1 });
  await view.user.click(screen.getByRole("button", { name: "Site search" }));
  const box = await screen.findByRole("combobox", { name: "Site search" });
  await waitFor(() => {
    expect(box).toHaveFocus();
  });
  return { ...view, box };
}

const liveRegion = () => document.querySelector("[aria-live='polite']");
const options = () => screen.getAllByRole("option");

describe("header search box (issue #17)", () => {
  it("asks once the typing pauses, from two characters, within the site's sport and level", async () => {
    const calls: string[] = [];
    server.use(searchHandler({ calls }));
    const { user, box } = await openBox();
    await user.type(box, "r");
    expect(await screen.findByText("Keep typing: results from two characters.")).toBeVisible();
    await user.type(box, "oy");
    await screen.findByRole("listbox", { name: "Results for roy" });
    // One call for "roy", none for "r" or "ro" typed within the pause.
    expect(calls).toEqual(["/api/search/?sport__slug=hockey&level__slug=professional&q=roy"]);
    expect(SEARCH_DEBOUNCE_MS).toBeGreaterThanOrEqual(150);
    expect(SEARCH_DEBOUNCE_MS).toBeLessThanOrEqual(200);
  });

  it("groups the results by kind with their label, count and secondary line, and announces them", async () => {
    server.use(searchHandler());
    const { user, box } = await openBox(sites.hub, QUIET_PAGE);
    await user.type(box, "roy");
    const listbox = await screen.findByRole("listbox");
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(box).toHaveAttribute("aria-controls", listbox.id);
    const players = within(listbox).getByRole("group", { name: "Players · 7" });
    expect(
      within(players)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Patrick RoyGoalie · 1984-85 to 2002-03 · NHL",
      "Roy CampanellaCatcher · 1948 to 1957 · MLB",
      "Roy HalladayPitcher · 1998 to 2013 · MLB",
      "Roy WortersGoalie · 1925-26 to 1936-37 · NHL",
      "Roy WhiteLeft Field · 1965 to 1979 · MLB",
    ]);
    expect(options().at(-1)).toHaveTextContent("See all results for “roy”");
    await waitFor(() => {
      expect(liveRegion()).toHaveTextContent("5 results");
    });
    await user.clear(box);
    await user.type(box, "Yankees");
    expect(await within(await screen.findByRole("listbox")).findByRole("group", { name: "Teams · 1" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Seasons · 1" })).toBeInTheDocument();
  });

  it("says so when nothing matches, and shows a failure with Retry", async () => {
    server.use(searchHandler());
    const { user, box } = await openBox();
    await user.type(box, "zzzz");
    expect(await screen.findByText("No results. Check the spelling, or try fewer words.")).toBeVisible();
    expect(liveRegion()).toHaveTextContent("No results");
    expect(box).toHaveAttribute("aria-expanded", "false");

    server.use(...errorHandler("/api/search/"));
    await user.type(box, "q");
    expect(await screen.findByText(/Search failed: .*temporarily unavailable/)).toBeVisible();
    expect(liveRegion()).toHaveTextContent("Search failed");
    server.use(searchHandler());
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("No results. Check the spelling, or try fewer words.")).toBeVisible();
    await user.clear(box);
    await user.type(box, "jagr");
    expect(await screen.findByRole("option", { name: /Jaromir Jagr/ })).toBeInTheDocument();
  });

  it("moves through the options with the arrow keys and opens the active one with Enter", async () => {
    server.use(searchHandler());
    const { user, box, location } = await openBox();
    await user.type(box, "roy");
    await screen.findByRole("listbox");
    expect(box).not.toHaveAttribute("aria-activedescendant");
    await user.keyboard("{ArrowDown}");
    const first = screen.getByRole("option", { name: /Patrick Roy/ });
    expect(box).toHaveAttribute("aria-activedescendant", first.id);
    expect(first).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{ArrowUp}{ArrowUp}");
    // Up from the first wraps to the last: the results page.
    expect(box).toHaveAttribute("aria-activedescendant", options().at(-1)?.id);
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => {
      expect(location.pathname).toBe("/players/patrick-roy");
    });
    expect(box).toHaveValue("");
  });

  it("Enter without a chosen option opens the full results page", async () => {
    server.use(searchHandler());
    const { user, box, location } = await openBox();
    await user.type(box, "Lemieux Mario{Enter}");
    expect(await screen.findByRole("heading", { level: 1, name: "Results for “Lemieux Mario”" })).toBeInTheDocument();
    expect(`${location.pathname}${location.search}`).toBe("/search?q=Lemieux+Mario");
    expect(await screen.findByRole("link", { name: "Mario Lemieux" })).toHaveAttribute("href", "/players/mario-lemieux");
  });

  it("Escape closes the list, then clears the text, then closes the box and gives the focus back", async () => {
    server.use(searchHandler());
    const { user, box } = await openBox();
    await user.type(box, "roy");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).not.toHaveAttribute("aria-activedescendant");
    expect(box).toHaveValue("roy");
    await user.keyboard("{Escape}");
    expect(box).toHaveValue("");
    await user.keyboard("{Escape}");
    const toggle = screen.getByRole("button", { name: "Site search" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
    expect(box).not.toBeVisible();
  });

  it('"/" opens and focuses the box, but not while typing in another field', async () => {
    const { user } = renderApp(sites.mlb, "/search");
    await screen.findByRole("heading", { level: 1, name: "Search" });
    const pageField = screen.getByRole("searchbox", { name: "Search the site" });
    await user.type(pageField, "a/b");
    expect(pageField).toHaveValue("a/b");
    expect(screen.getByRole("button", { name: "Site search" })).toHaveAttribute("aria-expanded", "false");
    pageField.blur();
    await user.keyboard("/");
    const box = await screen.findByRole("combobox", { name: "Site search" });
    await waitFor(() => {
      expect(box).toHaveFocus();
    });
    expect(box).toHaveValue("");
    expect(screen.getByRole("button", { name: "Close site search" })).toHaveAttribute("aria-expanded", "true");
  });
});
