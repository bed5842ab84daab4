// The teams screen in each state (issue #6), over the teams fixture (every NFL and NBA franchise
// and a few others): 73 teams, of which the first 48 show until 'Load more'. The API is read
// whole and searched and filtered in the browser, so the filter stories call nothing more.
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { TEAMS_PATH } from "@tl/data/teams";
import { expect, waitFor, within } from "storybook/test";
import { teamsHandler } from "@tl/data/teams/mocks";
import { errorHandler, listHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { TeamsScreen } from "./teams";

type Canvas = StoryContext["canvas"];

/** The cards shown, found once the list is there. */
async function cards(canvas: Canvas) {
  return within(await canvas.findByRole("list", { name: "Teams" })).getAllByRole("listitem");
}

/** A counter's value: the counters read "label value". */
const tile = (canvas: Canvas, label: string) => within(canvas.getByLabelText("Team counts")).getByText(label).parentElement?.textContent;

const meta = {
  title: "Screens/Teams",
  component: TeamsScreen,
  parameters: { shell: { page: true, url: "/teams" }, ...mockApi(teamsHandler()) },
} satisfies Meta<typeof TeamsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hub: every team, the counters, and 'Load more' past the first 48. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(48);
    await expect(tile(canvas, "Total Teams")).toBe("Total Teams73");
    await expect(canvas.getByText("Showing 48 of 73 teams")).toBeVisible();
  },
};

/** A sport's site shows its own sport and level, in its theme: the NFL's 32, no college program. */
export const OnTheNflSite: Story = {
  name: "On the NFL site",
  globals: onSite("nfl"),
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(32);
    await expect(canvas.queryByRole("combobox", { name: "Sport" })).toBeNull();
    await expect(within(canvas.getByRole("group", { name: "Sports shown" })).getByRole("button", { name: "NFL" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** The visitor widened the NFL site to every sport (`?scope=all`), on a phone. */
export const WidenedOnAPhone: Story = {
  name: "All Sports on the NFL site, phone",
  globals: { ...onSite("nfl"), ...atViewport("phone") },
  parameters: { shell: { page: true, url: "/teams?scope=all" } },
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(48);
    await expect(canvas.getByRole("combobox", { name: "Sport" })).toHaveValue("all");
  },
};

export const Phone: Story = {
  globals: atViewport("phone"),
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(48);
  },
};

export const Loading: Story = {
  parameters: mockApi(loadingHandler(TEAMS_PATH)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading teams");
  },
};

export const Failed: Story = {
  parameters: mockApi(errorHandler(TEAMS_PATH, { detail: "The database is not reachable." })),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(within(alert).getByRole("heading", { name: "Error Loading Teams" })).toBeVisible();
    await expect(alert).toHaveTextContent(
      /The API answered 503 Service Unavailable for \/api\/teams\/teams\/\?.*: The database is not reachable\./,
    );
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: mockApi(listHandler(TEAMS_PATH, [])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "No Teams Found" })).toBeVisible();
  },
};

/** A card opens on click: stadium, location, conference, last championship. */
export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    await cards(canvas);
    const celtics = canvas.getByRole("button", { name: /Boston Celtics/ });
    await userEvent.click(celtics);
    await expect(celtics).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(celtics.getAttribute("aria-controls") ?? "");
    await waitFor(() => expect(panel).toHaveTextContent("StadiumTD GardenLocationBoston, MAConferenceEasternLast Championship2023-24"));
  },
};

/** Search by city, name or abbreviation, after the 250 ms pause. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    await cards(canvas);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search teams" }), "los angeles");
    await waitFor(() => expect(tile(canvas, "Filtered Results")).toBe("Filtered Results4"));
    const names = (await cards(canvas)).map((card) => card.textContent);
    await expect(names).toEqual([
      expect.stringContaining("Los Angeles Chargers"),
      expect.stringContaining("Los Angeles Clippers"),
      expect.stringContaining("Los Angeles Lakers"),
      expect.stringContaining("Los Angeles Rams"),
    ]);
  },
};

/** Sport, then division: each narrows the list, and the division choices follow the sport. */
export const FilterBySportAndDivision: Story = {
  play: async ({ canvas, userEvent }) => {
    await cards(canvas);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sport" }), "Hockey");
    await waitFor(async () => expect(await cards(canvas)).toHaveLength(3));
    const division = canvas.getByRole("combobox", { name: "Division" });
    await expect(
      within(division)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All Divisions", "Atlantic", "Central", "Pacific"]);
    await userEvent.selectOptions(division, "Atlantic");
    await waitFor(async () =>
      expect((await cards(canvas)).map((card) => card.textContent)).toEqual([expect.stringContaining("Montreal Canadiens")]),
    );
  },
};
