// The championships list in each state (issue #6). Cards are links to the championship's page,
// not expandable, so there is no expanded story here; the detail is Screens/Championship Detail.
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { CHAMPIONSHIPS_PATH } from "@tl/data/championships";
import { expect, waitFor, within } from "storybook/test";
import { championshipsHandler } from "@tl/data/championships/mocks";
import { errorHandler, listHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { ChampionshipsScreen } from "./championships";

type Canvas = StoryContext["canvas"];

/** The championships on the cards, in order. */
async function cardNames(canvas: Canvas) {
  const list = await canvas.findByRole("list", { name: "Championships" });
  return within(list)
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);
}

/** A summary card's value, read from the term it describes. */
const tile = (canvas: Canvas, label: string) => canvas.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

const ALL_EIGHT = [
  "World Series",
  "Stanley Cup Final",
  "College Football National Championship",
  "NCAA Men's Basketball Tournament",
  "NBA Finals",
  "Men's College World Series",
  "Frozen Four",
  "Super Bowl",
];

const meta = {
  title: "Screens/Championships",
  component: ChampionshipsScreen,
  parameters: { shell: { page: true, url: "/championships" }, ...mockApi(championshipsHandler()) },
} satisfies Meta<typeof ChampionshipsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hub: every championship, with the summary cards. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await cardNames(canvas)).toEqual(ALL_EIGHT);
    await expect([tile(canvas, "Total Championships"), tile(canvas, "Sports Covered"), tile(canvas, "Years of History")]).toEqual([
      "8",
      "4",
      "1903+",
    ]);
  },
};

/** A sport's site asks for its own sport and level only (spec §7), in its theme. */
export const OnTheNhlSite: Story = {
  name: "On the NHL site",
  globals: onSite("nhl"),
  play: async ({ canvas }) => {
    await expect(await cardNames(canvas)).toEqual(["Stanley Cup Final"]);
    await expect(canvas.getByRole("link", { name: /Stanley Cup Final/ })).toHaveAttribute("href", "/championships/stanley-cup-final");
  },
};

export const Phone: Story = {
  globals: atViewport("phone"),
  play: async ({ canvas }) => {
    await expect(await cardNames(canvas)).toEqual(ALL_EIGHT);
  },
};

export const Loading: Story = {
  parameters: mockApi(loadingHandler(CHAMPIONSHIPS_PATH)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading championships");
  },
};

export const Failed: Story = {
  parameters: mockApi(errorHandler(CHAMPIONSHIPS_PATH)),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Error Loading Championships");
    await expect(alert).toHaveTextContent(
      "The API answered 503 Service Unavailable for /api/championships/championships/?page_size=500: The service is temporarily unavailable.",
    );
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: mockApi(listHandler(CHAMPIONSHIPS_PATH, [])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "No Championships Found" })).toBeVisible();
    // Nothing is filtered, so the hint says the site holds none.
    await expect(canvas.getByText("We hold no championships yet.")).toBeVisible();
  },
};

/** Search matches the name or the sport, after the 250 ms pause. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await cardNames(canvas)).toEqual(ALL_EIGHT);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search" }), "hockey");
    await waitFor(async () => expect(await cardNames(canvas)).toEqual(["Stanley Cup Final", "Frozen Four"]));
  },
};

export const FilterBySport: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await cardNames(canvas)).toEqual(ALL_EIGHT);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sport" }), "Basketball");
    await waitFor(async () => expect(await cardNames(canvas)).toEqual(["NCAA Men's Basketball Tournament", "NBA Finals"]));
  },
};

/** Filters that match nothing keep the summary of everything loaded. */
export const NoMatch: Story = {
  parameters: { shell: { page: true, url: "/championships?q=stanley&sport=football" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "No Championships Found" })).toBeVisible();
    await expect(tile(canvas, "Total Championships")).toBe("8");
  },
};
