// The coach page in each state (issue #16): the coach and his seasons are two calls, so each can
// load or fail on its own; an unknown slug is a not-found page; shown on a phone and in two site
// themes (NHL, and the hub).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { coachPageHandlers } from "@tl/data/coaches/mocks";
import { errorHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { CoachPageScreen } from "./coach-page";

const DETAIL = "/api/people/coaches/scotty-bowman/";
const SEASONS = "/api/people/coaches/scotty-bowman/seasons/";
const TABLE = "Scotty Bowman's record, season by season";
const shell = (slug: string) => ({ shell: { page: true, url: `/coaches/${slug}`, path: "/coaches/:slug" } });

const meta = {
  title: "Screens/Coach Page",
  component: CoachPageScreen,
  globals: onSite("nhl"),
  parameters: { ...shell("scotty-bowman"), ...mockApi(coachPageHandlers()) },
} satisfies Meta<typeof CoachPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scotty Bowman on the NHL site: his totals, 31 stints and the career row, nine Cups. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: TABLE });
    await expect(canvas.getByRole("heading", { level: 1, name: "Scotty Bowman" })).toBeVisible();
    await expect(within(table).getAllByRole("row")).toHaveLength(33);
    await expect(within(table).getAllByRole("row").at(-1)).toHaveTextContent("223-130");
    await expect(canvas.getAllByRole("link", { name: "Stanley Cup Final" })).toHaveLength(9);
  },
};

/** The same page in the hub's theme: his seasons link across to the NHL site. */
export const OnTheHub: Story = {
  name: "On the hub",
  globals: onSite("hub"),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: TABLE });
    await expect(within(table).getByRole("link", { name: "1976-77" }).getAttribute("href")).toMatch(
      /\/\/nhl\.(localhost|titleledger\.com)(:\d+)?\/seasons\/nhl-1976-77$/,
    );
  },
};

/** On a phone the record scrolls sideways inside its own box; the page does not. */
export const Phone: Story = {
  globals: { ...onSite("nhl"), ...atViewport("phone") },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("table", { name: TABLE })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 1, name: "Scotty Bowman" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  parameters: mockApi(loadingHandler(DETAIL), loadingHandler(SEASONS)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading the coach");
  },
};

/** His totals are shown while his seasons are on their way. */
export const SeasonsLoading: Story = {
  parameters: mockApi(loadingHandler(SEASONS), coachPageHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "Career totals" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the seasons");
  },
};

export const Failed: Story = {
  parameters: mockApi(errorHandler(DETAIL), coachPageHandlers()),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Error Loading Coach");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

export const SeasonsFailed: Story = {
  parameters: mockApi(errorHandler(SEASONS), coachPageHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Error Loading Seasons");
    await expect(canvas.getByRole("heading", { level: 1, name: "Scotty Bowman" })).toBeVisible();
  },
};

/** An unknown slug: a page of its own with a way back, not an error to retry. */
export const NotFound: Story = {
  parameters: shell("scotty-bowmen"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Coach Not Found" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to coaches" })).toHaveAttribute("href", "/coaches");
  },
};

/** Scotty Bowman opened on the MLB site: not rendered there, but linked on the NHL site. */
export const OnAnotherSportsSite: Story = {
  name: "Another sport's coach, on the MLB site",
  globals: onSite("mlb"),
  play: async ({ canvas }) => {
    const link = await canvas.findByRole("link", { name: "Open Scotty Bowman on Title Ledger NHL" });
    await expect(link.getAttribute("href")).toMatch(/\/\/nhl\.(localhost|titleledger\.com)(:\d+)?\/coaches\/scotty-bowman$/);
  },
};
