import type { Meta, StoryObj } from "@storybook/react-vite";
import { COVERAGE_PATH, SOURCES_PATH } from "@tl/data/meta";
import { expect, within } from "storybook/test";
import { hockeyDatabankSource, mockMetaApi, SOURCE_ROWS } from "@tl/data/meta/mocks";
import { errorHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { DataQualityScreen } from "./data-quality";

// Two lists, each with its own states (sources/ and coverage/ with the site's sport and level),
// and static rules on how champions are chosen. No search or filters on this screen.
const meta = {
  title: "Screens/Data Quality",
  component: DataQualityScreen,
  parameters: { shell: { page: true, url: "/data-quality" }, ...mockApi(mockMetaApi().handlers) },
} satisfies Meta<typeof DataQualityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every source with its licence and attribution, and the hub's coverage of all eight leagues. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("article", { name: "Lahman Baseball Database" })).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(SOURCE_ROWS.length);
    const table = await canvas.findByRole("table");
    await expect(within(table).getAllByRole("rowheader")).toHaveLength(8);
  },
};

export const Loading: Story = {
  parameters: mockApi(loadingHandler(SOURCES_PATH), loadingHandler(COVERAGE_PATH)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading data sources…")).toBeVisible();
    await expect(canvas.getByText("Loading coverage…")).toBeVisible();
  },
};

/** Both lists fail, each with its own panel and Retry; the rules still show. */
export const Failed: Story = {
  name: "Error",
  parameters: mockApi(errorHandler(SOURCES_PATH), errorHandler(COVERAGE_PATH)),
  play: async ({ canvas }) => {
    const sources = within(canvas.getByRole("region", { name: "Data Sources" }));
    await expect(await sources.findByRole("alert")).toHaveTextContent("Error Loading Data Sources");
    await expect(sources.getByRole("button", { name: "Retry" })).toBeVisible();
    const coverage = within(canvas.getByRole("region", { name: "Coverage by League" }));
    await expect(await coverage.findByRole("alert")).toHaveTextContent("Error Loading Coverage");
    await expect(coverage.getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "How champions are chosen" })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: mockApi(mockMetaApi([], []).handlers),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No Data Sources Found" })).toBeVisible();
    await expect(await canvas.findByRole("heading", { name: "No Coverage Found" })).toBeVisible();
  },
};

/** The Hockey Databank's notes fold after three lines; "Show … more" opens the rest. */
export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    const databank = await canvas.findByRole("article", { name: "Hockey Databank" });
    const lines = hockeyDatabankSource.notes.split("\n");
    const last = within(databank).getByText(lines.at(-1) ?? "");
    await expect(last).not.toBeVisible();
    await userEvent.click(within(databank).getByText(`Show ${String(lines.length - 3)} more`));
    await expect(last).toBeVisible();
  },
};

/** The NHL site's theme on a phone: coverage of its one league, the table scrolling sideways. */
export const NhlOnPhone: Story = {
  globals: { ...onSite("nhl"), ...atViewport("phone") },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table");
    await expect(
      within(table)
        .getAllByRole("rowheader")
        .map((header) => header.textContent),
    ).toEqual(["National Hockey League (NHL)"]);
    await expect(canvas.getByRole("region", { name: "Coverage by League" })).toHaveTextContent(
      "How much of each professional hockey league the database holds.",
    );
  },
};
