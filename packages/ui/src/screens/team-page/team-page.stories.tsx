// The franchise page in each state (issue #16): the franchise and its seasons are two calls, so
// each can load or fail on its own; an unknown slug is a not-found page; shown on a phone and in
// two site themes (NHL, and the hub).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { franchiseHandlers } from "@tl/data/teams/mocks";
import { errorHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { TeamPageScreen } from "./team-page";

const DETAIL = "/api/teams/teams/new-york-rangers/";
const SEASONS = "/api/teams/teams/new-york-rangers/seasons/";
const TABLE = "Every season of the New York Rangers, newest first";
const shell = (slug: string) => ({ shell: { page: true, url: `/teams/${slug}`, path: "/teams/:slug" } });

const meta = {
  title: "Screens/Team Page",
  component: TeamPageScreen,
  globals: onSite("nhl"),
  parameters: { ...shell("new-york-rangers"), ...mockApi(franchiseHandlers()) },
} satisfies Meta<typeof TeamPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Rangers on the NHL site: names, four Cups, firsts and bests, and the season table. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: TABLE });
    await expect(canvas.getByRole("heading", { level: 1, name: "New York Rangers" })).toBeVisible();
    await expect(within(table).getAllByRole("row")).toHaveLength(5);
    await expect(canvas.getAllByRole("link", { name: "Stanley Cup Final" })).toHaveLength(4);
  },
};

/** The same page in the hub's theme: a season links across to its page on the NHL site. */
export const OnTheHub: Story = {
  name: "On the hub",
  globals: onSite("hub"),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: TABLE });
    await expect(within(table).getByRole("link", { name: "1993-94" }).getAttribute("href")).toMatch(
      /\/\/nhl\.(localhost|titleledger\.com)(:\d+)?\/seasons\/nhl-1993-94$/,
    );
  },
};

/** A defunct club: its years end with its last season. */
export const Defunct: Story = {
  parameters: shell("montreal-maroons"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("1924–1938")).toBeVisible();
    await expect(canvas.getByText("Defunct")).toBeVisible();
  },
};

/** On a phone the table scrolls sideways inside its own box. */
export const Phone: Story = {
  globals: { ...onSite("nhl"), ...atViewport("phone") },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("table", { name: TABLE })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 1, name: "New York Rangers" })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: mockApi(loadingHandler(DETAIL), loadingHandler(SEASONS)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading the team");
  },
};

/** The franchise is shown while its seasons are on their way. */
export const SeasonsLoading: Story = {
  parameters: mockApi(loadingHandler(SEASONS), franchiseHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "Firsts and bests" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the seasons");
  },
};

export const Failed: Story = {
  parameters: mockApi(errorHandler(DETAIL), franchiseHandlers()),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Error Loading Team");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

export const SeasonsFailed: Story = {
  parameters: mockApi(errorHandler(SEASONS), franchiseHandlers()),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Error Loading Seasons");
    await expect(canvas.getByRole("heading", { level: 1, name: "New York Rangers" })).toBeVisible();
  },
};

/** An unknown slug: a page of its own with a way back, not an error to retry. */
export const NotFound: Story = {
  parameters: shell("no-such-team"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Team Not Found" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to teams" })).toHaveAttribute("href", "/teams");
  },
};

/** The Rangers opened on the MLB site: not rendered there, but linked on the NHL site. */
export const OnAnotherSportsSite: Story = {
  name: "Another sport's franchise, on the MLB site",
  globals: onSite("mlb"),
  play: async ({ canvas }) => {
    const link = await canvas.findByRole("link", { name: "Open the New York Rangers on Title Ledger NHL" });
    await expect(link.getAttribute("href")).toMatch(/\/\/nhl\.(localhost|titleledger\.com)(:\d+)?\/teams\/new-york-rangers$/);
  },
};
