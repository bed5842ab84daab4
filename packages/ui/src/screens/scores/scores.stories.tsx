import type { Meta, StoryObj } from "@storybook/react-vite";
import { GAME_SUMMARY_PATH, GAMES_PATH } from "@tl/data/games";
import { GAME_SEASONS_PATH } from "@tl/data/season-options";
import { expect, waitFor, within } from "storybook/test";
import {
  baseballGames,
  gamesHandlers,
  ravensAtSteelersPostponed,
  recentGames,
  superBowlLixAtHalfTime,
  superBowlLxScheduled,
  superBowlXx,
} from "@tl/data/games/mocks";
import { errorHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { ScoresScreen } from "./scores";

// The API searches, filters and pages the games; the fixture handlers answer like it, so the
// search and filter stories narrow the list the way the site would.
const meta = {
  title: "Screens/Scores",
  component: ScoresScreen,
  parameters: { shell: { page: true, url: "/scores" }, ...mockApi(gamesHandlers()) },
} satisfies Meta<typeof ScoresScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const GAMES = { name: "Games" };

/** Recent Super Bowls and 2020 season games, newest first, with the summary's counters. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(within(await canvas.findByRole("list", GAMES)).getAllByRole("listitem")).toHaveLength(recentGames.length);
    await waitFor(() => expect(canvas.getByLabelText("Game counters")).toHaveTextContent(`Final${String(recentGames.length)}`));
  },
};

/** One game in each status: live, scheduled, postponed and final badges side by side. */
export const EveryStatus: Story = {
  parameters: mockApi(gamesHandlers([superBowlLixAtHalfTime, superBowlLxScheduled, ravensAtSteelersPostponed, ...recentGames.slice(1, 3)])),
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole("list", GAMES));
    // Cards fade in a frame after they mount.
    for (const badge of ["Q2 - 0:00", "6:30 PM ET", "Postponed", "Final"])
      await waitFor(() => expect(list.getAllByText(badge)[0]).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: mockApi(loadingHandler([GAMES_PATH, GAME_SUMMARY_PATH])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading games…")).toBeVisible();
  },
};

export const Failed: Story = {
  name: "Error",
  parameters: mockApi(errorHandler([GAMES_PATH, GAME_SUMMARY_PATH, GAME_SEASONS_PATH], { detail: "Database unavailable." })),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Error Loading Scores");
    await expect(alert).toHaveTextContent("Database unavailable.");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: mockApi(gamesHandlers([])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No Games Found" })).toBeVisible();
    await expect(canvas.getByText("We hold no game scores yet.")).toBeVisible();
  },
};

/** Issue #13: the season picker on the NFL site; 1985 shows Super Bowl XX, the Bears' 46-10. No Sport dropdown: the site is one sport. */
export const SeasonPicker: Story = {
  name: "Season picker on the NFL site",
  globals: { ...onSite("nfl"), ...atViewport("desktop") },
  parameters: mockApi(gamesHandlers([...recentGames, superBowlXx])),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("list", GAMES);
    await expect(canvas.queryByRole("combobox", { name: "Sport" })).not.toBeInTheDocument();
    await userEvent.selectOptions(await canvas.findByRole("combobox", { name: "Season" }), "1985");
    await waitFor(() => expect(within(canvas.getByRole("list", GAMES)).getAllByRole("listitem")).toHaveLength(1));
    await waitFor(() => expect(canvas.getByRole("button", { name: /Super Bowl XX\b/ })).toHaveTextContent("Chicago Bears"));
  },
};

/** The same picker on a phone, its seasons labelled by the one rule. */
export const SeasonPickerOnPhone: Story = {
  name: "Season picker on the NFL site, phone",
  globals: { ...onSite("nfl"), ...atViewport("phone") },
  parameters: mockApi(gamesHandlers([...recentGames, superBowlXx])),
  play: async ({ canvas }) => {
    const picker = await canvas.findByRole("combobox", { name: "Season" });
    await expect(picker).toBeVisible();
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["All Seasons", "2024", "2023", "2020", "1985"]),
    );
  },
};

/** Today's window in New York holds no game (the records are historical): a way back to all dates. */
export const EmptyDateRange: Story = {
  parameters: { shell: { page: true, url: "/scores?range=today" } },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText(/^We hold no games dated today, .*The latest games we hold were played on Feb 9, 2025\.$/),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole("button", { name: "Show all dates" }));
    await expect(within(await canvas.findByRole("list", GAMES)).getAllByRole("listitem")).toHaveLength(recentGames.length);
  },
};

