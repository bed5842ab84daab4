import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { onSite } from "../../../storybook/sites";
import { atViewport } from "../../../storybook/viewports";
import { chartParameters, chartStories } from "../test/chart-stories";
import { FinalsChart } from "./finals-chart";

const meta = {
  title: "Screens/Analytics/Finals Series Length",
  component: FinalsChart,
  parameters: chartParameters,
} satisfies Meta<typeof FinalsChart>;

export default meta;

const stories = chartStories("Finals Series Length", { emptyTitle: "No Series Finals" });
export const Results = stories.Results;
export const OnAPhone = stories.OnAPhone;
export const Loading = stories.Loading;
export const Failed = stories.Failed;
export const Empty = stories.Empty;

/** The deciding games' own table on a phone: a row per game, its season and sides linked like the marks. */
export const DecidingGamesTable: StoryObj<typeof meta> = {
  args: { championship: "stanley-cup-final" },
  globals: { ...onSite("nhl"), ...atViewport("phone") },
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole("region", { name: "Finals Series Length" });
    await userEvent.click(await within(chart).findByRole("button", { name: /Show table.*Stanley Cup Final deciding games/ }));
    const table = within(chart).getByRole("table", { name: "Stanley Cup Final deciding games" });
    await expect(table).toBeVisible();
    const [, first] = within(table).getAllByRole("row");
    if (!first) throw new Error("no deciding game");
    await expect(within(first).getByRole("rowheader").querySelector("a")).toHaveAttribute("href", expect.stringMatching(/^\/seasons\//));
    await expect(
      within(first)
        .getAllByRole("link", { name: /\w+ \w+/ })
        .map((link) => link.getAttribute("href")),
    ).toEqual([expect.stringMatching(/^\/teams\//), expect.stringMatching(/^\/teams\//)]);
  },
};
