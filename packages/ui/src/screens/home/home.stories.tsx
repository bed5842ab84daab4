import type { Meta, StoryObj } from "@storybook/react-vite";
import { CHAMPIONS_PATH } from "@tl/data/champions";
import { FIGURES_PATH } from "@tl/data/figures";
import { expect } from "storybook/test";
import { figuresHandler } from "@tl/data/figures/mocks";
import { homeHandlers, recentChampionsHandler } from "@tl/data/recent-champions/mocks";
import { errorHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { HomeScreen } from "./home";

/** The hero, feature cards and call to action come from the site; the figures and recent champions from the API. */
const meta = {
  title: "Screens/Home",
  component: HomeScreen,
  parameters: { shell: { page: true, url: "/" }, ...mockApi(homeHandlers()) },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the Site toolbar; the hub by default. */
export const Hub: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Championship Analytics" })).toBeVisible();
    await expect(await canvas.findByText("94,659")).toBeVisible();
  },
};

export const Professional: Story = {
  globals: onSite("nfl"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Super Bowl Analytics" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "View Demo" })).toHaveAttribute("href", "/championships/super-bowl");
    await expect(await canvas.findByRole("rowheader", { name: "Philadelphia Eagles" })).toBeVisible();
  },
};

export const College: Story = {
  globals: onSite("cbb"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "March Madness Analytics" })).toBeVisible();
  },
};

/** The NHL's seasons are named by two years: the 2024-25 Stanley Cup on a phone, its table scrolling sideways. */
export const HockeyOnAPhone: Story = {
  globals: { ...onSite("nhl"), ...atViewport("phone") },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("2024-25")).toBeVisible();
  },
};

/** Figures and table hold their places while the data is on its way. */
export const Loading: Story = {
  parameters: mockApi(loadingHandler(FIGURES_PATH), loadingHandler(CHAMPIONS_PATH)),
};

/** The API cannot be reached: figures read N/A, the table offers Retry. */
export const Failed: Story = {
  parameters: mockApi(errorHandler(FIGURES_PATH), errorHandler(CHAMPIONS_PATH)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Error Loading Champions")).toBeVisible();
    await expect(await canvas.findByText("The figures could not be loaded just now.")).toBeVisible();
  },
};

/** Figures from the API while the champions are still loading. */
export const FiguresFirst: Story = {
  parameters: mockApi(figuresHandler(), loadingHandler(CHAMPIONS_PATH)),
};

/** Champions from the API while the figures fail. */
export const FiguresFailed: Story = {
  parameters: mockApi(errorHandler(FIGURES_PATH), recentChampionsHandler()),
};
