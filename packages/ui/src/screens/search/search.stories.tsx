// The full results page (/search?q=, issue #17) in each state, on the hub and a sport site, and
// on a phone.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { SEARCH_PATH } from "@tl/data/search";
import { searchHandler } from "@tl/data/search/mocks";
import { expect } from "storybook/test";
import { errorHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { SearchScreen } from "./search";

const at = (url: string) => ({ shell: { page: true, url } });

const meta = {
  title: "Screens/Search",
  component: SearchScreen,
  globals: onSite("hub"),
  parameters: { ...at("/search?q=roy"), ...mockApi(searchHandler({ totals: { player: 603 } })) },
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "roy" on the hub: players and their count, each leading across to its sport's site, and more in Players. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "All 603 matches in Players" })).toHaveAttribute("href", "/players?q=roy");
    await expect(canvas.getByRole("link", { name: "Patrick Roy" }).getAttribute("href")).toMatch(/\/\/nhl\.[^/]+\/players\/patrick-roy$/);
  },
};

/** A sport site's theme: its own results, in-site. */
export const OnTheMlbSite: Story = {
  globals: onSite("mlb"),
  parameters: at("/search?q=yankees"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "New York Yankees" })).toHaveAttribute("href", "/teams/new-york-yankees");
  },
};

export const Phone: Story = { globals: { ...onSite("nhl"), ...atViewport("phone") } };

export const Loading: Story = {
  parameters: mockApi(loadingHandler(SEARCH_PATH)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Searching…")).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: mockApi(errorHandler(SEARCH_PATH)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Error Loading Search Results" })).toBeVisible();
  },
};

export const NoResults: Story = {
  parameters: at("/search?q=zzzz"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No Results Found" })).toBeVisible();
  },
};

export const NoQuery: Story = {
  parameters: at("/search"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Search the site" })).toBeVisible();
  },
};
