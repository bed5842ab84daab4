import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { SiteFooter } from "./site-footer";

const meta = {
  title: "Layout/Footer",
  component: SiteFooter,
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every page credits the data sources as their licences require. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("contentinfo")).toHaveTextContent("Hockey Databank");
  },
};
