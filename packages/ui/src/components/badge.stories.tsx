import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge, type BadgeTone } from "./badge";

// The colour each status gets (spec §4). Screens map their data to these tones; the stories
// show every pairing so a theme change can be checked for legibility in one place.
const TONES: BadgeTone[] = ["primary", "secondary", "accent", "success", "warning", "danger", "neutral"];
const GAME_STATUSES: [string, BadgeTone][] = [
  ["Live", "success"],
  ["Final", "secondary"],
  ["Scheduled", "primary"],
  ["Postponed", "warning"],
];
const PLAYOFF_POSITIONS: [string, BadgeTone][] = [
  ["Champion", "accent"],
  ["Playoffs", "success"],
  ["Bubble", "warning"],
  ["Eliminated", "neutral"],
];
const PLAYER_STATUSES: [string, BadgeTone][] = [
  ["Active", "success"],
  ["Retired", "secondary"],
  ["Injured", "warning"],
  ["Inactive", "danger"],
];

function Row({ badges }: { badges: [string, BadgeTone][] }) {
  return (
    <div className="flex flex-wrap gap-2">
      {badges.map(([label, tone]) => (
        <Badge key={label} tone={tone}>
          {label}
        </Badge>
      ))}
    </div>
  );
}

const meta = {
  title: "Building blocks/Badge",
  component: Badge,
  parameters: { layout: "padded" },
  args: { tone: "primary", children: "Football" },
  argTypes: { tone: { control: "select", options: TONES } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EveryTone: Story = {
  render: () => <Row badges={TONES.map((tone) => [tone, tone])} />,
};

export const GameStatuses: Story = {
  render: () => <Row badges={GAME_STATUSES} />,
};

export const PlayoffPositions: Story = {
  render: () => <Row badges={PLAYOFF_POSITIONS} />,
};

export const PlayerStatuses: Story = {
  render: () => <Row badges={PLAYER_STATUSES} />,
};
