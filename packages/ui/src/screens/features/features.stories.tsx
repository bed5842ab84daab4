import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { FeaturesScreen } from "./features";

// Home's three feature cards as sections, each leading into the product; no data of its own.
const meta = {
  title: "Screens/Features",
  component: FeaturesScreen,
  parameters: { shell: { page: true, url: "/features" } },
} satisfies Meta<typeof FeaturesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hub: Story = {
  globals: atViewport("desktop"),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Advanced Analytics" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Analytics" })).toHaveAttribute("href", "/analytics");
  },
};

export const CollegeHockeyOnAPhone: Story = {
  globals: { ...onSite("chk"), ...atViewport("phone") },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Features" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
