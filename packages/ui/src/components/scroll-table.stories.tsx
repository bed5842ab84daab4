import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { atViewport } from "../storybook/viewports";
import { ScrollTable } from "./scroll-table";

// The last five World Series (Lahman SeriesPost and our curated facts).
const ROWS = [
  ["2024", "Los Angeles Dodgers", "4–1", "New York Yankees", "Freddie Freeman", "Dave Roberts"],
  ["2023", "Texas Rangers", "4–1", "Arizona Diamondbacks", "Corey Seager", "Bruce Bochy"],
  ["2022", "Houston Astros", "4–2", "Philadelphia Phillies", "Jeremy Peña", "Dusty Baker"],
  ["2021", "Atlanta Braves", "4–2", "Houston Astros", "Jorge Soler", "Brian Snitker"],
  ["2020", "Los Angeles Dodgers", "4–2", "Tampa Bay Rays", "Corey Seager", "Dave Roberts"],
] as const;

function WorldSeriesTable() {
  return (
    <div className="p-4">
      <ScrollTable label="The last five World Series" minWidth="min-w-[52rem]">
        <thead>
          <tr>
            {["Season", "Champion", "Result", "Runner-up", "MVP", "Manager"].map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {ROWS.map(([season, ...cells]) => (
            <tr key={season}>
              <th scope="row" className="px-4 py-3 font-semibold">
                {season}
              </th>
              {cells.map((cell, index) => (
                <td key={index} className="px-4 py-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}

/** A table wider than a phone: it scrolls in its own box, the first column stays, the edges show what is hidden. */
const meta = {
  title: "Building blocks/Scrolling table",
  component: WorldSeriesTable,
} satisfies Meta<typeof WorldSeriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnAPhone: Story = {
  globals: atViewport("phone"),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "The last five World Series" });
    // More to the right: the end edge is shaded.
    await waitFor(() => expect(region).toHaveAttribute("data-more-end", "true"));
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(region).toHaveAttribute("data-more-start", "true"));
    await waitFor(() => expect(region).toHaveAttribute("data-more-end", "false"));
    // The season column stayed at the start edge.
    const season = canvas.getByRole("rowheader", { name: "2024" });
    await expect(Math.round(season.getBoundingClientRect().left - region.getBoundingClientRect().left)).toBe(0);
  },
};

export const OnADesktop: Story = {
  globals: atViewport("desktop"),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "The last five World Series" });
    await expect(region).toHaveAttribute("data-more-end", "false");
    await expect(region).toHaveAttribute("data-more-start", "false");
  },
};
