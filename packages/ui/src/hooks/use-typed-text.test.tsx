// The search box's text against an owner that takes its reports late, as a router navigation
// does on a busy machine: what the visitor typed since a report is never lost.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useTypedText } from "./use-typed-text";

const PAUSE = 250;
const LAG = 400;

function Box({ lag = LAG, outside }: { lag?: number; outside?: string }) {
  const [value, setValue] = useState("");
  const [text, setText] = useTypedText(value, (typed) => (lag === 0 ? setValue(typed) : setTimeout(() => setValue(typed), lag)), PAUSE);
  return (
    <>
      <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <output aria-label="Held">{value}</output>
      {outside !== undefined && <button onClick={() => setValue(outside)}>Back</button>}
    </>
  );
}

const box = () => screen.getByRole<HTMLInputElement>("textbox", { name: "Search" });
const held = () => screen.getByRole("status", { name: "Held" }).textContent;
function type(text: string) {
  fireEvent.change(box(), { target: { value: text } });
}
function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe("useTypedText", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reports the text after a pause, once", () => {
    render(<Box lag={0} />);
    type("b");
    type("bo");
    wait(PAUSE - 1);
    expect(held()).toBe("");
    wait(1);
    expect(held()).toBe("bo");
    expect(box().value).toBe("bo");
  });

  it("keeps what was typed after a report when the report comes back late", () => {
    render(<Box />);
    type("b");
    wait(PAUSE + 10); // "b" reported; it comes back LAG later
    type("bo");
    wait(LAG); // "b" is back: the box still reads "bo"
    expect(held()).toBe("b");
    expect(box().value).toBe("bo");
    wait(PAUSE + LAG);
    expect(held()).toBe("bo");
    expect(box().value).toBe("bo");
  });

  it("keeps a cleared box empty when the search before it comes back after the clearing", () => {
    render(<Box />);
    type("bos");
    wait(PAUSE + 10);
    type("");
    wait(PAUSE + LAG + 10);
    expect(box().value).toBe("");
    expect(held()).toBe("");
  });

  it("takes a value from elsewhere (back/forward, a shared link) as the new text", () => {
    render(<Box outside="ruth" />);
    type("bo");
    wait(PAUSE + LAG + 10);
    expect(held()).toBe("bo");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(box().value).toBe("ruth");
    wait(PAUSE + LAG + 10);
    expect(held()).toBe("ruth");
  });
});
