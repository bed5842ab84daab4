import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { EntityNotFound } from "./entity-not-found";

describe("EntityNotFound (issue #16)", () => {
  it.each([
    ["team", "no-such-team", "/teams", "teams", "Team Not Found"],
    ["championship", "cricket-world-cup", "/championships", "championships", "Championship Not Found"],
    ["player", "babe-rut", "/players", "players", "Player Not Found"],
    ["coach", "scotty-bowmen", "/coaches", "coaches", "Coach Not Found"],
  ])("a %s: its heading, the slug asked for and the way back", (noun, slug, backTo, backLabel, heading) => {
    render(
      <MemoryRouter>
        <EntityNotFound noun={noun} slug={slug} backTo={backTo} backLabel={backLabel} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(`We do not track a ${noun} called`, { exact: false })).toHaveTextContent(slug);
    expect(screen.getByRole("link", { name: `Back to ${backLabel}` })).toHaveAttribute("href", backTo);
  });
});
