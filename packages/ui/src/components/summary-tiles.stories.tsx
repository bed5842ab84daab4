import type { Meta, StoryObj } from "@storybook/react-vite";
import { CalendarDays, Shield, Trophy, Users } from "lucide-react";
import { SummaryTile, SummaryTiles } from "./summary-tiles";

// Super Bowl history through Super Bowl LIX (February 2025).
const meta = {
  title: "Building blocks/Summary tiles",
  component: SummaryTiles,
  parameters: { layout: "padded" },
  args: {
    label: "Super Bowl history",
    tiles: [
      { label: "Super Bowls played", value: 59, icon: Trophy },
      { label: "Most titles (Patriots, Steelers)", value: 6, icon: Shield },
      { label: "NFL teams", value: 32, icon: Users },
      { label: "First Super Bowl", value: "1967", icon: CalendarDays },
    ],
  },
} satisfies Meta<typeof SummaryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourTiles: Story = {};

export const WithoutIcons: Story = {
  args: {
    tiles: [
      // Through 2024 (none in 1904 and 1994) and 2025 (none in 2020).
      { label: "World Series played", value: 120 },
      { label: "NCAA men's basketball tournaments", value: 86 },
    ],
  },
};

export const OneTile: Story = {
  render: () => (
    <dl aria-label="One tile" className="max-w-xs">
      {/* 1947 to 2025. */}
      <SummaryTile label="NBA Finals played" value={79} icon={Trophy} />
    </dl>
  ),
};
