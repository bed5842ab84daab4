import { sites } from "@tl/site-config/sites";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notify } from "../components/notify";
import { renderApp } from "../test/render";

describe("toasts (spec §2, §9)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("appear at the top right and stay for 4000 ms", async () => {
    // Only timers and the clock: React schedules its own work with setImmediate/MessageChannel.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], shouldAdvanceTime: true });
    renderApp(sites.nba);
    await screen.findByRole("heading", { level: 1 });
    act(() => {
      notify("Saved to your list");
    });
    const toast = await screen.findByRole("status");
    expect(toast).toHaveTextContent("Saved to your list");
    // react-hot-toast positions each toast in a fixed, full-width row aligned to the right.
    const row = toast.closest<HTMLElement>("div[style*='position: absolute']");
    expect(row?.style.justifyContent).toBe("flex-end");
    expect(row?.style.top).toBe("0px");

    await act(() => vi.advanceTimersByTimeAsync(3800));
    expect(screen.getByRole("status")).toHaveTextContent("Saved to your list");
    // At 4000 ms it is dismissed, then removed once its 1 s exit transition ends. (Two steps:
    // the removal timer is only set after React renders the dismissal.)
    await act(() => vi.advanceTimersByTimeAsync(400));
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
