// When a page is ready to be measured (axe, overflow, text boxes): its heading shows, every
// request it made has been answered, and nothing on it still says it is loading (a "Loading…"
// status, a placeholder marked aria-busy). Playwright's "networkidle" waited for the same answers
// and then for half a second of silence on every page; this waits for the page's own signals only.
import { test as base, expect, type Page, type Request } from "@playwright/test";

const inFlight = new WeakMap<Page, Set<Request>>();

/** Playwright's test, its page counting the requests not yet answered (see settle). */
export const test = base.extend({
  page: async ({ page }, use) => {
    const open = new Set<Request>();
    inFlight.set(page, open);
    page.on("request", (request) => open.add(request));
    page.on("requestfinished", (request) => open.delete(request));
    page.on("requestfailed", (request) => open.delete(request));
    await use(page);
  },
});

/** Waits for the page's heading, its data and the end of its loading states (the page from `test` above). */
export async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const open = inFlight.get(page);
  if (!open) throw new Error("settle() needs the page of page-ready.ts's test");
  await expect.poll(() => [...open].map((request) => request.url()), { message: "requests still unanswered" }).toEqual([]);
  await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
}
