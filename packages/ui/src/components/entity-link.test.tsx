import { sites } from "@tl/site-config/sites";
import type { SiteConfig } from "@tl/site-config/types";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { SiteProvider } from "../site/site-context";
import { ChampionshipLink, CoachLink, PlayerLink, SeasonLink } from "./entity-link";
import { FranchiseLink } from "./franchise-link";

const onSite = (site: SiteConfig, element: React.ReactNode) =>
  render(
    <MemoryRouter>
      <SiteProvider site={site}>{element}</SiteProvider>
    </MemoryRouter>,
  );

describe("Entity links (issue #16)", () => {
  it("stay in-site where the entity belongs to the site", () => {
    onSite(
      sites.mlb,
      <>
        <PlayerLink slug="babe-ruth" sportSlug="baseball" levelSlug="professional">
          Babe Ruth
        </PlayerLink>
        <SeasonLink slug="mlb-1927" sportSlug="baseball" levelSlug="professional">
          1927
        </SeasonLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "Babe Ruth" })).toHaveAttribute("href", "/players/babe-ruth");
    expect(screen.getByRole("link", { name: "1927" })).toHaveAttribute("href", "/seasons/mlb-1927");
  });

  it("lead from the hub, or another sport's site, to the page on the entity's own site", () => {
    onSite(
      sites.hub,
      <CoachLink slug="scotty-bowman" sportSlug="hockey" levelSlug="professional">
        Scotty Bowman
      </CoachLink>,
    );
    expect(screen.getByRole("link", { name: "Scotty Bowman" })).toHaveAttribute("href", "http://nhl.localhost:3000/coaches/scotty-bowman");
  });

  it("lead to a championship's history on its own site (issue #17)", () => {
    onSite(
      sites.mlb,
      <>
        <ChampionshipLink slug="world-series" sportSlug="baseball" levelSlug="professional">
          World Series
        </ChampionshipLink>
        <ChampionshipLink slug="stanley-cup-final" sportSlug="hockey" levelSlug="professional">
          Stanley Cup Final
        </ChampionshipLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "World Series" })).toHaveAttribute("href", "/championships/world-series");
    expect(screen.getByRole("link", { name: "Stanley Cup Final" })).toHaveAttribute(
      "href",
      "http://nhl.localhost:3000/championships/stanley-cup-final",
    );
  });

  it("escape a slug so it stays one path segment", () => {
    onSite(
      sites.nfl,
      <FranchiseLink slug="a/b" sportSlug="football" levelSlug="professional">
        Odd
      </FranchiseLink>,
    );
    expect(screen.getByRole("link", { name: "Odd" })).toHaveAttribute("href", "/teams/a%2Fb");
  });
});
