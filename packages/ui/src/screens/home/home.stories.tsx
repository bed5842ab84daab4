import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { onSite } from "../../storybook/sites";
import { HomeScreen } from "./home";

/** Home reads no API data: the hero, figures and recent champions come from the site. */
const meta = {
  title: "Screens/Home",
  component: HomeScreen,
  parameters: { shell: { page: true, url: "/" } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the Site toolbar; the hub by default. */
export const Hub: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Championship Analytics" })).toBeVisible();
  },
};

export const Professional: Story = {
  globals: onSite("nfl"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Super Bowl Analytics" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "View Demo" })).toHaveAttribute("href", "/championships/super-bowl");
  },
};

export const College: Story = {
  globals: onSite("cbb"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "March Madness Analytics" })).toBeVisible();
  },
};
