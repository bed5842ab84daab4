import type { Meta, StoryObj } from "@storybook/react-vite";
import { normaliseChampion, type Champion } from "@tl/data/champions";
import { champions1993, champions2019Sample, champions2024, champions2025, worldSeriesHistory } from "@tl/data/champions/mocks";
import { orNotAvailable } from "@tl/data/shared";
import { sites } from "@tl/site-config/sites";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import type { DataColumn } from "./columns";
import { DataTable } from "./data-table";

// Every champion in the shared fixtures (29 titles of several championships): long enough that
// the header sticks, wide enough that a phone scrolls it sideways.
// The sets reuse ids, so each row is keyed by its place here.
const CHAMPIONS: Champion[] = [...champions2025, ...champions2024, ...champions2019Sample, ...champions1993, ...worldSeriesHistory].map(
  (raw, index) => ({ ...normaliseChampion(raw, index), key: String(index) }),
);

const COLUMNS: DataColumn<Champion>[] = [
  {
    id: "season",
    header: "Season",
    value: (row) => row.seasonName,
    rowHeader: true,
    cell: (row) => <span className="block max-w-[9rem]">{row.seasonName}</span>,
  },
  { id: "championship", header: "Championship", value: (row) => row.championshipName },
  { id: "team", header: "Champion", value: (row) => (row.hasTitle ? row.team : null), cell: (row) => row.team },
  { id: "result", header: "Result", value: (row) => row.result, className: "whitespace-nowrap tabular-nums" },
  { id: "year", header: "Year", kind: "number", value: (row) => row.seasonStartYear },
  { id: "runner-up", header: "Runner-up", value: (row) => row.runnerUp, cell: (row) => orNotAvailable(row.runnerUp) },
  { id: "mvp", header: "MVP", value: (row) => row.mvp, cell: (row) => orNotAvailable(row.mvp) },
];

function ChampionsTable({ rows = CHAMPIONS }: { rows?: Champion[] }) {
  return (
    <div className="p-4">
      <DataTable
        label="Champions in the fixtures"
        fileName="Champions"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.key}
        minWidth="min-w-[60rem]"
      />
    </div>
  );
}

/** The product's one table: sortable by any column, a CSV of what it shows, a sticky header when long, sideways scrolling on a phone. */
const meta = {
  title: "Building blocks/Data table",
  component: ChampionsTable,
} satisfies Meta<typeof ChampionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const regionOf = (root: HTMLElement) => within(root).getByRole("region", { name: "Champions in the fixtures" });
const seasons = (root: HTMLElement) =>
  within(root)
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);

/** 29 rows: the box scrolls down inside 70% of the window and the header row stays at its top. */
export const LongTableStickyHeader: Story = {
  globals: atViewport("desktop"),
  play: async ({ canvas, canvasElement }) => {
    const region = regionOf(canvasElement);
    await expect(region).toHaveAttribute("data-sticky-header", "true");
    await waitFor(() => expect(region.scrollHeight).toBeGreaterThan(region.clientHeight));
    region.scrollTop = region.scrollHeight;
    const header = canvas.getByRole("columnheader", { name: "Championship" });
    await waitFor(() => expect(Math.round(header.getBoundingClientRect().top - region.getBoundingClientRect().top)).toBe(0));
  },
};

/** Sorting by click and by keyboard; aria-sort follows, a second press reverses, missing years last. */
export const Sorting: Story = {
  globals: atViewport("desktop"),
  play: async ({ canvas, canvasElement }) => {
    const year = canvas.getByRole("columnheader", { name: "Year" });
    await expect(year).toHaveAttribute("aria-sort", "none");
    await userEvent.click(within(year).getByRole("button", { name: "Year" }));
    await expect(year).toHaveAttribute("aria-sort", "ascending");
    await expect(seasons(canvasElement)[0]).toBe("1903 MLB season");
    // Enter on the focused button reverses.
    await userEvent.keyboard("{Enter}");
    await expect(year).toHaveAttribute("aria-sort", "descending");
    await expect(seasons(canvasElement).at(-1)).toBe("1903 MLB season");
  },
};

/** On a phone the table scrolls sideways in its box, the season column stays, the page never scrolls sideways. */
export const OnAPhone: Story = {
  globals: { ...onSite("nhl"), ...atViewport("phone") },
  play: async ({ canvas, canvasElement }) => {
    const region = regionOf(canvasElement);
    await waitFor(() => expect(region).toHaveAttribute("data-more-end", "true"));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(region).toHaveAttribute("data-more-start", "true"));
    const season = canvas.getByRole("columnheader", { name: "Season" });
    await expect(Math.round(season.getBoundingClientRect().left - region.getBoundingClientRect().left)).toBe(0);
    await expect(canvas.getByRole("button", { name: "Download CSV" })).toBeVisible();
  },
};

/** "#rrggbb" as the browser reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => String(parseInt(hex.slice(at, at + 2), 16))).join(", ")})`;

/** The header takes the site's primary scale (NFL blue) from the theme variables, no colour of its own. */
export const NflTheme: Story = {
  globals: onSite("nfl"),
  play: async ({ canvas }) => {
    const header = canvas.getByRole("columnheader", { name: "Championship" });
    await waitFor(() => expect(getComputedStyle(header).backgroundColor).toBe(rgb(sites.nfl.theme.primary[50])));
  },
};

/** The same table on the college basketball site: violet. */
export const CollegeBasketballTheme: Story = {
  globals: onSite("cbb"),
  play: async ({ canvas }) => {
    const header = canvas.getByRole("columnheader", { name: "Championship" });
    await waitFor(() => expect(getComputedStyle(header).backgroundColor).toBe(rgb(sites.cbb.theme.primary[50])));
  },
};

/** A short table keeps its header in the page's flow. */
export const Short: Story = {
  args: { rows: CHAMPIONS.slice(0, 5) },
  play: async ({ canvasElement }) => {
    await expect(regionOf(canvasElement)).not.toHaveAttribute("data-sticky-header");
  },
};
