// The Hall of Champions in each state (issue #6), and its season picker on a sport site
// (issue #13). The screen starts on the previous calendar year, so the stories name their
// year in the URL (`?year=2024`) and look the same every year.
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { CHAMPIONS_PATH } from "@tl/data/champions";
import { expect, waitFor, within } from "storybook/test";
import { championsHandler } from "@tl/data/champions/mocks";
import { championshipsHandler } from "@tl/data/championships/mocks";
import { errorHandler, listHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { ChampionsScreen } from "./champions";

type Canvas = StoryContext["canvas"];

/** The rows (each a toggle button) of one year's list on the hub, which lists seasons by the year they began. */
async function rows(canvas: Canvas, year: number | string) {
  const name = typeof year === "number" ? `Champions of the seasons that began in ${String(year)}` : `Champions of ${year}`;
  return within(await canvas.findByRole("list", { name })).getAllByRole("button");
}

/** The panel a row's button opens. */
function panelOf(row: HTMLElement) {
  const panel = document.getElementById(row.getAttribute("aria-controls") ?? "");
  if (!panel) throw new Error("The row has no open panel");
  return panel;
}

const meta = {
  title: "Screens/Champions",
  component: ChampionsScreen,
  parameters: { shell: { page: true, url: "/champions?year=2024" }, ...mockApi(championsHandler(), championshipsHandler()) },
} satisfies Meta<typeof ChampionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 2024 season: the eight titles we track. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await rows(canvas, 2024)).toHaveLength(8);
    await expect(canvas.getByRole("button", { name: "2024" })).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("button", { name: /Philadelphia Eagles/ })).toHaveAccessibleName(
      "Philadelphia Eagles Super Bowl 2024 NFL season Record: 14–3",
    );
  },
};

/** A sport site shows its own title only (issue #13), labelled its way; here the NHL on a phone. */
export const PhoneOnTheNhlSite: Story = {
  name: "Phone, on the NHL site",
  globals: { ...onSite("nhl"), ...atViewport("phone") },
  play: async ({ canvas }) => {
    await expect(await rows(canvas, "2024-25")).toHaveLength(1);
    await expect(canvas.getByRole("button", { name: /Florida Panthers/ })).toBeVisible();
  },
};

/** The season picker: every Stanley Cup season back to 1917-18, here reaching the Rangers' 1993-94 Cup. */
export const SeasonPickerOnThePhone: Story = {
  name: "Season picker, phone (NHL site)",
  globals: { ...onSite("nhl"), ...atViewport("phone") },
  play: async ({ canvas, userEvent }) => {
    await rows(canvas, "2024-25");
    const picker = canvas.getByRole("combobox", { name: "Every season" });
    await waitFor(() => expect(within(picker).getAllByRole("option")).toHaveLength(108));
    await expect(picker).toBeVisible();
    await userEvent.selectOptions(picker, "1993-94");
    const [rangers] = await rows(canvas, "1993-94");
    await expect(rangers).toHaveTextContent("New York Rangers");
  },
};

export const SeasonPickerOnTheDesktop: Story = {
  name: "Season picker, desktop (NHL site)",
  globals: { ...onSite("nhl"), ...atViewport("desktop") },
  parameters: { shell: { page: true, url: "/champions?year=1993" } },
  play: async ({ canvas }) => {
    const [rangers] = await rows(canvas, "1993-94");
    await expect(rangers).toHaveTextContent("New York Rangers");
    await waitFor(() => expect(canvas.getByRole("combobox", { name: "Every season" })).toHaveValue("1993"));
    await expect(within(canvas.getByRole("group", { name: "Recent seasons" })).getAllByRole("button")[0]).toHaveTextContent(
      /^\d{4}-\d{2}$/,
    );
  },
};

/** On a sport site the visitor may widen the list to every sport (`?scope=all`). */
export const WidenedToAllSports: Story = {
  name: "All Sports, on the NHL site",
  globals: { ...onSite("nhl") },
  parameters: { shell: { page: true, url: "/champions?year=1993&scope=all" } },
  play: async ({ canvas }) => {
    await expect(await rows(canvas, 1993)).toHaveLength(8);
    await expect(within(canvas.getByRole("group", { name: "Sports shown" })).getByRole("button", { name: "All Sports" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

export const Loading: Story = {
  parameters: mockApi(loadingHandler(CHAMPIONS_PATH), championshipsHandler()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading champions");
  },
};

export const Failed: Story = {
  parameters: mockApi(errorHandler(CHAMPIONS_PATH), championshipsHandler()),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Error Loading Champions");
    await expect(alert).toHaveTextContent(
      "The API answered 503 Service Unavailable for /api/championships/champions/?season__start_year=2024&page_size=500: The service is temporarily unavailable.",
    );
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: mockApi(listHandler(CHAMPIONS_PATH, []), championshipsHandler()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "No Champions Found" })).toBeVisible();
    await expect(canvas.getByText("No championship data available for 2024")).toBeVisible();
  },
};

/** A row opens on click: head coach, MVP, championship and notes. */
export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    await rows(canvas, 2024);
    const eagles = canvas.getByRole("button", { name: /Philadelphia Eagles/ });
    await userEvent.click(eagles);
    await expect(eagles).toHaveAttribute("aria-expanded", "true");
    await waitFor(() =>
      expect(panelOf(eagles)).toHaveTextContent("Head CoachNick SirianniMVPJalen HurtsChampionshipSuper BowlNotesSuper Bowl LIX"),
    );
    // Issue #16: the coach, the MVP, the franchise and the season, linked from the panel.
    await expect(canvas.getByRole("link", { name: "2024 NFL season" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/seasons\/nfl-2024$/),
    );
    await expect(canvas.getByRole("link", { name: "Nick Sirianni" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/coaches\/nick-sirianni$/),
    );
    await expect(canvas.getByRole("link", { name: "Jalen Hurts" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/players\/jalen-hurts$/),
    );
  },
};

/** A title that was not awarded, opened to show why. */
export const NotAwarded: Story = {
  parameters: { shell: { page: true, url: "/champions?year=2019" } },
  play: async ({ canvas, userEvent }) => {
    await expect(await rows(canvas, 2019)).toHaveLength(2);
    const frozenFour = canvas.getByRole("button", { name: /No Champion/ });
    await userEvent.click(frozenFour);
    await waitFor(() => expect(panelOf(frozenFour)).toHaveTextContent("NotesNot held: cancelled because of the COVID-19 pandemic."));
  },
};

/** Picking another year asks for its champions and presses its button. */
export const PickAYear: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await rows(canvas, 2024)).toHaveLength(8);
    await userEvent.click(canvas.getByRole("button", { name: "2025" }));
    const [lsu] = await rows(canvas, 2025);
    await expect(lsu).toHaveTextContent("LSU Tigers");
    await expect(await rows(canvas, 2025)).toHaveLength(1);
    await expect(canvas.getByRole("button", { name: "2025" })).toHaveAttribute("aria-pressed", "true");
  },
};
