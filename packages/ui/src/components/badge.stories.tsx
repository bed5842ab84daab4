import type { Meta, StoryObj } from "@storybook/react-vite";
import { GAME_STATUSES } from "@tl/data/games";
import { PLAYER_STATUSES } from "@tl/data/players";
import { PLAYOFF_LABELS, PLAYOFF_POSITIONS } from "@tl/data/standings";
import { STATUS_LABELS as PLAYER_STATUS_LABELS, STATUS_TONES as PLAYER_STATUS_TONES } from "../screens/players/parts/player-card";
import { STATUS_TONES as GAME_STATUS_TONES } from "../screens/scores/parts/game-card";
import { STATUS_CHOICES as GAME_STATUS_CHOICES } from "../screens/scores/parts/score-filters";
import { PLAYOFF_TONES } from "../screens/standings/parts/standing-row";
import { Badge, type BadgeTone } from "./badge";

// The colour each status gets (spec §4), read from the screens' own maps so these stories show
// what the screens show; every pairing in one place, so a theme can be checked for legibility.
const TONES: BadgeTone[] = ["primary", "secondary", "accent", "success", "warning", "danger", "neutral"];
const gameStatusLabel = (status: string) => GAME_STATUS_CHOICES.find((option) => option.value === status)?.label ?? status;
const GAME_BADGES: [string, BadgeTone][] = GAME_STATUSES.map((status) => [gameStatusLabel(status), GAME_STATUS_TONES[status] ?? "neutral"]);
const PLAYOFF_BADGES: [string, BadgeTone][] = PLAYOFF_POSITIONS.map((position) => [PLAYOFF_LABELS[position], PLAYOFF_TONES[position]]);
const PLAYER_BADGES: [string, BadgeTone][] = PLAYER_STATUSES.map((status) => [PLAYER_STATUS_LABELS[status], PLAYER_STATUS_TONES[status]]);

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
  render: () => <Row badges={GAME_BADGES} />,
};

export const PlayoffPositions: Story = {
  render: () => <Row badges={PLAYOFF_BADGES} />,
};

export const PlayerStatuses: Story = {
  render: () => <Row badges={PLAYER_BADGES} />,
};
