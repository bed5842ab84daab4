import { act, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeWebAnimations } from "./fake-web-animations";
import { MENU_TRANSITION_MS, MobileMenu } from "./mobile-menu";
import { EASE_OUT } from "./web-animation";

let fake: ReturnType<typeof fakeWebAnimations>;
beforeEach(() => {
  fake = fakeWebAnimations();
});
afterEach(() => {
  fake.restore();
});

const menu = (open: boolean): ReactElement => (
  <MemoryRouter>
    <MobileMenu open={open} pathname="/" onPick={() => undefined} />
  </MemoryRouter>
);
const panel = () => document.getElementById("mobile-menu");

describe("mobile menu animation", () => {
  it("grows open from nothing in 0.2 s, easing out", () => {
    const { rerender } = render(menu(false));
    expect(panel()).toBeNull();
    rerender(menu(true));
    expect(screen.getByRole("link", { name: "Scores" })).toBeInTheDocument();
    const [expand] = fake.animations;
    expect(expand?.element).toBe(panel());
    expect(expand?.keyframes[0]).toEqual({ height: "0px", opacity: "0" });
    expect(expand?.keyframes[1]).toMatchObject({ opacity: "1" });
    expect(expand?.options).toMatchObject({ duration: MENU_TRANSITION_MS, easing: EASE_OUT });
    expect(MENU_TRANSITION_MS).toBe(200);
  });

  it("stays while it shrinks closed, and leaves the page when that ends", () => {
    const { rerender } = render(menu(false));
    rerender(menu(true));
    rerender(menu(false));
    const shrink = fake.animations[1];
    expect(shrink?.keyframes.at(-1)).toEqual({ height: "0px", opacity: "0" });
    expect(shrink?.options).toMatchObject({ fill: "forwards" });
    expect(panel()).not.toBeNull();
    act(() => {
      shrink?.finish();
    });
    expect(panel()).toBeNull();
  });

  it("grows back when opened again while closing", () => {
    const { rerender } = render(menu(false));
    rerender(menu(true));
    rerender(menu(false));
    rerender(menu(true));
    const [, shrink, back] = fake.animations;
    expect(shrink?.cancelled).toBe(true);
    expect(back?.keyframes.at(-1)).toMatchObject({ opacity: "1" });
    expect(panel()).not.toBeNull();
  });

  it("opens and closes at once when animations are skipped", () => {
    fake.restore();
    const { rerender } = render(menu(false));
    rerender(menu(true));
    expect(panel()).not.toBeNull();
    rerender(menu(false));
    expect(panel()).toBeNull();
  });
});
