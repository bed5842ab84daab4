import type { Meta, StoryObj } from "@storybook/react-vite";
import { Trophy } from "lucide-react";
import { expect } from "storybook/test";
import { atViewport } from "../storybook/viewports";
import { toRecentChampion } from "@tl/data/recent-champions";
import { championsNewestFirst } from "@tl/data/recent-champions/mocks";
import { Badge } from "./badge";
import { CardGrid, CardGridItem } from "./card-grid";

const worldSeries = championsNewestFirst
  .filter((row) => row.championship_slug === "world-series")
  .slice(0, 5)
  .map(toRecentChampion);

function ChampionCards() {
  return (
    <CardGrid label="Recent World Series champions">
      {worldSeries.map((champion, index) => (
        <CardGridItem key={champion.key} index={index}>
          <article className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm">
            <div className="flex items-center justify-between gap-2">
              <Badge tone="primary">Baseball</Badge>
              <Badge tone="accent">
                <Trophy aria-hidden className="size-3" /> {champion.season}
              </Badge>
            </div>
            <h3 className="text-lg font-semibold">{champion.team}</h3>
            <p className="text-sm text-muted">
              {champion.championship}: {champion.score} over {champion.opponent}
            </p>
          </article>
        </CardGridItem>
      ))}
    </CardGrid>
  );
}

const meta = {
  title: "Building blocks/Card grid",
  component: CardGrid,
  parameters: { layout: "padded" },
  args: { label: "Recent World Series champions", children: null },
  render: () => <ChampionCards />,
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three columns from `xl`; cards enter one after another, 0.08 s apart. */
export const Desktop: Story = {
  globals: atViewport("desktop"),
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole("listitem");
    await expect(cards).toHaveLength(worldSeries.length);
    await expect(cards[0]).toHaveTextContent("Los Angeles Dodgers");
  },
};

export const Tablet: Story = { globals: atViewport("tablet") };

export const Phone: Story = { globals: atViewport("phone") };
