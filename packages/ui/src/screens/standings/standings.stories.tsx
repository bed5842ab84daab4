import type { Meta, StoryObj } from "@storybook/react-vite";
import { CURRENT_STANDINGS_PATH, DIVISION_STANDINGS_PATH } from "@tl/data/standings";
import { expect, waitFor, within } from "storybook/test";
import { standingsFailureHandlers, standingsHandlers, standingsOfSport } from "../../fixtures/standings";
import { loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { StandingsScreen } from "./standings";

// Current standings are read whole and searched and filtered in the browser; a chosen division
// reads by_division/. The fixture handlers answer both as the API does.
const meta = {
  title: "Screens/Standings",
  component: StandingsScreen,
  parameters: { shell: { page: true, url: "/standings" }, ...mockApi(standingsHandlers()) },
} satisfies Meta<typeof StandingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hub's mixed leagues: the 2023 MLB, 2020-21 NFL and 2017-18 NHL seasons, by division and rank. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "2023 MLB season" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "2020-21 NFL season" })).toBeVisible();
    await expect(canvas.getByRole("list", { name: "2023 MLB season, AL West" })).toHaveTextContent("Houston Astros");
    await expect(canvas.getByLabelText("Standings summary")).toHaveTextContent("Champions3");
  },
};

export const Loading: Story = {
  parameters: mockApi(loadingHandler(CURRENT_STANDINGS_PATH), loadingHandler(DIVISION_STANDINGS_PATH)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading standings…")).toBeVisible();
  },
};

export const Failed: Story = {
  name: "Error",
  parameters: mockApi(standingsFailureHandlers(503, "Standings are being rebuilt.")),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Error Loading Standings");
    await expect(alert).toHaveTextContent("Standings are being rebuilt.");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: mockApi(standingsHandlers([])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No Standings Found" })).toBeVisible();
    await expect(canvas.getByLabelText("Standings summary")).toHaveTextContent("Total Teams0");
  },
};

/** A row opens its detail: home and away records, games played, points (hockey). */
export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    const vegas = await canvas.findByRole("button", { name: /Vegas Golden Knights/ });
    await userEvent.click(vegas);
    await expect(vegas).toHaveAttribute("aria-expanded", "true");
    const panel = canvas.getByText("29-10-2").closest("dl");
    await expect(panel).toHaveTextContent("Home Record29-10-2Away Record22-14-5Games Played82Points109");
  },
};

/** Search filters the loaded rows after a 250 ms pause: team, city, abbreviation or division. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("region", { name: "2023 MLB season" });
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search" }), "pacific");
    await waitFor(() => expect(canvas.queryByRole("region", { name: "2023 MLB season" })).not.toBeInTheDocument());
    const nhl = canvas.getByRole("region", { name: "2017-18 NHL season" });
    await expect(within(nhl).getAllByRole("button", { expanded: false })).toHaveLength(3);
    for (const team of ["Vegas Golden Knights", "Anaheim Ducks", "San Jose Sharks"]) await expect(nhl).toHaveTextContent(team);
  },
};

export const FilterBySport: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("region", { name: "2023 MLB season" });
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sport" }), "Hockey");
    await waitFor(() => expect(canvas.queryByRole("region", { name: "2023 MLB season" })).not.toBeInTheDocument());
    await expect(canvas.getByRole("region", { name: "2017-18 NHL season" })).toBeVisible();
    await expect(canvas.getByLabelText("Standings summary")).toHaveTextContent("Total Teams5");
  },
};

/** The NHL site's theme on a phone: its own standings only, badges and figures on a second line. */
export const NhlOnPhone: Story = {
  globals: { ...onSite("nhl"), ...atViewport("phone") },
  parameters: mockApi(standingsHandlers(standingsOfSport("hockey"))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "2017-18 NHL season" })).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "2023 MLB season" })).not.toBeInTheDocument();
  },
};
