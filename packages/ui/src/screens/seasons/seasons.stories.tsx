// The seasons screen in each state (issue #6), over the seasons fixture (every NFL season and
// seasons of the other leagues, newest first): the first 48 show until 'Load more'. The list is
// read whole for the site's sport and level, then searched and filtered in the browser.
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { SEASONS_PATH } from "@tl/data/seasons";
import { expect, waitFor, within } from "storybook/test";
import { apiSeasons, mlb2023, seasonsHandler } from "@tl/data/seasons/mocks";
import { errorHandler, listHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { SeasonsScreen } from "./seasons";

type Canvas = StoryContext["canvas"];

/** The cards shown, found once the list is there. */
async function cards(canvas: Canvas) {
  return within(await canvas.findByRole("list", { name: "Seasons" })).getAllByRole("listitem");
}

/** The season names on the cards, in order. */
async function seasonNames(canvas: Canvas) {
  const names = apiSeasons.map((season) => season.name);
  // The longest fixture name a card holds ("2023-24 NBA season" holds "2023").
  return (await cards(canvas)).map(
    (card) => names.filter((name) => card.textContent.includes(name)).sort((a, b) => b.length - a.length)[0],
  );
}

/** A counter's value: the counters read "label value". */
const tile = (canvas: Canvas, label: string) => within(canvas.getByLabelText("Season counts")).getByText(label).parentElement?.textContent;

const meta = {
  title: "Screens/Seasons",
  component: SeasonsScreen,
  parameters: { shell: { page: true, url: "/seasons" }, ...mockApi(seasonsHandler()) },
} satisfies Meta<typeof SeasonsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hub: every season, newest first, the counters, and 'Load more' past the first 48. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(48);
    await expect(canvas.getByText(`Showing 48 of ${String(apiSeasons.length)} seasons`)).toBeVisible();
    await expect(tile(canvas, "Active")).toBe("Active2");
    await expect(tile(canvas, "Sports")).toBe("Sports4");
  },
};

/** A sport's site asks for its own sport and level only (spec §7), in its theme. */
export const OnTheMlbSite: Story = {
  name: "On the MLB site",
  globals: onSite("mlb"),
  play: async ({ canvas }) => {
    await expect(await seasonNames(canvas)).toEqual(["2026 MLB season", "2023 MLB season", "1999 MLB season", "1994 MLB season"]);
    await expect(canvas.getByRole("button", { name: /1994 MLB season/ })).toHaveTextContent("Champion: none awarded");
  },
};

export const Phone: Story = {
  globals: atViewport("phone"),
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(48);
  },
};

export const Loading: Story = {
  parameters: mockApi(loadingHandler(SEASONS_PATH)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading seasons");
  },
};

export const Failed: Story = {
  parameters: mockApi(errorHandler(SEASONS_PATH, { detail: "The database is not reachable." })),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(within(alert).getByRole("heading", { name: "Error Loading Seasons" })).toBeVisible();
    await expect(alert).toHaveTextContent(
      "The API answered 503 Service Unavailable for /api/championships/seasons/?page_size=500: The database is not reachable.",
    );
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
    await expect(canvas.queryByText("No Seasons Found")).toBeNull();
  },
};

export const Empty: Story = {
  parameters: mockApi(listHandler(SEASONS_PATH, [])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "No Seasons Found" })).toBeVisible();
    await expect(canvas.getByText("We hold no seasons yet.")).toBeVisible();
  },
};

/** Issue #13: every decade the seasons start in is a choice, back to the oldest held. */
export const FilterByOldDecade: Story = {
  name: "Filter by an old decade",
  globals: atViewport("desktop"),
  play: async ({ canvas, userEvent }) => {
    await cards(canvas);
    const years = canvas.getByRole("combobox", { name: "Years" });
    await userEvent.selectOptions(years, "1920s");
    const twenties = apiSeasons.filter((season) => season.start_year >= 1920 && season.start_year < 1930).map((season) => season.name);
    await waitFor(async () => expect(await seasonNames(canvas)).toEqual(twenties));
  },
};

/** The same on a phone: the Years dropdown lists the old decades too. */
export const FilterByOldDecadeOnPhone: Story = {
  name: "Filter by an old decade, phone",
  globals: atViewport("phone"),
  play: async ({ canvas, userEvent }) => {
    await cards(canvas);
    const years = canvas.getByRole("combobox", { name: "Years" });
    await expect(within(years).getByRole("option", { name: "1920s" })).toBeInTheDocument();
    await userEvent.selectOptions(years, "1920s");
    await waitFor(async () => expect((await seasonNames(canvas)).length).toBeGreaterThan(0));
  },
};

/** A card opens on click: dates, championship, regular season and playoff format. */
export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    await cards(canvas);
    const mlb = canvas.getByRole("button", { name: /2023 MLB season/ });
    await userEvent.click(mlb);
    await expect(mlb).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(mlb.getAttribute("aria-controls") ?? "");
    await waitFor(() =>
      expect(panel).toHaveTextContent(
        `Start DateMar 30, 2023End DateNov 1, 2023ChampionshipWorld SeriesRegular Season162 regular season gamesPlayoffs Format${mlb2023.playoffs_format ?? ""}`,
      ),
    );
  },
};

/** Search over season, sport, league and champion, after the 250 ms pause. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    await cards(canvas);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search seasons" }), "penguins");
    await waitFor(async () => expect(await seasonNames(canvas)).toEqual(["2015-16 NHL season"]));
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvas, userEvent }) => {
    await cards(canvas);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Status" }), "Active");
    await waitFor(async () => expect(await seasonNames(canvas)).toEqual(["2026 NFL season", "2026-27 NHL season"]));
  },
};
