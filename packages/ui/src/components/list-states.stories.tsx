import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ListStates } from "./list-states";

const idle = { isPending: false, error: null, refetch: fn() };

const meta = {
  title: "Building blocks/List states",
  component: ListStates,
  parameters: { layout: "padded" },
  args: {
    query: idle,
    isEmpty: false,
    errorTitle: "Could not load the champions",
    emptyTitle: "No champions match",
    emptyHint: "Try another year or sport.",
    loadingLabel: "Loading champions",
    children: (
      <ul className="list-disc pl-6">
        <li>2025: Philadelphia Eagles (Super Bowl LIX)</li>
        <li>2025: Oklahoma City Thunder (NBA Finals)</li>
        <li>2025: Florida Panthers (Stanley Cup Final)</li>
      </ul>
    ),
  },
} satisfies Meta<typeof ListStates>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};

export const Loading: Story = {
  args: { query: { ...idle, isPending: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading champions…");
  },
};

/** An error wins over stale results: the panel with Retry, never an empty list. */
export const Failed: Story = {
  args: { query: { ...idle, error: new Error("Could not reach the API (/api/champions/). Check your connection and try again.") } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.query.refetch).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { isEmpty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "No champions match" })).toBeVisible();
  },
};
