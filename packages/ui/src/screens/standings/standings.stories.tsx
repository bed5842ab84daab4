import type { Meta, StoryObj } from "@storybook/react-vite";
import { CURRENT_STANDINGS_PATH, DIVISION_STANDINGS_PATH } from "@tl/data/standings";
import { STANDING_PATHS } from "@tl/data/standings/mocks";
import { expect, waitFor, within } from "storybook/test";
import { standingsHandlers, standingsOfSport } from "@tl/data/standings/mocks";
import { errorHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { StandingsScreen } from "./standings";

// Current standings are read whole and searched and filtered in the browser; a chosen division
// reads by_division/, a chosen season asks for that season. The fixture handlers answer these
// and seasons/ as the API does.
const meta = {
  title: "Screens/Standings",
  component: StandingsScreen,
  parameters: { shell: { page: true, url: "/standings" }, ...mockApi(standingsHandlers()) },
} satisfies Meta<typeof StandingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hub's mixed leagues: the 2023 MLB, 2020-21 NFL and 2017-18 NHL seasons, by division and rank. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "2023 MLB season" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "2020 NFL season" })).toBeVisible();
    await expect(canvas.getByRole("list", { name: "2023 MLB season, AL West" })).toHaveTextContent("Houston Astros");
    await expect(canvas.getByLabelText("Standings summary")).toHaveTextContent("Champions3");
    // Issue #16: each season heading leads to its season's page, across from the hub.
    await expect(canvas.getByRole("link", { name: "2017-18 NHL season" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/\/nhl\.[^/]+\/seasons\/nhl-2017-18$/),
    );
  },
};

export const Loading: Story = {
  parameters: mockApi(loadingHandler([CURRENT_STANDINGS_PATH, DIVISION_STANDINGS_PATH])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading standings…")).toBeVisible();
  },
};

export const Failed: Story = {
  name: "Error",
  parameters: mockApi(errorHandler(STANDING_PATHS, { detail: "Standings are being rebuilt." })),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Error Loading Standings");
    await expect(alert).toHaveTextContent("Standings are being rebuilt.");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: mockApi(standingsHandlers([])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No Standings Found" })).toBeVisible();
    await expect(await canvas.findByText("We hold no standings yet.")).toBeVisible();
    await expect(canvas.getByLabelText("Standings summary")).toHaveTextContent("Total Teams0");
  },
};

/** The NBA site holds no standings at all: the empty state says so, not "adjust your filters". */
export const NbaHoldsNone: Story = {
  name: "Empty on the NBA site",
  globals: onSite("nba"),
  parameters: mockApi(standingsHandlers([])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("We hold no NBA standings yet.")).toBeVisible();
    await expect(canvas.queryByText("Try adjusting your search or filters")).not.toBeInTheDocument();
  },
};

/** The season picker on the MLB site: the latest season first; choosing 1927 shows the Yankees' 110-44-1. No Sport dropdown: the site is one sport. */
export const SeasonPicker: Story = {
  name: "Season picker on the MLB site",
  globals: { ...onSite("mlb"), ...atViewport("desktop") },
  parameters: mockApi(standingsHandlers(standingsOfSport("baseball"))),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("region", { name: "2023 MLB season" });
    await expect(canvas.queryByRole("combobox", { name: "Sport" })).not.toBeInTheDocument();
    const picker = canvas.getByRole("combobox", { name: "Season" });
    await expect(picker).toHaveValue("2023");
    await userEvent.selectOptions(picker, "1927 MLB season");
    const season = await canvas.findByRole("region", { name: "1927 MLB season" });
    await expect(within(season).getByRole("button", { name: /New York Yankees/ })).toHaveTextContent("110-44-1");
  },
};

