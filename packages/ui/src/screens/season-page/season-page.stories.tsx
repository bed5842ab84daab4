// The season page in each state (issue #16): the season is one call and its games' scores
// another; an unknown slug is a not-found page; shown on a phone and in two site themes (MLB,
// and the hub).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mlb1927Detail, seasonPageHandler, seasonPageHandlers, seriesGamesHandler } from "@tl/data/seasons/mocks";
import { errorHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { SeasonPageScreen } from "./season-page";

const DETAIL = "/api/championships/seasons/mlb-1927/";
const GAMES = "/api/games/games/";
const AL = "American League standings, 1927 MLB season";
const shell = (slug: string) => ({ shell: { page: true, url: `/seasons/${slug}`, path: "/seasons/:slug" } });

const meta = {
  title: "Screens/Season Page",
  component: SeasonPageScreen,
  globals: onSite("mlb"),
  parameters: { ...shell("mlb-1927"), ...mockApi(seasonPageHandlers()) },
} satisfies Meta<typeof SeasonPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 1927 MLB season on the MLB site: the Yankees' World Series, both leagues' standings, the leaders. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: AL });
    await expect(canvas.getByRole("heading", { level: 1, name: "1927 MLB season" })).toBeVisible();
    await expect(within(table).getAllByRole("row")).toHaveLength(9);
    await expect(await canvas.findByText("Yankees 5, Pirates 4")).toBeVisible();
    const homeRuns = canvas.getByRole("region", { name: "Batting: Home runs" });
    await expect(within(homeRuns).getByRole("link", { name: "Babe Ruth" })).toHaveAttribute("href", "/players/babe-ruth");
  },
};

/** The same page in the hub's theme: its names lead across to the MLB site. */
export const OnTheHub: Story = {
  name: "On the hub",
  globals: onSite("hub"),
  play: async ({ canvas }) => {
    const region = await canvas.findByRole("region", { name: "World Series" });
    await expect(within(region).getByRole("link", { name: "New York Yankees" }).getAttribute("href")).toMatch(
      /\/\/mlb\.(localhost|titleledger\.com)(:\d+)?\/teams\/new-york-yankees$/,
    );
  },
};

/** On a phone each table scrolls sideways inside its own box. */
export const Phone: Story = {
  globals: { ...onSite("mlb"), ...atViewport("phone") },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("table", { name: AL })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 1, name: "1927 MLB season" })).toBeVisible();
  },
};

/** A season we hold nothing of but its title: each section says so. */
export const NothingHeld: Story = {
  name: "No standings, series or leaders",
  parameters: mockApi(
    seasonPageHandler({ "mlb-1927": { ...mlb1927Detail, standings: [], series: [], leaders: [] } }),
    seriesGamesHandler(),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("We hold no standings of the 1927 MLB season.")).toBeVisible();
    await expect(canvas.getByText("We hold no player statistics of the 1927 MLB season.")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: mockApi(loadingHandler(DETAIL)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading the season");
  },
};

/** The season is shown while its games' scores are on their way: dates first. */
export const ScoresLoading: Story = {
  parameters: mockApi(loadingHandler(GAMES), seasonPageHandler()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Oct 5, 1927")).toBeVisible();
    await expect(canvas.queryByText("Yankees 5, Pirates 4")).toBeNull();
  },
};

export const Failed: Story = {
  parameters: mockApi(errorHandler(DETAIL), seasonPageHandlers()),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Error Loading Season");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

/** An unknown slug: a page of its own with a way back, not an error to retry. */
export const NotFound: Story = {
  parameters: shell("mlb-1800"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Season Not Found" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to seasons" })).toHaveAttribute("href", "/seasons");
  },
};

/** The 1927 MLB season opened on the NHL site: not rendered there, but linked on the MLB site. */
export const OnAnotherSportsSite: Story = {
  name: "Another sport's season, on the NHL site",
  globals: onSite("nhl"),
  play: async ({ canvas }) => {
    const link = await canvas.findByRole("link", { name: "Open the 1927 MLB season on Title Ledger MLB" });
    await expect(link.getAttribute("href")).toMatch(/\/\/mlb\.(localhost|titleledger\.com)(:\d+)?\/seasons\/mlb-1927$/);
  },
};
