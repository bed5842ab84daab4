import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Page } from "../components/page";
import { atViewport } from "../storybook/viewports";
import { SiteHeader } from "./site-header";

/** Enough page under the header to scroll past the 20 px threshold. */
function HeaderOverPage() {
  return (
    <>
      <SiteHeader />
      <Page>
        <h1 className="text-3xl font-bold">Scroll me</h1>
        <div className="mt-6 h-[200vh] rounded-2xl bg-gradient-primary opacity-20" />
      </Page>
    </>
  );
}

const meta = {
  title: "Layout/Navigation bar",
  component: SiteHeader,
  parameters: { shell: { url: "/teams" } },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: atViewport("desktop"),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(within(nav).getByRole("link", { current: "page" })).toHaveTextContent("Teams");
    // The menu button is hidden (display: none) where the header is wide enough for the bar.
    await expect(canvas.queryByRole("button", { name: "Open menu" })).toBeNull();
  },
};

export const MobileMenuClosed: Story = {
  globals: atViewport("phone"),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  },
};

export const MobileMenuOpen: Story = {
  globals: atViewport("phone"),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    await expect(canvas.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    // The menu's code loads on demand (it is not in the first download).
    const menu = await waitFor(() => {
      const element = canvasElement.querySelector<HTMLElement>("#mobile-menu");
      if (!element) throw new Error("the mobile menu has not opened yet");
      return element;
    });
    const links = within(within(menu).getAllByRole("list")[0] as HTMLElement).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "Championships",
      "Champions",
      "Scores",
      "Seasons",
      "Standings",
      "Teams",
      "Players",
      "Coaches",
    ]);
    const sites = within(menu).getByRole("list", { name: "Title Ledger sites" });
    await waitFor(() => expect(sites).toBeVisible());
  },
};

/** Past 20 px of scroll the header gets a solid, blurred background and a shadow. */
export const Scrolled: Story = {
  render: () => <HeaderOverPage />,
  play: async ({ canvas }) => {
    const header = canvas.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    window.scrollTo({ top: 400, behavior: "instant" });
    await waitFor(() => expect(header).toHaveAttribute("data-scrolled", "true"));
  },
};