export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("list", GAMES);
    const lix = canvas.getByRole("button", { name: /Super Bowl LIX/ });
    await userEvent.click(lix);
    await expect(lix).toHaveAttribute("aria-expanded", "true");
    const panel = canvas.getByText("Caesars Superdome, New Orleans").closest("dl");
    await expect(panel).toHaveTextContent("ChampionshipSuper Bowl");
    await expect(panel).toHaveTextContent("Season2024 NFL season");
    // Issue #16: both sides and the championship, linked from the panel.
    await expect(canvas.getByRole("link", { name: "Philadelphia Eagles" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/teams\/philadelphia-eagles$/),
    );
    await expect(canvas.getByRole("link", { name: "Super Bowl" })).toHaveAttribute("href", "/championships/super-bowl");
  },
};

/** Issue #15: an MLB game opened: the line score as a table, park, attendance and Retrosheet's notice. */
export const BaseballLineScore: Story = {
  name: "Baseball game expanded, MLB site",
  globals: { ...onSite("mlb"), ...atViewport("desktop") },
  parameters: mockApi(gamesHandlers(baseballGames)),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("list", GAMES);
    const game = await canvas.findByRole("button", { name: /Washington Senators/ });
    await userEvent.click(game);
    const table = await canvas.findByRole("table", { name: "Line score: Washington Senators at New York Yankees" });
    await expect(within(table).getAllByRole("row")[2]).toHaveTextContent("NYY00010102xnot batted4");
    // The footer carries the notice too; this one is the card's.
    const panel = document.getElementById(game.getAttribute("aria-controls") ?? "");
    await expect(panel).toHaveTextContent(/obtained free of charge from and is copyrighted by Retrosheet/);
  },
};

/** Issue #15: a day to go to (1927-09-30), on a phone. */
export const GoToDateOnPhone: Story = {
  name: "Go to a date, MLB site, phone",
  globals: { ...onSite("mlb"), ...atViewport("phone") },
  parameters: { shell: { page: true, url: "/scores?date=1927-09-30" }, ...mockApi(gamesHandlers(baseballGames)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText("Go to date")).toHaveValue("1927-09-30");
    await waitFor(() => expect(within(canvas.getByRole("list", GAMES)).getAllByRole("listitem")).toHaveLength(1));
  },
};

/** Issue #15: one final's games, as the World Series history links them. */
export const FinalGames: Story = {
  name: "A World Series' games, MLB site",
  globals: { ...onSite("mlb"), ...atViewport("desktop") },
  parameters: { shell: { page: true, url: "/scores?championship=world-series&season=2023" }, ...mockApi(gamesHandlers(baseballGames)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Showing the games of the World Series (2023 season).")).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole("list", GAMES)).getAllByRole("listitem")).toHaveLength(2));
  },
};

/** The search asks the API after a 250 ms pause: home or away team, name or city. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("list", GAMES);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search" }), "Tampa");
    await waitFor(() => expect(within(canvas.getByRole("list", GAMES)).getAllByRole("listitem")).toHaveLength(1));
    // The new card fades in (instantly in tests, but a frame after it mounts).
    await waitFor(() => expect(canvas.getByRole("button", { name: /Super Bowl LV\b/ })).toBeVisible());
  },
};

export const FilterByStatus: Story = {
  parameters: EveryStatus.parameters,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("list", GAMES);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Status" }), "Postponed");
    await waitFor(() => expect(within(canvas.getByRole("list", GAMES)).getAllByRole("listitem")).toHaveLength(1));
    await expect(canvas.getByRole("button", { name: /Baltimore Ravens/ })).toHaveTextContent("Postponed");
  },
};

/** The NFL site's theme on a phone: one card column, the site's sport and level on every call. */
export const NflOnPhone: Story = {
  globals: { ...onSite("nfl"), ...atViewport("phone") },
  play: async ({ canvas }) => {
    await expect(within(await canvas.findByRole("list", GAMES)).getAllByRole("listitem")).toHaveLength(recentGames.length);
  },
};

/** On the NFL site an empty Today also offers the latest season we hold games of. */
export const EmptyTodayOnNflSite: Story = {
  name: "Empty Today on the NFL site",
  globals: onSite("nfl"),
  parameters: { shell: { page: true, url: "/scores?range=today" } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Show the 2024 season" }));
    await waitFor(() => expect(canvas.getByRole("combobox", { name: "Season" })).toHaveValue("2024"));
    // The card fades in a frame after it mounts.
    await waitFor(() => expect(canvas.getByRole("button", { name: /Super Bowl LIX/ })).toBeVisible());
  },
};
