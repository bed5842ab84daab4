import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeWebAnimations } from "./fake-web-animations";
import { PAGE_TRANSITION_MS, PageTransition } from "./page-transition";
import { EASE_OUT } from "./web-animation";

let fake: ReturnType<typeof fakeWebAnimations>;
beforeEach(() => {
  fake = fakeWebAnimations();
});
afterEach(() => {
  fake.restore();
});

const page = (props: { enter?: boolean; leaving?: boolean; onLeft?: () => void }) => (
  <PageTransition enter={props.enter ?? false} leaving={props.leaving ?? false} onLeft={props.onLeft ?? (() => undefined)}>
    <h1>Scores</h1>
  </PageTransition>
);

describe("page transition (spec §2)", () => {
  it("shows the first page of a visit without a transition", () => {
    render(page({}));
    expect(screen.getByRole("heading", { name: "Scores" })).toBeInTheDocument();
    expect(fake.animations).toEqual([]);
  });

  it("fades and slides a later page in from 12 px below, in 0.25 s easing out", () => {
    render(page({ enter: true }));
    expect(fake.animations).toHaveLength(1);
    const [enter] = fake.animations;
    expect(enter?.keyframes).toEqual([
      { opacity: "0", translate: "0px 12px" },
      { opacity: "1", translate: "0px 0px" },
    ]);
    expect(enter?.options).toMatchObject({ duration: PAGE_TRANSITION_MS, easing: EASE_OUT });
    expect(PAGE_TRANSITION_MS).toBe(250);
  });

  it("fades and slides a leaving page 12 px up, keeps it at the end, and only then reports it gone", () => {
    const onLeft = vi.fn();
    const { rerender } = render(page({ onLeft }));
    rerender(page({ leaving: true, onLeft }));
    const [exit] = fake.animations;
    expect(exit?.keyframes.at(-1)).toEqual({ opacity: "0", translate: "0px -12px" });
    expect(exit?.options).toMatchObject({ duration: PAGE_TRANSITION_MS, easing: EASE_OUT, fill: "forwards" });
    expect(onLeft).not.toHaveBeenCalled();
    act(() => {
      exit?.finish();
    });
    expect(onLeft).toHaveBeenCalledOnce();
  });

  it("returns a page that stops leaving before it has gone", () => {
    const onLeft = vi.fn();
    const { rerender } = render(page({ onLeft }));
    rerender(page({ leaving: true, onLeft }));
    rerender(page({ leaving: false, onLeft }));
    const [exit, back] = fake.animations;
    expect(exit?.cancelled).toBe(true);
    expect(back?.keyframes.at(-1)).toEqual({ opacity: "1", translate: "0px 0px" });
    expect(onLeft).not.toHaveBeenCalled();
  });

  it("with reduced motion asked for, only fades: the position jumps (as framer-motion's reducedMotion='user')", () => {
    const matchMedia = vi.spyOn(window, "matchMedia").mockImplementation(
      (query) => ({ matches: query.includes("reduce"), media: query }) as MediaQueryList,
    );
    render(page({ enter: true }));
    matchMedia.mockRestore();
    expect(fake.animations[0]?.keyframes).toEqual([
      { opacity: "0", translate: "0px 0px" },
      { opacity: "1", translate: "0px 0px" },
    ]);
  });

  it("does not animate when animations are skipped (tests) or the browser cannot", () => {
    fake.restore();
    const onLeft = vi.fn();
    const { rerender } = render(page({ onLeft }));
    rerender(page({ leaving: true, onLeft }));
    expect(onLeft).toHaveBeenCalledOnce();
  });
});
