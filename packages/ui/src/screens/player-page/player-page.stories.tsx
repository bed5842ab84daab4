// The player page in each state (issue #16): the player and his seasons are two calls, so each
// can load or fail on its own; an unknown slug is a not-found page; shown on a phone and in two
// site themes (MLB with Babe Ruth, NHL with the goalie Ken Dryden) and on the hub.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { playerPageHandlers } from "@tl/data/players/mocks";
import { errorHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { PlayerPageScreen } from "./player-page";

const DETAIL = "/api/people/players/babe-ruth/";
const SEASONS = "/api/people/players/babe-ruth/seasons/";
const BATTING = "Babe Ruth's batting, season by season";
const shell = (slug: string) => ({ shell: { page: true, url: `/players/${slug}`, path: "/players/:slug" } });

const meta = {
  title: "Screens/Player Page",
  component: PlayerPageScreen,
  globals: onSite("mlb"),
  parameters: { ...shell("babe-ruth"), ...mockApi(playerPageHandlers()) },
} satisfies Meta<typeof PlayerPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Babe Ruth on the MLB site: bio, 22 batting seasons and the 714 career row, pitching, 7 titles. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: BATTING });
    await expect(canvas.getByRole("heading", { level: 1, name: "Babe Ruth" })).toBeVisible();
    await expect(within(table).getAllByRole("row")).toHaveLength(24);
    await expect(within(table).getAllByRole("row").at(-1)).toHaveTextContent("714");
    await expect(canvas.getAllByRole("link", { name: "World Series" })).toHaveLength(7);
  },
};

/** A goalie in the NHL site's theme: goaltending columns, no All-Star data for his league. */
export const Goalie: Story = {
  globals: onSite("nhl"),
  parameters: shell("ken-dryden"),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Ken Dryden's goaltending, season by season" });
    await expect(within(table).getByRole("columnheader", { name: "GAA" })).toBeVisible();
  },
};

/** The hub links his seasons and teams across to the MLB site. */
export const OnTheHub: Story = {
  name: "On the hub",
  globals: onSite("hub"),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: BATTING });
    await expect(within(table).getByRole("link", { name: "1927" }).getAttribute("href")).toMatch(
      /\/\/mlb\.(localhost|titleledger\.com)(:\d+)?\/seasons\/mlb-1927$/,
    );
  },
};

/** On a phone the tables scroll sideways inside their own boxes; the page does not. */
export const Phone: Story = {
  globals: { ...onSite("mlb"), ...atViewport("phone") },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("table", { name: BATTING })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 1, name: "Babe Ruth" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  parameters: mockApi(loadingHandler(DETAIL), loadingHandler(SEASONS)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading the player");
  },
};

/** The bio is shown while his seasons are on their way. */
export const SeasonsLoading: Story = {
  parameters: mockApi(loadingHandler(SEASONS), playerPageHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "Bio" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the seasons");
  },
};

export const Failed: Story = {
  parameters: mockApi(errorHandler(DETAIL), playerPageHandlers()),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Error Loading Player");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

export const SeasonsFailed: Story = {
  parameters: mockApi(errorHandler(SEASONS), playerPageHandlers()),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Error Loading Seasons");
    await expect(canvas.getByRole("heading", { level: 1, name: "Babe Ruth" })).toBeVisible();
  },
};

/** An unknown slug: a page of its own with a way back, not an error to retry. */
export const NotFound: Story = {
  parameters: shell("babe-rut"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Player Not Found" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to players" })).toHaveAttribute("href", "/players");
  },
};

/** Babe Ruth opened on the NHL site: not rendered there, but linked on the MLB site. */
export const OnAnotherSportsSite: Story = {
  name: "Another sport's player, on the NHL site",
  globals: onSite("nhl"),
  play: async ({ canvas }) => {
    const link = await canvas.findByRole("link", { name: "Open Babe Ruth on Title Ledger MLB" });
    await expect(link.getAttribute("href")).toMatch(/\/\/mlb\.(localhost|titleledger\.com)(:\d+)?\/players\/babe-ruth$/);
  },
};
