import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { NotFoundScreen } from "./not-found";

const meta = {
  title: "Screens/Not found",
  component: NotFoundScreen,
  parameters: { shell: { page: true, url: "/analytics" } },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownAddress: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(canvas.getByText("/analytics")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  },
};
