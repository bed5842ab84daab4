import { sites } from "@tl/site-config/sites";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render";

describe("footer", () => {
  it("credits every data source as its licence requires, the Hockey Databank statement in full", async () => {
    renderApp(sites.nhl);
    await screen.findByRole("heading", { level: 1 });
    const footer = screen.getByRole("contentinfo");
    expect(
      within(footer).getByText(
        /^The information used herein was obtained free of charge from and is copyrighted by the Hockey Databank project\. For more information about the Hockey Databank project please visit http:\/\/sports\.groups\.yahoo\.com\/group\/hockey-databank$/,
      ),
    ).toBeInTheDocument();
    expect(footer).toHaveTextContent("Lahman Baseball Database, copyright 1996-2024 by Sean Lahman");
    expect(footer).toHaveTextContent("Creative Commons Attribution-ShareAlike 3.0");
    expect(footer).toHaveTextContent("FiveThirtyEight");
    expect(within(footer).getByRole("link", { name: "Data quality" })).toHaveAttribute("href", "/data-quality");
  });
});
