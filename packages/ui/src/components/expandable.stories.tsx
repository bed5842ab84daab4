import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { Detail, ExpandPanel, useSingleOpen } from "./expandable";
import { ExpandableCard, ExpandChevron } from "./expandable-card";

// The last three Stanley Cup Finals.
const FINALS = [
  { key: "2025", title: "2025: Florida Panthers", result: "4–2 over the Edmonton Oilers", mvp: "Sam Bennett", coach: "Paul Maurice" },
  { key: "2024", title: "2024: Florida Panthers", result: "4–3 over the Edmonton Oilers", mvp: "Connor McDavid", coach: "Paul Maurice" },
  {
    key: "2023",
    title: "2023: Vegas Golden Knights",
    result: "4–1 over the Florida Panthers",
    mvp: "Jonathan Marchessault",
    coach: "Bruce Cassidy",
  },
];

/** Rows as a screen builds them (ExpandableCard): one open at a time, the open one closes on a second click. */
function FinalsList() {
  const { toggle, isOpen } = useSingleOpen();
  return (
    <ul className="flex flex-col gap-3">
      {FINALS.map((final) => {
        const open = isOpen(final.key);
        return (
          <ExpandableCard
            key={final.key}
            as="li"
            open={open}
            onToggle={() => {
              toggle(final.key);
            }}
            panelId={`final-${final.key}`}
            className="rounded-2xl border border-line bg-surface shadow-sm"
            toggleClassName="flex w-full items-center justify-between gap-3 p-4 text-left font-semibold"
            face={
              <>
                {final.title}
                <ExpandChevron open={open} className="size-5" />
              </>
            }
          >
            <dl className="grid gap-4 border-t border-line p-4 sm:grid-cols-3">
              <Detail label="Series">{final.result}</Detail>
              <Detail label="Conn Smythe Trophy">{final.mvp}</Detail>
              <Detail label="Winning coach">{final.coach}</Detail>
            </dl>
          </ExpandableCard>
        );
      })}
    </ul>
  );
}

const meta = {
  title: "Building blocks/Expand panel",
  component: ExpandPanel,
  parameters: { layout: "padded" },
  args: { open: false, id: "panel", children: null },
  render: () => <FinalsList />,
} satisfies Meta<typeof ExpandPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OneOpenAtATime: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole("button", { name: /2025/ });
    const second = canvas.getByRole("button", { name: /2024/ });
    await userEvent.click(first);
    await waitFor(() => expect(canvas.getByText("Sam Bennett")).toBeVisible());
    await userEvent.click(second);
    await waitFor(() => expect(canvas.getByText("Connor McDavid")).toBeVisible());
    await waitFor(() => expect(canvas.queryByText("Sam Bennett")).toBeNull());
    await expect(first).toHaveAttribute("aria-expanded", "false");
  },
};

export const ClosesOnSecondClick: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getByRole("button", { name: /2023/ });
    await userEvent.click(row);
    await waitFor(() => expect(canvas.getByText("Jonathan Marchessault")).toBeVisible());
    await userEvent.click(row);
    await waitFor(() => expect(canvas.queryByText("Jonathan Marchessault")).toBeNull());
  },
};