/** Issue #15: the 1927 Negro National League is its own season in the picker and its own table, never ranked with the American League. */
export const NegroLeagueSeason: Story = {
  name: "A Negro League season on the MLB site",
  globals: { ...onSite("mlb"), ...atViewport("desktop") },
  parameters: mockApi(standingsHandlers(standingsOfSport("baseball"))),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("region", { name: "2023 MLB season" });
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Season" }), "1927 NNL season");
    const season = await canvas.findByRole("region", { name: "1927 NNL season" });
    await expect(within(season).getByRole("button", { name: /Chicago American Giants/ })).toHaveTextContent("62-31-1");
    await expect(within(season).getByRole("link", { name: "1927 NNL season" })).toHaveAttribute(
      "href",
      "/seasons/negro-national-league-i-1927",
    );
    await expect(canvas.queryByRole("region", { name: "1927 MLB season" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: /New York Yankees/ })).not.toBeInTheDocument();
  },
};

/** The same picker on a phone, on the NHL site: split-year seasons are named "2017-18 NHL season". */
export const SeasonPickerOnPhone: Story = {
  name: "Season picker on the NHL site, phone",
  globals: { ...onSite("nhl"), ...atViewport("phone") },
  parameters: mockApi(standingsHandlers(standingsOfSport("hockey"))),
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "2017-18 NHL season" });
    const picker = canvas.getByRole("combobox", { name: "Season" });
    await expect(picker).toBeVisible();
    await expect(within(picker).getByRole("option", { name: "2017-18 NHL season" })).toBeInTheDocument();
  },
};

/** On the hub the picker appears once a sport is chosen. */
export const SeasonPickerOnTheHub: Story = {
  name: "Season picker on the hub, after choosing a sport",
  globals: onSite("hub"),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("region", { name: "2023 MLB season" });
    await expect(canvas.queryByRole("combobox", { name: "Season" })).not.toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sport" }), "Baseball");
    await userEvent.selectOptions(await canvas.findByRole("combobox", { name: "Season" }), "1927 MLB season");
    await expect(await canvas.findByRole("region", { name: "1927 MLB season" })).toBeVisible();
  },
};

/** A row opens its detail: home and away records, games played, points (hockey). */
export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    const vegas = await canvas.findByRole("button", { name: /Vegas Golden Knights/ });
    await userEvent.click(vegas);
    await expect(vegas).toHaveAttribute("aria-expanded", "true");
    const panel = canvas.getByText("29-10-2").closest("dl");
    await expect(panel).toHaveTextContent("Home Record29-10-2Away Record22-14-5Games Played82Points109");
    // Issue #16: the franchise's page, linked from the panel.
    await expect(canvas.getByRole("link", { name: "Vegas Golden Knights" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/teams\/vegas-golden-knights$/),
    );
  },
};

/** Search filters the loaded rows after a 250 ms pause: team, city, abbreviation or division. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("region", { name: "2023 MLB season" });
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search" }), "pacific");
    await waitFor(() => expect(canvas.queryByRole("region", { name: "2023 MLB season" })).not.toBeInTheDocument());
    const nhl = canvas.getByRole("region", { name: "2017-18 NHL season" });
    await expect(within(nhl).getAllByRole("button", { expanded: false })).toHaveLength(3);
    for (const team of ["Vegas Golden Knights", "Anaheim Ducks", "San Jose Sharks"]) await expect(nhl).toHaveTextContent(team);
  },
};

export const FilterBySport: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("region", { name: "2023 MLB season" });
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sport" }), "Hockey");
    await waitFor(() => expect(canvas.queryByRole("region", { name: "2023 MLB season" })).not.toBeInTheDocument());
    // The hockey standings may still be loading once MLB's are gone: wait for them.
    await expect(await canvas.findByRole("region", { name: "2017-18 NHL season" })).toBeVisible();
    await expect(canvas.getByLabelText("Standings summary")).toHaveTextContent("Total Teams5");
  },
};

/** The NHL site's theme on a phone: its own standings only, badges and figures on a second line. */
export const NhlOnPhone: Story = {
  globals: { ...onSite("nhl"), ...atViewport("phone") },
  parameters: mockApi(standingsHandlers(standingsOfSport("hockey"))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "2017-18 NHL season" })).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "2023 MLB season" })).not.toBeInTheDocument();
  },
};
