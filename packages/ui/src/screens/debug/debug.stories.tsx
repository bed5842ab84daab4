import type { Meta, StoryObj } from "@storybook/react-vite";
import { TEAMS_PATH } from "@tl/data/teams";
import { expect, within } from "storybook/test";
import { listStates, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { DebugScreen } from "./debug";

// The 32 NFL franchises (2025), as /api/teams/teams/ lists them: by name.
const NFL_TEAMS = [
  "Arizona Cardinals", "Atlanta Falcons", "Baltimore Ravens", "Buffalo Bills", "Carolina Panthers", "Chicago Bears",
  "Cincinnati Bengals", "Cleveland Browns", "Dallas Cowboys", "Denver Broncos", "Detroit Lions", "Green Bay Packers",
  "Houston Texans", "Indianapolis Colts", "Jacksonville Jaguars", "Kansas City Chiefs", "Las Vegas Raiders",
  "Los Angeles Chargers", "Los Angeles Rams", "Miami Dolphins", "Minnesota Vikings", "New England Patriots",
  "New Orleans Saints", "New York Giants", "New York Jets", "Philadelphia Eagles", "Pittsburgh Steelers",
  "San Francisco 49ers", "Seattle Seahawks", "Tampa Bay Buccaneers", "Tennessee Titans", "Washington Commanders",
].map((name, index) => ({ id: index + 1, name, sport_name: "Football" }));

// Answers only the NFL site's filters, as the API would: other sites' teams are not mocked.
const teamsApi = listStates(TEAMS_PATH, NFL_TEAMS, {
  filter: (_team, query) => query.get("sport__slug") === "football" && query.get("level__slug") === "professional",
});

const meta = {
  title: "Screens/Debug",
  component: DebugScreen,
  globals: onSite("nfl"),
  parameters: { shell: { page: true, url: "/debug" }, ...mockApi(teamsApi.results) },
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
    await expect(listed).toEqual(["Arizona Cardinals (Football)", "Atlanta Falcons (Football)", "Baltimore Ravens (Football)"]);
  },
};

export const ApiFailing: Story = {
  parameters: mockApi(teamsApi.error),
  play: async ({ canvas }) => {
    const test = canvas.getByRole("region", { name: "API test" });
    await expect(await within(test).findByRole("alert")).toHaveTextContent(
      "The API answered 503 Service Unavailable for /api/teams/teams/?sport__slug=football&level__slug=professional: The service is temporarily unavailable.",
    );
  },
};

export const ApiLoading: Story = {
  parameters: mockApi(teamsApi.loading),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Calling the API…")).toBeVisible();
  },
};
