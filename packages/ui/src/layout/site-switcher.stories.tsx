import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { onSite } from "../storybook/sites";
import { atViewport } from "../storybook/viewports";
import { SiteHeader } from "./site-header";

// The site switcher (issue #13) as a visitor meets it: in the header's bar on a desktop, in the
// menu on a phone. Links point at the sites' hosts on the same kind of host as the page
// (Storybook runs on localhost, so the local development hosts). Pick a site in the toolbar.
const meta = {
  title: "Layout/Site switcher",
  component: SiteHeader,
  parameters: { shell: { url: "/teams" } },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const SITE_NAMES = [
  "All Sports",
  "NFL",
  "NBA",
  "MLB",
  "NHL",
  "College Football",
  "College Basketball",
  "College Baseball",
  "College Hockey",
];

/** Desktop: the "Sites" button opens the list over the page; Escape closes it. */
export const Desktop: Story = {
  globals: atViewport("desktop"),
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Sites" });
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const list = canvas.getByRole("list", { name: "Title Ledger sites" });
    const links = within(list).getAllByRole("link");
    await expect(links.map((link) => link.querySelector("span > span")?.textContent)).toEqual(SITE_NAMES);
    await expect(within(list).getAllByRole("link", { current: true })).toHaveLength(1);
  },
};

/** Desktop, on the NHL site: NHL is the one marked. */
export const DesktopOnTheNhlSite: Story = {
  globals: { ...atViewport("desktop"), ...onSite("nhl") },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Sites" }));
    const current = within(canvas.getByRole("list", { name: "Title Ledger sites" })).getByRole("link", { current: true });
    await expect(current).toHaveTextContent(/^NHL/);
    await expect(current.getAttribute("href")).toMatch(/^https?:\/\/nhl\./);
  },
};

/** Phone: the sites are listed in the menu, under the page links. */
export const Phone: Story = {
  globals: atViewport("phone"),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.queryByRole("button", { name: "Sites" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const menu = await waitFor(() => {
      const element = canvasElement.querySelector<HTMLElement>("#mobile-menu");
      if (!element) throw new Error("the mobile menu has not opened yet");
      return element;
    });
    const list = within(menu).getByRole("list", { name: "Title Ledger sites" });
    await expect(within(list).getAllByRole("link")).toHaveLength(SITE_NAMES.length);
  },
};
