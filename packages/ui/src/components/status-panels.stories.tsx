import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { EmptyState, ErrorPanel } from "./status-panels";

const meta = {
  title: "Building blocks/Status panels",
  component: ErrorPanel,
  parameters: { layout: "padded" },
  args: {
    title: "Could not load the teams",
    error: new Error("The API answered 503 Service Unavailable for /api/teams/teams/: The service is temporarily unavailable."),
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorWithRetry: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("503 Service Unavailable");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** spec §8: an error without a message reads 'An error occurred'. */
export const ErrorWithoutMessage: Story = {
  args: { error: null, onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("An error occurred");
    await expect(canvas.queryByRole("button", { name: "Retry" })).toBeNull();
  },
};

export const Empty: Story = {
  render: () => <EmptyState title="No players match">Try another name, or clear the sport filter.</EmptyState>,
};
