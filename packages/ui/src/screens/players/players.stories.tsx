import type { Meta, StoryObj } from "@storybook/react-vite";
import { ACTIVE_PLAYERS_PATH, PLAYER_SUMMARY_PATH, PLAYERS_PATH } from "@tl/data/players";
import { expect, waitFor, within } from "storybook/test";
import {
  babeRuth,
  marcelDionne,
  martinBrodeur,
  mikeTrout,
  PLAYER_LIST_PATHS,
  playerPage,
  playersHandlers,
  sandyKoufax,
  wayneGretzky,
} from "@tl/data/players/mocks";
import { errorHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { PlayersScreen } from "./players";

// The API searches, filters and pages the players; this list answers a few real players as it
// would (search over name, team and position; status, position, team and sport filters; the
// active/ path), so the search and filter stories narrow the cards. Tiles come from the
// fixtures' summaries: the full data's totals.
const DIRECTORY = [babeRuth, mikeTrout, sandyKoufax, wayneGretzky, martinBrodeur, marcelDionne];

function directory(url: URL) {
  const query = url.searchParams;
  const search = query.get("search")?.toLowerCase();
  const status = url.pathname === ACTIVE_PLAYERS_PATH ? "active" : query.get("status");
  const wanted = (key: string, value: string) => [null, value].includes(query.get(key));
  return playerPage(
    DIRECTORY.filter(
      (player) =>
        (!search ||
          [player.person.full_name, player.current_team.city, player.current_team.name, player.position].some((text) =>
            text.toLowerCase().includes(search),
          )) &&
        (!status || player.status === status) &&
        wanted("position", player.position) &&
        wanted("team__slug", player.current_team.slug) &&
        wanted("sport__slug", player.sport.slug),
    ),
  );
}

const meta = {
  title: "Screens/Players",
  component: PlayersScreen,
  parameters: { shell: { page: true, url: "/players" }, ...mockApi(playersHandlers({ list: directory })) },
} satisfies Meta<typeof PlayersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PLAYERS = { name: "Players" };

export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(within(await canvas.findByRole("list", PLAYERS)).getAllByRole("listitem")).toHaveLength(DIRECTORY.length);
    await expect(canvas.getByText(`Showing ${String(DIRECTORY.length)} of ${String(DIRECTORY.length)} players`)).toBeVisible();
    await expect(await canvas.findByText("2,442")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: mockApi(loadingHandler([PLAYERS_PATH, PLAYER_SUMMARY_PATH])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading players…")).toBeVisible();
  },
};

/** The list fails; the tiles, from the summary, still show. */
export const Failed: Story = {
  name: "Error",
  parameters: mockApi(errorHandler(PLAYER_LIST_PATHS, { detail: "Database unavailable." }), playersHandlers()),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Error Loading Players");
    await expect(alert).toHaveTextContent("Database unavailable.");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { shell: { page: true, url: "/players?q=zzz" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No Players Found" })).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Search players" })).toHaveValue("zzz");
  },
};

/** A card opens its detail: physical, career stats (batting first for an outfielder), every award. */
export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    const ruth = await canvas.findByRole("button", { name: /Babe Ruth/ });
    await userEvent.click(ruth);
    await expect(ruth).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("group", { name: "Physical" })).toHaveTextContent(`Height6'2"Weight215 lbsBirthplaceBaltimore, MD, USA`);
    await expect(canvas.getByRole("group", { name: "Career Stats" })).toHaveTextContent("home runs714");
    await expect(within(canvas.getByRole("group", { name: "Awards" })).getAllByRole("listitem")).toHaveLength(babeRuth.awards.length);
    // Issue #16: his page and his team's, linked from the panel.
    await expect(canvas.getByRole("link", { name: "Babe Ruth" })).toHaveAttribute("href", expect.stringMatching(/\/players\/babe-ruth$/));
  },
};

/** The search asks the API after a 250 ms pause. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("list", PLAYERS);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search players" }), "gretzky");
    await waitFor(() => expect(within(canvas.getByRole("list", PLAYERS)).getAllByRole("listitem")).toHaveLength(1));
    await waitFor(() => expect(canvas.getByRole("button", { name: /Wayne Gretzky/ })).toBeVisible());
  },
};

/** Position comes from the summary's options; the list asks by_position/. */
export const FilterByPosition: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("list", PLAYERS);
    const position = canvas.getByRole("combobox", { name: "Position" });
    await waitFor(() => expect(within(position).getByRole("option", { name: "Pitcher" })).toBeInTheDocument());
    await userEvent.selectOptions(position, "Pitcher");
    await waitFor(() => expect(within(canvas.getByRole("list", PLAYERS)).getAllByRole("listitem")).toHaveLength(1));
    await waitFor(() => expect(canvas.getByRole("button", { name: /Sandy Koufax/ })).toBeVisible());
  },
};

/** The NHL site's theme on a phone: its own players, and no sport dropdown. */
export const NhlOnPhone: Story = {
  globals: { ...onSite("nhl"), ...atViewport("phone") },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("list", PLAYERS);
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    await expect(list).toHaveTextContent("Wayne Gretzky");
    await expect(canvas.queryByRole("combobox", { name: "Sport" })).not.toBeInTheDocument();
  },
};
