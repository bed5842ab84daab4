import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { rankIcon } from "./standing-row";

// spec §9 rank icon thresholds (1, up to 3, up to 8, the rest), drawn by the row's own rule.
const RANKS = [1, 2, 3, 4, 8, 9, 16];

function RankIcons() {
  return (
    <ul aria-label="Rank icons" className="flex flex-col gap-2">
      {RANKS.map((rank) => {
        const { icon: Icon, name, className } = rankIcon(rank);
        return (
          <li key={rank} className="flex items-center gap-3 text-sm">
            <Icon aria-hidden data-rank-icon={name} className={`size-5 ${className}`} />
            <span className="font-semibold tabular-nums">Rank {rank}</span>
            <span className="text-muted">{name}</span>
          </li>
        );
      })}
    </ul>
  );
}

const meta = {
  title: "Building blocks/Rank icons",
  component: RankIcons,
  parameters: { layout: "padded" },
} satisfies Meta<typeof RankIcons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryThreshold: Story = {
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole("listitem").map((item) => item.querySelector("[data-rank-icon]")?.getAttribute("data-rank-icon"));
    await expect(names).toEqual(["crown", "medal", "medal", "award", "award", "default", "default"]);
  },
};
