// A championship's page in each state (issue #6): the championship and its complete history
// are two calls, so each can load or fail on its own; an unknown slug is a not-found page. The
// history is a table with no expandable rows, so there is no expanded story here.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { championshipChampionsHandler, louisville2012 } from "@tl/data/champions/mocks";
import { championshipHandler } from "@tl/data/championships/mocks";
import { baseballGames, gameSeasonsHandler } from "@tl/data/games/mocks";
import { errorHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { ChampionshipDetailScreen } from "./championship-detail";

const DETAIL = "/api/championships/championships/world-series/";
const HISTORY = "/api/championships/championships/world-series/champions/";
const WORLD_SERIES_TABLE = "Every season of the World Series, newest first";

const meta = {
  title: "Screens/Championship Detail",
  component: ChampionshipDetailScreen,
  globals: onSite("mlb"),
  parameters: {
    shell: { page: true, url: "/championships/world-series", path: "/championships/:slug" },
    // Issue #15: the seasons whose final games we hold (the 2023 World Series' games 4 and 5).
    ...mockApi(championshipHandler(), championshipChampionsHandler(), gameSeasonsHandler(baseballGames)),
  },
} satisfies Meta<typeof ChampionshipDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The World Series on the MLB site: its facts, titles per franchise and ten seasons of history. */
export const Results: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: WORLD_SERIES_TABLE });
    await expect(canvas.getByRole("heading", { level: 1, name: "World Series" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "About the championship" })).toHaveTextContent("TrophyCommissioner's Trophy");
    const franchises = within(canvas.getByRole("region", { name: "Titles per franchise" })).getAllByRole("listitem");
    await expect(franchises[0]).toHaveTextContent("Los Angeles DodgersLatest: 20244 titles");
    // A header row and ten seasons, the strike year among them.
    await expect(within(table).getAllByRole("row")).toHaveLength(11);
    await expect(within(table).getByText("Not played: the 1994 season was ended by a players' strike.")).toBeVisible();
    // Issue #15: the one final whose games we hold links to them.
    await expect(await within(table).findByRole("link", { name: "Games of the World Series, 2023 MLB season" })).toHaveAttribute(
      "href",
      "/scores?sport=baseball&championship=world-series&season=2023",
    );
    // Issue #16: the MVP's and the manager's pages.
    await expect(within(table).getByRole("link", { name: "Orel Hershiser" })).toHaveAttribute("href", "/players/orel-hershiser");
    await expect(within(table).getByRole("link", { name: "Tommy Lasorda" })).toHaveAttribute("href", "/coaches/tommy-lasorda");
  },
};

/** Issue #15: a vacated title (Louisville's 2013 NCAA title) is marked beside its champion, and counted for nobody. */
export const VacatedTitle: Story = {
  name: "Vacated title",
  globals: onSite("hub"),
  parameters: {
    shell: { page: true, url: "/championships/ncaa-mens-basketball-tournament", path: "/championships/:slug" },
    ...mockApi(championshipHandler(), championshipChampionsHandler({ bySlug: { "ncaa-mens-basketball-tournament": [louisville2012] } })),
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Every season of the NCAA Men's Basketball Tournament, newest first" });
    await expect(within(table).getByText("Vacated")).toBeVisible();
    await expect(within(table).getByText("Louisville's title was vacated by the NCAA in 2018.")).toBeVisible();
    await expect(canvas.getByText("1 seasons, 0 titles awarded, 1 vacated, newest first.")).toBeVisible();
  },
};

/** The Super Bowl on the NFL site, on a phone: the table scrolls sideways inside its own box. */
export const PhoneOnTheNflSite: Story = {
  name: "Phone, on the NFL site",
  globals: { ...onSite("nfl"), ...atViewport("phone") },
  parameters: { shell: { page: true, url: "/championships/super-bowl", path: "/championships/:slug" } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Every season of the Super Bowl, newest first" });
    await expect(within(table).getByText("25–22 (OT)")).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 1, name: "Super Bowl" })).toBeVisible();
  },
};

/** The site's own championship is named at once, before the API answers. */
export const Loading: Story = {
  parameters: mockApi(loadingHandler(DETAIL), loadingHandler(HISTORY)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading the championship");
    await expect(canvas.getByRole("heading", { level: 1, name: "World Series" })).toBeVisible();
  },
};

/** The championship is shown while its history is still on its way. */
export const HistoryLoading: Story = {
  parameters: mockApi(championshipHandler(), loadingHandler(HISTORY)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "About the championship" })).toHaveTextContent("First Year1903");
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the championship's history");
  },
};

export const Failed: Story = {
  parameters: mockApi(errorHandler(DETAIL), championshipChampionsHandler()),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Error Loading Championship");
    await expect(alert).toHaveTextContent(
      `The API answered 503 Service Unavailable for ${DETAIL}: The service is temporarily unavailable.`,
    );
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

/** The championship stays when only its history fails; Retry asks for the history again. */
export const HistoryFailed: Story = {
  parameters: mockApi(championshipHandler(), errorHandler(HISTORY)),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Error Loading Championship");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
    await expect(canvas.getByRole("region", { name: "About the championship" })).toBeVisible();
  },
};

/** A championship with no seasons yet. */
export const Empty: Story = {
  parameters: mockApi(championshipHandler(), championshipChampionsHandler({ bySlug: { "world-series": [] } })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No titles have been awarded yet.")).toBeVisible();
    await expect(canvas.getByText("0 seasons, 0 titles awarded, newest first.")).toBeVisible();
  },
};

/** An unknown slug: a page of its own with a way back, not an error to retry. */
export const NotFound: Story = {
  globals: onSite("hub"),
  parameters: { shell: { page: true, url: "/championships/cricket-world-cup", path: "/championships/:slug" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Championship Not Found" })).toBeVisible();
    await expect(canvas.getByText("cricket-world-cup")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to championships" })).toHaveAttribute("href", "/championships");
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** The Stanley Cup opened on the MLB site: not rendered there, but linked on the NHL site. */
export const OnAnotherSportsSite: Story = {
  name: "Another sport's championship, on the MLB site",
  parameters: { shell: { page: true, url: "/championships/stanley-cup-final", path: "/championships/:slug" } },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole("link", { name: "Open the Stanley Cup Final on Title Ledger NHL" });
    await expect(link.getAttribute("href")).toMatch(/\/\/nhl\.(localhost|titleledger\.com)(:\d+)?\/championships\/stanley-cup-final$/);
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};
