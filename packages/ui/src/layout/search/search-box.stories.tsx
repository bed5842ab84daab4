// The header search box in each state (issue #17): opened, typing under two characters, loading,
// results, no results, error; each on a phone (NHL theme) and on a desktop (MLB theme).
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { SEARCH_PATH } from "@tl/data/search";
import { searchHandler } from "@tl/data/search/mocks";
import type { RequestHandler } from "msw";
import { expect, waitFor, within } from "storybook/test";
import { errorHandler, loadingHandler, mockApi } from "../../storybook/api";
import { onSite } from "../../storybook/sites";
import { atViewport } from "../../storybook/viewports";
import { SiteHeader } from "../site-header";

const meta = {
  title: "Layout/Search box",
  component: SiteHeader,
  parameters: { shell: { url: "/teams" }, ...mockApi(searchHandler({ totals: { player: 603 } })) },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = Pick<StoryContext, "canvas" | "userEvent">;

/** Opens the box from its button and types `text`. */
async function openAndType({ canvas, userEvent }: Play, text: string) {
  await userEvent.click(canvas.getByRole("button", { name: "Site search" }));
  const box = await canvas.findByRole("combobox", { name: "Site search" });
  await waitFor(() => expect(box).toHaveFocus());
  if (text) await userEvent.type(box, text);
  return box;
}

const phone = { ...onSite("nhl"), ...atViewport("phone") };
const desktop = { ...onSite("mlb"), ...atViewport("desktop") };

function story(globals: typeof phone | typeof desktop, play: (context: Play) => Promise<void>, handlers?: RequestHandler[]): Story {
  return { globals, play, ...(handlers ? { parameters: mockApi(handlers) } : {}) };
}

const empty = async (context: Play) => {
  const box = await openAndType(context, "");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(context.canvas.getByRole("button", { name: "Close site search" })).toHaveAttribute("aria-expanded", "true");
};
const typing = async (context: Play) => {
  await openAndType(context, "r");
  await expect(await context.canvas.findByText("Keep typing: results from two characters.")).toBeVisible();
};
const loading = async (context: Play) => {
  await openAndType(context, "roy");
  await expect(await context.canvas.findByText("Searching…")).toBeVisible();
};
const results = async (context: Play) => {
  const box = await openAndType(context, "roy");
  const listbox = await context.canvas.findByRole("listbox");
  await expect(within(listbox).getByRole("group", { name: /^Players · 603$/ })).toBeVisible();
  await context.userEvent.keyboard("{ArrowDown}");
  await expect(box).toHaveAttribute("aria-activedescendant", within(listbox).getAllByRole("option")[0]?.id);
};
const none = async (context: Play) => {
  await openAndType(context, "zzzz");
  await expect(await context.canvas.findByText("No results. Check the spelling, or try fewer words.")).toBeVisible();
};
const failed = async (context: Play) => {
  await openAndType(context, "roy");
  await expect(await context.canvas.findByText(/Search failed: .*temporarily unavailable/)).toBeVisible();
  await expect(context.canvas.getByRole("button", { name: "Retry" })).toBeVisible();
};

export const EmptyPhone = story(phone, empty);
export const EmptyDesktop = story(desktop, empty);
export const TypingPhone = story(phone, typing);
export const TypingDesktop = story(desktop, typing);
export const LoadingPhone = story(phone, loading, loadingHandler(SEARCH_PATH));
export const LoadingDesktop = story(desktop, loading, loadingHandler(SEARCH_PATH));
export const ResultsPhone = story(phone, results);
export const ResultsDesktop = story(desktop, results);
export const NoResultsPhone = story(phone, none);
export const NoResultsDesktop = story(desktop, none);
export const ErrorPhone = story(phone, failed, errorHandler(SEARCH_PATH));
export const ErrorDesktop = story(desktop, failed, errorHandler(SEARCH_PATH));
