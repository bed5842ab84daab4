// A prerendered page's answers (issue #18): used as they are while the page hydrates; a stale
// one is fetched again once the page is idle, not on mount, unless the data version the page
// was rendered from is still the API's.
import { dehydrate, QueryClient, useQuery } from "@tanstack/react-query";
import { DATA_VERSION_KEY } from "@tl/data/shared";
import { render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { setupMockApi } from "../test/msw";
import { queryStateScript } from "./query-state";

const HOUR = 3_600_000;
const CHANGED_AT = "2026-12-07T23:16:00.000Z";
const server = setupMockApi();

/** A page's query cache: its answer `age` ms old and, when given, the data version it was rendered from. */
function pageState(answer: string, age: number, version?: number) {
  const client = new QueryClient();
  client.setQueryData(["answer"], answer, { updatedAt: Date.now() - age });
  if (version !== undefined) client.setQueryData(DATA_VERSION_KEY, `${String(version)} ${CHANGED_AT}`);
  return dehydrate(client);
}

/** The API's data version: counts the checks asked. */
function serveVersion(answer: () => Response) {
  const asked = vi.fn(answer);
  server.use(http.get("/api/meta/version/", asked));
  return asked;
}

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  document.getElementById("tl-query-state")?.remove();
});

async function renderProbe(fetchAnswer: () => Promise<string>, after?: () => Promise<unknown>) {
  // A fresh module: the page's one client is made from the document it starts in.
  const { useAppQueryClient } = await import("./app-query-client");
  function Probe() {
    const query = useQuery({ queryKey: ["answer"], queryFn: fetchAnswer }, useAppQueryClient());
    return <p>{query.data ?? "none"}</p>;
  }
  // `after`: the screen (a lazy one) shows later than the page's client is made.
  function Page({ screen: shown }: { screen: boolean }) {
    useAppQueryClient();
    return shown ? <Probe /> : null;
  }
  const view = render(<Page screen={!after} />);
  if (after) {
    await after();
    view.rerender(<Page screen />);
  }
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

it("keeps a stale answer, without fetching it, while the API's data version is the page's", async () => {
  document.body.insertAdjacentHTML("beforeend", queryStateScript(pageState("as prerendered", HOUR, 7)));
  const asked = serveVersion(() => HttpResponse.json({ version: 7, changed_at: CHANGED_AT }));
  const fetchAnswer = vi.fn(() => Promise.resolve("refreshed"));
  await renderProbe(fetchAnswer);
  await waitFor(() => {
    expect(asked).toHaveBeenCalledTimes(1);
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.getByText("as prerendered")).toBeInTheDocument();
  expect(fetchAnswer).not.toHaveBeenCalled();
});

it.each([
  ["the data changed since the page was rendered", () => HttpResponse.json({ version: 8, changed_at: "2026-12-08T06:00:00.000Z" })],
  ["the same count in another database", () => HttpResponse.json({ version: 7, changed_at: "2026-12-01T00:00:00.000Z" })],
  ["the check fails", () => HttpResponse.json({ detail: "Service unavailable." }, { status: 503 })],
])("fetches a stale answer again when %s", async (_, answer) => {
  document.body.insertAdjacentHTML("beforeend", queryStateScript(pageState("as prerendered", HOUR, 7)));
  const asked = serveVersion(answer);
  const fetchAnswer = vi.fn(() => Promise.resolve("refreshed"));
  await renderProbe(fetchAnswer);
  expect(await screen.findByText("refreshed")).toBeInTheDocument();
  expect(asked).toHaveBeenCalledTimes(1);
  expect(fetchAnswer).toHaveBeenCalledTimes(1);
});

it.each([
  ["kept when the version is the page's", 7, "as prerendered", 0],
  ["fetched when the data changed", 8, "refreshed", 1],
])("a screen that hydrates after the check finds its answer %s", async (_, current, shown, fetches) => {
  document.body.insertAdjacentHTML("beforeend", queryStateScript(pageState("as prerendered", HOUR, 7)));
  const asked = serveVersion(() => HttpResponse.json({ version: current, changed_at: CHANGED_AT }));
  const fetchAnswer = vi.fn(() => Promise.resolve("refreshed"));
  await renderProbe(fetchAnswer, () =>
    waitFor(() => {
      expect(asked).toHaveBeenCalledTimes(1);
    }).then(() => new Promise((resolve) => setTimeout(resolve, 100))),
  );
  expect(await screen.findByText(shown)).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(fetchAnswer).toHaveBeenCalledTimes(fetches);
});
