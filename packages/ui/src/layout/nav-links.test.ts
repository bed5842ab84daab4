import { describe, expect, it } from "vitest";
import { activeLink } from "./nav-links";

describe("activeLink (spec §2: highlighted when the path starts with the link's)", () => {
  it.each([
    ["/", undefined],
    ["/teams", "/teams"],
    ["/standings/east", "/standings"],
    ["/scoresheet", "/scores"],
    ["/champions", "/champions"],
    ["/champions?year=2024", "/champions"],
    ["/championships", "/championships"],
    ["/championships/stanley-cup-final", "/championships"],
    ["/debug", undefined],
  ])("%s → %s", (pathname, expected) => {
    expect(activeLink(pathname)).toBe(expected);
  });
});
