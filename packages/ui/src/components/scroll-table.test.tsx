import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ScrollTable } from "./scroll-table";

/** jsdom lays nothing out: give the scroller the sizes a 390 px phone would. */
function layOut(element: HTMLElement, sizes: { clientWidth: number; scrollWidth: number }) {
  for (const [key, value] of Object.entries(sizes)) Object.defineProperty(element, key, { value, configurable: true });
}

function renderTable() {
  return render(
    <ScrollTable label="Every season of the World Series, newest first" minWidth="min-w-[52rem]">
      <thead>
        <tr>
          <th scope="col">Season</th>
          <th scope="col">Champion</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">2024</th>
          <td>Los Angeles Dodgers</td>
        </tr>
      </tbody>
    </ScrollTable>,
  );
}

describe("ScrollTable", () => {
  it("is a named region the keyboard can reach, around a table named the same", () => {
    renderTable();
    const region = screen.getByRole("region", { name: "Every season of the World Series, newest first" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("table", { name: "Every season of the World Series, newest first" })).toBeInTheDocument();
  });

  it("marks the edge with more to scroll to, and the start once scrolled", () => {
    renderTable();
    const region = screen.getByRole("region");
    layOut(region, { clientWidth: 358, scrollWidth: 832 });
    fireEvent.scroll(region);
    expect(region).toHaveAttribute("data-more-end", "true");
    expect(region).toHaveAttribute("data-more-start", "false");

    act(() => {
      region.scrollLeft = 474;
      fireEvent.scroll(region);
    });
    expect(region).toHaveAttribute("data-more-start", "true");
    expect(region).toHaveAttribute("data-more-end", "false");
  });

  it("shows no edge when the table fits", () => {
    renderTable();
    const region = screen.getByRole("region");
    layOut(region, { clientWidth: 1200, scrollWidth: 1200 });
    fireEvent.scroll(region);
    expect(region).toHaveAttribute("data-more-end", "false");
    expect(region).toHaveAttribute("data-more-start", "false");
  });
});
