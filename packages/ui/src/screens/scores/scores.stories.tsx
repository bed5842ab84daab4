import type { Meta, StoryObj } from "@storybook/react-vite";
import { GAMES_PATH } from "@tl/data/games";
import { GAME_SUMMARY_PATH } from "@tl/data/games-summary";
import { expect, waitFor, within } from "storybook/test";
import { gamesFailureHandlers, gamesHandlers, ravensAtSteelersPostponed, recentGames, superBowlLixAtHalfTime, superBowlLxScheduled } from "../../fixtures/games";
import { loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { ScoresScreen } from "./scores";

// The API searches, filters and pages the games; the fixture handlers answer like it, so the
// search and filter stories narrow the list the way the site would.
const meta = {
  title: "Screens/Scores",
  component: ScoresScreen,
  parameters: { shell: { page: true, url: "/scores" }, ...mockApi(gamesHandlers()) },
} satisfies Meta<typeof ScoresScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const GAMES = { name: "Games" };

/** Recent Super Bowls and 2020 season games, newest first, with the summary's counters. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(within(await canvas.findByRole("list", GAMES)).getAllByRole("listitem")).toHaveLength(recentGames.length);
    await waitFor(() => expect(canvas.getByLabelText("Game counters")).toHaveTextContent(`Final${String(recentGames.length)}`));
  },
};

/** One game in each status: live, scheduled, postponed and final badges side by side. */
export const EveryStatus: Story = {
  parameters: mockApi(gamesHandlers([superBowlLixAtHalfTime, superBowlLxScheduled, ravensAtSteelersPostponed, ...recentGames.slice(1, 3)])),
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole("list", GAMES));
    for (const badge of ["Q2 - 0:00", "6:30 PM ET", "Postponed", "Final"]) await expect(list.getAllByText(badge)[0]).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: mockApi(loadingHandler(GAMES_PATH), loadingHandler(GAME_SUMMARY_PATH)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading games…")).toBeVisible();
  },
};

export const Failed: Story = {
  name: "Error",
  parameters: mockApi(gamesFailureHandlers(503, "Database unavailable.")),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Error Loading Scores");
    await expect(alert).toHaveTextContent("Database unavailable.");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: mockApi(gamesHandlers([])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No Games Found" })).toBeVisible();
  },
};

/** Today's window in New York holds no game (the records are historical): a way back to all dates. */
export const EmptyDateRange: Story = {
  parameters: { shell: { page: true, url: "/scores?range=today" } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Show all dates" }));
    await expect(within(await canvas.findByRole("list", GAMES)).getAllByRole("listitem")).toHaveLength(recentGames.length);
  },
};

export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("list", GAMES);
    const lix = canvas.getByRole("button", { name: /Super Bowl LIX/ });
    await userEvent.click(lix);
    await expect(lix).toHaveAttribute("aria-expanded", "true");
    const panel = canvas.getByText("Caesars Superdome, New Orleans").closest("dl");
    await expect(panel).toHaveTextContent("ChampionshipSuper Bowl");
    await expect(panel).toHaveTextContent("Season2024-25 NFL season");
  },
};

/** The search asks the API after a 250 ms pause: home or away team, name or city. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("list", GAMES);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search" }), "Tampa");
    await waitFor(() => expect(within(canvas.getByRole("list", GAMES)).getAllByRole("listitem")).toHaveLength(1));
    // The new card fades in (instantly in tests, but a frame after it mounts).
    await waitFor(() => expect(canvas.getByRole("button", { name: /Super Bowl LV\b/ })).toBeVisible());
  },
};

export const FilterByStatus: Story = {
  parameters: EveryStatus.parameters,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("list", GAMES);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Status" }), "Postponed");
    await waitFor(() => expect(within(canvas.getByRole("list", GAMES)).getAllByRole("listitem")).toHaveLength(1));
    await expect(canvas.getByRole("button", { name: /Baltimore Ravens/ })).toHaveTextContent("Postponed");
  },
};

/** The NFL site's theme on a phone: one card column, the site's sport and level on every call. */
export const NflOnPhone: Story = {
  globals: { ...onSite("nfl"), ...atViewport("phone") },
  play: async ({ canvas }) => {
    await expect(within(await canvas.findByRole("list", GAMES)).getAllByRole("listitem")).toHaveLength(recentGames.length);
  },
};
