// The stories every chart of /analytics has (issue #19), built once: its results on a desktop in
// the MLB site's theme (the World Series) with its tables opened, on a phone in the NHL site's
// theme (the Stanley Cup Final) without sideways scrolling, loading, error with Retry, and empty.
// Each story runs the accessibility check after its play function (preview.ts).
import type { StoryObj } from "@storybook/react-vite";
import { ANALYTICS_ANSWERS, ANALYTICS_CHART_PATHS, analyticsHandlers, emptyAnswers } from "@tl/data/analytics/mocks";
import { sites } from "@tl/site-config/sites";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { errorHandler, loadingHandler, mockApi } from "../../../storybook/api";
import { onSite } from "../../../storybook/sites";
import { atViewport } from "../../../storybook/viewports";

type ChartStory = StoryObj<{ championship: string }>;

const region = (root: HTMLElement, title: string) => within(root).findByRole("region", { name: title });

/** "#rrggbb" as the browser reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => String(parseInt(hex.slice(at, at + 2), 16))).join(", ")})`;

export function chartStories(title: string, options: { emptyTitle?: string } = {}) {
  const Results: ChartStory = {
    args: { championship: "world-series" },
    globals: { ...onSite("mlb"), ...atViewport("desktop") },
    play: async ({ canvasElement }) => {
      const chart = await region(canvasElement, title);
      await within(chart).findAllByRole("group");
      // Every table of the chart (the finals chart has two: series lengths, deciding games), each with its CSV.
      const toggles = within(chart).getAllByRole("button", { name: /Show table/ });
      for (const toggle of toggles) await userEvent.click(toggle);
      const tables = within(chart).getAllByRole("table");
      await expect(tables).toHaveLength(toggles.length);
      for (const table of tables) await expect(table).toBeVisible();
      const downloads = within(chart).getAllByRole("button", { name: "Download CSV" });
      await expect(downloads).toHaveLength(toggles.length);
      for (const download of downloads) await expect(download).toBeEnabled();
      // Marks in the site's theme: the MLB primary scale through the CSS variables.
      const mark = chart.querySelector(".fill-primary-600");
      if (mark) await waitFor(() => expect(getComputedStyle(mark).fill).toBe(rgb(sites.mlb.theme.primary[600])));
    },
  };
  const OnAPhone: ChartStory = {
    args: { championship: "stanley-cup-final" },
    globals: { ...onSite("nhl"), ...atViewport("phone") },
    play: async ({ canvasElement }) => {
      const chart = await region(canvasElement, title);
      await within(chart).findAllByRole("group");
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    },
  };
  const Loading: ChartStory = {
    args: { championship: "world-series" },
    parameters: mockApi(loadingHandler(ANALYTICS_CHART_PATHS)),
    play: async ({ canvasElement }) => {
      await expect(await within(await region(canvasElement, title)).findByText(`Loading ${title.toLowerCase()}…`)).toBeVisible();
    },
  };
  const Failed: ChartStory = {
    name: "Error",
    args: { championship: "world-series" },
    parameters: mockApi(errorHandler(ANALYTICS_CHART_PATHS)),
    play: async ({ canvasElement }) => {
      const alert = await within(await region(canvasElement, title)).findByRole("alert");
      await expect(alert).toHaveTextContent(`Error Loading ${title}`);
      await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
    },
  };
  const Empty: ChartStory = {
    args: { championship: "world-series" },
    globals: { ...onSite("nfl"), ...atViewport("phone") },
    parameters: mockApi(analyticsHandlers({ answers: { "world-series": emptyAnswers(ANALYTICS_ANSWERS["world-series"]) } })),
    play: async ({ canvasElement }) => {
      await expect(
        await within(await region(canvasElement, title)).findByRole("heading", { name: options.emptyTitle ?? `No ${title} Yet` }),
      ).toBeVisible();
    },
  };
  return { Results, OnAPhone, Loading, Failed, Empty };
}

/** The meta's parameters: the recorded answers, the chart alone in the shell. */
export const chartParameters = { shell: { url: "/analytics" }, ...mockApi(analyticsHandlers()) };
