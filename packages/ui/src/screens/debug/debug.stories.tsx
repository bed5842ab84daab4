import type { Meta, StoryObj } from "@storybook/react-vite";
import { TEAMS_PATH } from "@tl/data/teams";
import { expect, within } from "storybook/test";
import { teamsHandler } from "@tl/data/teams/mocks";
import { errorHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { DebugScreen } from "./debug";

// The shared team fixtures hold every NFL franchise; their handler filters by the NFL site's
// sport and level as the API does, so the screen counts the 32 and lists the first three.
const meta = {
  title: "Screens/Debug",
  component: DebugScreen,
  globals: onSite("nfl"),
  parameters: { shell: { page: true, url: "/debug" }, ...mockApi(teamsHandler()) },
} satisfies Meta<typeof DebugScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ApiWorking: Story = {
  play: async ({ canvas }) => {
    const test = canvas.getByRole("region", { name: "API test" });
    await expect(await within(test).findByText("32 teams")).toBeVisible();
    await expect(test).toHaveTextContent("sport__slug=football, level__slug=professional");
    const listed = within(test)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    await expect(listed).toEqual(["Cardinals (Football)", "Falcons (Football)", "Ravens (Football)"]);
  },
};

export const ApiFailing: Story = {
  parameters: mockApi(errorHandler(TEAMS_PATH, { detail: "The database is not reachable." })),
  play: async ({ canvas }) => {
    const test = canvas.getByRole("region", { name: "API test" });
    await expect(await within(test).findByRole("alert")).toHaveTextContent(
      "The API answered 503 Service Unavailable for /api/teams/teams/?sport__slug=football&level__slug=professional: The database is not reachable.",
    );
  },
};

export const ApiLoading: Story = {
  parameters: mockApi(loadingHandler(TEAMS_PATH)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Calling the API…")).toBeVisible();
  },
};
