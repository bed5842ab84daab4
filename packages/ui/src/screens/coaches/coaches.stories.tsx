import type { Meta, StoryObj } from "@storybook/react-vite";
import { ACTIVE_COACHES_PATH, COACH_SUMMARY_PATH, COACHES_PATH, HEAD_COACHES_PATH } from "@tl/data/coaches";
import { expect, waitFor, within } from "storybook/test";
import { COACH_ROWS, mockCoachesApi } from "@tl/data/coaches/mocks";
import { errorHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { CoachesScreen } from "./coaches";

// The API searches, filters and pages the coaches (list, active/, head_coaches/) and sums them
// in summary/; the fixtures' in-memory API does the same over seven real MLB and NHL coaches.
const coachesApi = () => mockCoachesApi().handlers;

const meta = {
  title: "Screens/Coaches",
  component: CoachesScreen,
  parameters: { shell: { page: true, url: "/coaches" }, ...mockApi(coachesApi()) },
} satisfies Meta<typeof CoachesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const COACHES = { name: "Coaches" };

export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(within(await canvas.findByRole("list", COACHES)).getAllByRole("listitem")).toHaveLength(COACH_ROWS.length);
    await waitFor(() => expect(canvas.getByLabelText("Coach summary")).toHaveTextContent("Active Coaches3"));
  },
};

export const Loading: Story = {
  parameters: mockApi(loadingHandler([COACHES_PATH, ACTIVE_COACHES_PATH, HEAD_COACHES_PATH, COACH_SUMMARY_PATH])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading coaches…")).toBeVisible();
  },
};

/** The list fails; the tiles and options, from the summary, still show. */
export const Failed: Story = {
  name: "Error",
  parameters: mockApi(errorHandler(COACHES_PATH), coachesApi()),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Error Loading Coaches");
    await expect(alert).toHaveTextContent("The service is temporarily unavailable.");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
  },
};

/** The NFL site has no coaching dataset yet: its own theme, and no coaches. */
export const Empty: Story = {
  globals: onSite("nfl"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No Coaches Found" })).toBeVisible();
    await expect(canvas.getByText("We hold no NFL coaches yet.")).toBeVisible();
  },
};

/** A card opens its detail: background, playing career, record, every specialty and the philosophy. */
export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    const stengel = await canvas.findByRole("article", { name: "Casey Stengel" });
    const toggle = within(stengel).getByRole("button", { expanded: false });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(within(stengel).getByRole("list", { name: "All specialties" })).toHaveTextContent("PlatooningPinch-hittingStengelese");
    // The panel fades in (framer-motion): on a loaded machine its first frames are still transparent.
    await waitFor(() => expect(within(stengel).getByRole("heading", { name: "Coaching Philosophy" })).toBeVisible());
    await expect(stengel).toHaveTextContent(
      "“The secret of managing is to keep the guys who hate you away from the guys who are undecided.”",
    );
    // Issue #16: his page, linked from the panel.
    await expect(within(stengel).getByRole("link", { name: "Casey Stengel" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/coaches\/casey-stengel$/),
    );
    // And his former teams' franchise pages.
    await expect(
      within(within(stengel).getByRole("list", { name: "Former teams" })).getByRole("link", { name: "Los Angeles Dodgers" }),
    ).toHaveAttribute("href", expect.stringMatching(/\/teams\/los-angeles-dodgers$/));
  },
};

/** The search asks the API after a 250 ms pause: name, team or position. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("list", COACHES);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search coaches" }), "bowman");
    await waitFor(() => expect(within(canvas.getByRole("list", COACHES)).getAllByRole("listitem")).toHaveLength(1));
    await expect(canvas.getByRole("article", { name: "Scotty Bowman" })).toBeInTheDocument();
  },
};

/** Sport options come from the summary; hockey leaves Blake, Bowman and Cooper. */
export const FilterBySport: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("list", COACHES);
    const sport = canvas.getByRole("combobox", { name: "Sport" });
    await waitFor(() => expect(within(sport).getByRole("option", { name: "Hockey" })).toBeInTheDocument());
    await userEvent.selectOptions(sport, "Hockey");
    await waitFor(() => expect(within(canvas.getByRole("list", COACHES)).getAllByRole("listitem")).toHaveLength(3));
    for (const name of ["Toe Blake", "Scotty Bowman", "Jon Cooper"])
      await expect(canvas.getByRole("article", { name })).toBeInTheDocument();
  },
};

/** The NHL site's theme on a phone: one card column, its own coaches. */
export const NhlOnPhone: Story = {
  globals: { ...onSite("nhl"), ...atViewport("phone") },
  play: async ({ canvas }) => {
    await expect(within(await canvas.findByRole("list", COACHES)).getAllByRole("listitem")).toHaveLength(3);
  },
};
