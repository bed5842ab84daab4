// Issue #13, "cards that state only what is so": a season over whose title result we have not
// recorded says so and is counted as neither completed nor upcoming; a season without a title
// says why; a season before the championship existed does not ask for its champion.
import { sites } from "@tl/site-config/sites";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiSeasons, mlb1994, mlb2023, mlb2026, nfl2026, seasonsHandler } from "@tl/data/seasons/mocks";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();

const nfl1965 = apiSeasons.find((season) => season.league.slug === "nfl" && season.start_year === 1965);
if (!nfl1965) throw new Error("fixture: no 1965 NFL season");

/** By the fixture's own name, so a renamed season does not break the test. */
const card = (name: string) => screen.getByRole("button", { name: new RegExp(name) });
const tile = (label: string) => within(screen.getByLabelText("Season counts")).getByText(label).parentElement?.textContent;

describe("Season cards state only what is so", { timeout: 30_000 }, () => {
  it("says a finished season's result is not recorded, never 'Completed' with 'Champion: N/A'", async () => {
    api.use(seasonsHandler([nfl2026, mlb2026, mlb2023, mlb1994, nfl1965]));
    renderApp(sites.hub, "/seasons");
    const unrecorded = await screen.findByRole("button", { name: /2026 MLB season/ });
    expect(unrecorded).toHaveTextContent("Result not recorded");
    expect(unrecorded).toHaveTextContent("Champion: not yet recorded");
    expect(unrecorded).not.toHaveTextContent("Completed");
    expect(unrecorded).not.toHaveTextContent("Champion: N/A");

    expect(card("2023 MLB season")).toHaveTextContent("Completed");
    expect(card("2023 MLB season")).toHaveTextContent("Champion: Texas Rangers");
    const strike = card("1994 MLB season");
    expect(strike).toHaveTextContent("Completed");
    expect(strike).toHaveTextContent("Champion: none awarded");
    expect(strike).toHaveTextContent("Not played: the 1994 season was ended by a players' strike.");
    expect(card(nfl1965.name)).toHaveTextContent("Champion: none (before the first Super Bowl)");
    expect(card(nfl2026.name)).toHaveTextContent("Champion: TBD");

    // The 2026 MLB season counts under none of the spec's three counters.
    expect(tile("Active")).toBe("Active1");
    expect(tile("Completed")).toBe("Completed3");
    expect(tile("Upcoming")).toBe("Upcoming0");
  });

  it("leaves a season without a recorded result out of the Completed filter", async () => {
    api.use(seasonsHandler([mlb2026, mlb2023]));
    const { user } = renderApp(sites.hub, "/seasons");
    await screen.findByRole("button", { name: /2026 MLB season/ });
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Completed");
    await within(screen.getByRole("list", { name: "Seasons" })).findByText("2023 MLB season");
    expect(screen.queryByRole("button", { name: /2026 MLB season/ })).not.toBeInTheDocument();
  });
});
