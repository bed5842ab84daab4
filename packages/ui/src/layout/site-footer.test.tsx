import { sites } from "@tl/site-config/sites";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render";
import { DATA_ATTRIBUTIONS, RETROSHEET_NOTICE } from "./attributions";

const footer = async (site: (typeof sites)[keyof typeof sites]) => {
  renderApp(site);
  await screen.findByRole("heading", { level: 1 });
  return screen.getByRole("contentinfo");
};

const LAHMAN =
  "This database is copyright 1996-2025 by SABR, via a generous donation from Sean Lahman. This work is licensed under a Creative Commons Attribution-ShareAlike 3.0 Unported License.";

describe("footer", () => {
  it("credits the NHL site's sources as their licences require, the Hockey Databank statement in full", async () => {
    const credits = await footer(sites.nhl);
    expect(
      within(credits).getByText(
        /^The information used herein was obtained free of charge from and is copyrighted by the Hockey Databank project\. For more information about the Hockey Databank project please visit http:\/\/sports\.groups\.yahoo\.com\/group\/hockey-databank$/,
      ),
    ).toBeInTheDocument();
    expect(credits).toHaveTextContent("Copyright (c) 2026 fastRhockey.nhl.data authors, used under the MIT License");
    // Another sport's sources are not this site's.
    expect(credits).not.toHaveTextContent("Retrosheet");
    expect(credits).not.toHaveTextContent("Lahman");
    expect(within(credits).getByRole("link", { name: "Data quality" })).toHaveAttribute("href", "/data-quality");
  });

  it("shows Retrosheet's notice and SABR's Lahman notice word for word on the MLB site", async () => {
    const credits = await footer(sites.mlb);
    expect(within(credits).getByText(RETROSHEET_NOTICE)).toBeInTheDocument();
    expect(within(credits).getByText(LAHMAN)).toBeInTheDocument();
    expect(credits).not.toHaveTextContent("Hockey Databank");
  });

  it.each([
    [
      "nfl",
      ["FiveThirtyEight's nfl-elo-game", "Copyright (c) 2021 Lee Sharpe, Sebastian Carl, used under the MIT License"],
      ["cfbfastR", "Retrosheet"],
    ],
    ["nba", ["FiveThirtyEight's nba-elo data", "(CC BY 4.0)"], ["nfl-elo-game", "Retrosheet"]],
    ["cfb", ["cfbfastR-cfb-data (SportsDataverse)"], ["nflseedR", "nfl-elo-game"]],
  ] as const)("the %s site credits its own sources only", async (id, shown, hidden) => {
    const credits = await footer(sites[id]);
    expect(credits).toHaveTextContent("Championship facts compiled by Title Ledger");
    for (const text of shown) expect(credits).toHaveTextContent(text);
    for (const text of hidden) expect(credits).not.toHaveTextContent(text);
  });

  it("credits every source on the hub", async () => {
    const credits = await footer(sites.hub);
    for (const credit of DATA_ATTRIBUTIONS) expect(within(credits).getByText(credit.text)).toBeInTheDocument();
  });
});
