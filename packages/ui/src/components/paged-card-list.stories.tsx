// The loading, error, empty, card and Load more behaviour is the screens' (Teams, Seasons,
// Players, Coaches) and their tests'; these stories show the block alone and the dimmed list.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ExpandableCard } from "./expandable-card";
import { PagedCardList } from "./paged-card-list";

interface Champion {
  key: string;
  team: string;
  title: string;
}

const champions: Champion[] = [
  { key: "nfl-2024", team: "Philadelphia Eagles", title: "Super Bowl LIX" },
  { key: "nba-2024", team: "Oklahoma City Thunder", title: "2025 NBA Finals" },
  { key: "nhl-2024", team: "Florida Panthers", title: "2025 Stanley Cup Final" },
];

const meta = {
  title: "Building blocks/Paged card list",
  component: PagedCardList<Champion>,
  parameters: { layout: "padded" },
  args: {
    query: { isPending: false, error: null, refetch: fn() },
    items: champions,
    total: 12,
    onMore: fn(),
    label: "Champions",
    noun: "champions",
    errorTitle: "Error Loading Champions",
    emptyTitle: "No Champions Found",
    renderCard: (champion, { open, onToggle }) => (
      <ExpandableCard
        open={open}
        onToggle={onToggle}
        className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
        toggleClassName="text-left text-lg font-semibold"
        face={champion.team}
      >
        <p className="mt-2 text-sm text-muted">{champion.title}</p>
      </ExpandableCard>
    ),
  },
} satisfies Meta<typeof PagedCardList<Champion>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByText("Showing 3 of 12 champions")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Load more champions" })).toBeEnabled();
  },
};

/** New filters are loading: the earlier cards stay, dimmed and marked busy. */
export const Refreshing: Story = {
  args: { busy: true },
  // The dimming is the message (these results are stale, new ones are coming), so axe's
  // contrast check, which measures the text through the 60% opacity, is off for this state.
  parameters: { a11y: { config: { rules: [{ id: "color-contrast", enabled: false }] } } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("list", { name: "Champions" });
    await expect(list.closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    await expect(list.closest("[aria-busy]")).toHaveClass("opacity-60");
  },
};
