import type { Meta, StoryObj } from "@storybook/react-vite";
import { analyticsHandlers } from "@tl/data/analytics/mocks";
import { expect, within } from "storybook/test";
import { mockApi } from "../../storybook/api";
import { atViewport } from "../../storybook/viewports";
import { AnalyticsScreen } from "./analytics";

// The whole page: six charts of one championship (each chart's states: Screens/Analytics/<chart>).
const meta = {
  title: "Screens/Analytics",
  component: AnalyticsScreen,
  parameters: { shell: { page: true, url: "/analytics?championship=stanley-cup-final" }, ...mockApi(analyticsHandlers()) },
} satisfies Meta<typeof AnalyticsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hub: the championship picker, the Stanley Cup Final picked in the URL, six charts. */
export const HubPicked: Story = {
  globals: atViewport("desktop"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("combobox", { name: "Championship" })).toHaveValue("stanley-cup-final");
    const main = within(canvas.getByRole("main"));
    await expect(await main.findAllByRole("region")).toHaveLength(6);
  },
};
