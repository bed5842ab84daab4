// Issue #18: a prerendered page's stale answers are fetched again once it is idle. When they come
// back unchanged, the Standings screen must not be drawn again (on the hub that is every league's
// table, about 4,000 elements, a blocking task on a phone). The screen holds a one-division result
// it reads nothing of while every division is shown; unread, TanStack Query reported each change
// of its fetch state and redrew the screen.
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@tl/data/shared";
import { ALL_DIVISIONS, useStandings } from "@tl/data/standings";
import { standingsHandlers } from "@tl/data/standings/mocks";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { setupMockApi } from "../../test/msw";

const api = setupMockApi();
const request = { site: {}, filters: { division: ALL_DIVISIONS, season: null, league: null } };

/** The screen's two reads with every division shown: the whole season's rows, read; the one-division result, not. */
function drawsAfterRefetch(watched: boolean) {
  api.use(...standingsHandlers());
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  let draws = 0;
  const view = renderHook(
    () => {
      draws += 1;
      const whole = useStandings(request);
      useStandings(request, true, watched);
      return whole.data;
    },
    { wrapper },
  );
  return { client, view, draws: () => draws };
}

describe("Standings: answers fetched again unchanged", () => {
  it("do not draw the screen again", async () => {
    const { client, view, draws } = drawsAfterRefetch(false);
    await waitFor(() => expect(view.result.current?.length).toBeGreaterThan(0));
    const before = draws();
    const rows = view.result.current;
    await act(() => client.refetchQueries());
    expect(view.result.current).toBe(rows);
    expect(draws()).toBe(before);
  });

  it("would, with the unread result watched (the check above can fail)", async () => {
    const { client, view, draws } = drawsAfterRefetch(true);
    await waitFor(() => expect(view.result.current?.length).toBeGreaterThan(0));
    const before = draws();
    await act(() => client.refetchQueries());
    expect(draws()).toBeGreaterThan(before);
  });
});
