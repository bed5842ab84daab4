// Issue #13, site scope: the Sport dropdown is the hub's alone. A sport site's seasons are its
// one sport, so it offers nothing to choose, and a sport left in its URL filters nothing.
import { sites } from "@tl/site-config/sites";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { seasonsHandler, someSeasons } from "@tl/data/seasons/mocks";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();

const names = someSeasons.map((season) => season.name);
/** The seasons on the cards, in order: the longest fixture name each card's text holds. */
const shownSeasons = () =>
  [...screen.getByRole("list", { name: "Seasons" }).querySelectorAll(":scope > li")].map(
    (item) => names.filter((name) => item.textContent.includes(name)).sort((a, b) => b.length - a.length)[0] ?? "?",
  );

describe("Seasons: the Sport dropdown only where the list spans sports", { timeout: 30_000 }, () => {
  it.each([
    ["/seasons", "no sport in the URL"],
    ["/seasons?sport=hockey", "another sport left in the URL"],
  ])("the MLB site (%s: %s) shows its seasons and no Sport dropdown", async (path) => {
    api.use(seasonsHandler(someSeasons));
    renderApp(sites.mlb, path);
    await waitFor(() => {
      expect(shownSeasons()).toEqual(["2023 MLB season", "1999 MLB season"]);
    });
    expect(screen.queryByRole("combobox", { name: "Sport" })).not.toBeInTheDocument();
    // The spec's other dropdowns stay.
    expect(screen.getByRole("combobox", { name: "Status" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Years" })).toBeInTheDocument();
  });

  it("the hub keeps the dropdown, and a sport in its URL filters the list", async () => {
    api.use(seasonsHandler(someSeasons));
    renderApp(sites.hub, "/seasons?sport=baseball");
    await waitFor(() => {
      expect(shownSeasons()).toEqual(["2023 MLB season", "1999 MLB season"]);
    });
    const sport = screen.getByRole("combobox", { name: "Sport" });
    expect(sport).toHaveValue("baseball");
    expect(
      within(sport)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All Sports", "Baseball", "Basketball", "Football", "Hockey"]);
  });
});
