// The not-found page every entity page shows for an unknown slug (issue #16), in two site themes.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { onSite } from "../storybook/sites";
import { atViewport } from "../storybook/viewports";
import { EntityNotFound } from "./entity-not-found";

const meta = {
  title: "Building blocks/Entity not found",
  component: EntityNotFound,
  globals: onSite("mlb"),
  parameters: { shell: { page: true, url: "/players/babe-rut" } },
  args: { noun: "player", slug: "babe-rut", backTo: "/players", backLabel: "players" },
} satisfies Meta<typeof EntityNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Player: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Player Not Found" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to players" })).toHaveAttribute("href", "/players");
  },
};

/** A long slug wraps inside its box on a phone, in the NHL site's theme. */
export const LongSlugOnAPhone: Story = {
  name: "A long slug, on a phone",
  globals: { ...onSite("nhl"), ...atViewport("phone") },
  args: { noun: "coach", slug: "a-coach-whose-name-runs-on-and-on-past-the-edge-of-a-phone", backTo: "/coaches", backLabel: "coaches" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Coach Not Found" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
