import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { LoadMore } from "./load-more";

const meta = {
  title: "Building blocks/Load more",
  component: LoadMore,
  parameters: { layout: "padded" },
  args: { shown: 48, total: 1_234, hasMore: true, loading: false, onMore: fn(), noun: "players" },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MoreToLoad: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText("Showing 48 of 1,234 players")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Load more players" }));
    await expect(args.onMore).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { shown: 96, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Loading…" })).toBeDisabled();
  },
};

export const AllShown: Story = {
  args: { shown: 32, total: 32, hasMore: false, noun: "teams" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
