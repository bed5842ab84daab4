// A prerendered page's answers (issue #18): used as they are while the page hydrates; a stale
// one is fetched again once the page is idle, not on mount.
import { dehydrate, QueryClient, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { queryStateScript } from "./query-state";

const HOUR = 3_600_000;

function pageState(answer: string, age: number) {
  const client = new QueryClient();
  client.setQueryData(["answer"], answer, { updatedAt: Date.now() - age });
  return dehydrate(client);
}

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  document.getElementById("tl-query-state")?.remove();
});

async function renderProbe(fetchAnswer: () => Promise<string>) {
  // A fresh module: the page's one client is made from the document it starts in.
  const { useAppQueryClient } = await import("./app-query-client");
  function Probe() {
    const query = useQuery({ queryKey: ["answer"], queryFn: fetchAnswer }, useAppQueryClient());
    return <p>{query.data ?? "none"}</p>;
  }
  render(<Probe />);
}

it("renders a stale prerendered answer without fetching on mount, then fetches it again once idle", async () => {
  document.body.insertAdjacentHTML("beforeend", queryStateScript(pageState("as prerendered", HOUR)));
  const fetchAnswer = vi.fn(() => Promise.resolve("refreshed"));
  await renderProbe(fetchAnswer);
  expect(screen.getByText("as prerendered")).toBeInTheDocument();
  expect(fetchAnswer).not.toHaveBeenCalled();
  expect(await screen.findByText("refreshed")).toBeInTheDocument();
  expect(fetchAnswer).toHaveBeenCalledTimes(1);
});

it("does not fetch a fresh prerendered answer again", async () => {
  document.body.insertAdjacentHTML("beforeend", queryStateScript(pageState("as prerendered", 0)));
  const fetchAnswer = vi.fn(() => Promise.resolve("refreshed"));
  await renderProbe(fetchAnswer);
  // Past the idle refresh (after-first-paint.ts: at most 300 ms without requestIdleCallback, as in jsdom).
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(screen.getByText("as prerendered")).toBeInTheDocument();
  expect(fetchAnswer).not.toHaveBeenCalled();
});
