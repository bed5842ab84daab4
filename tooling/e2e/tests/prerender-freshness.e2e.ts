// A prerendered page older than its answers' 5 minutes (issue #18), as nearly every visit to a
// deployed page is: once idle it asks the API's data version, and keeps its answers while the
// version is the one it was rendered from; when the data has changed since, it fetches them again.
import { expect, test, type Page } from "@playwright/test";
import { sites } from "@tl/site-config/sites";
import { urlFor } from "./hosts";
import { hostOf } from "./site-routes";

const HOUR = 3_600_000;
const ROUTES = [
  [sites.hub, "/standings"],
  [sites.mlb, "/teams"],
] as const;

/** The page as a visitor gets it an hour after the prerender; `older`: rendered from another data version. */
async function openAged(page: Page, url: string, older: boolean) {
  await page.route(url, async (route) => {
    // Fetched from Node, which cannot resolve *.localhost: the loopback address, the site's Host.
    const loopback = new URL(url);
    loopback.hostname = "127.0.0.1";
    const response = await route.fetch({ url: loopback.href, headers: { ...route.request().headers(), host: new URL(url).host } });
    const aged = Date.now() - HOUR;
    let html = (await response.text()).replace(/"dataUpdatedAt":\d+/g, `"dataUpdatedAt":${String(aged)}`);
    // The data version's answer is the one page answer that is a count and a time.
    if (older) html = html.replace(/"data":"\d+ \d{4}-[^"]*"/, `"data":"0 2000-01-01T00:00:00.000Z"`);
    await route.fulfill({ response, body: html });
  });
  const calls: string[] = [];
  const problems: string[] = [];
  page.on("request", (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith("/api/")) calls.push(`${pathname}${search}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/meta/version/");
  await page.goto(url);
  await checked;
  return { calls, problems };
}

for (const [site, path] of ROUTES) {
  test(`${site.name} ${path}, an hour old: asks the data version and keeps its answers`, async ({ page }) => {
    const { calls, problems } = await openAged(page, urlFor(hostOf(site), path), false);
    await page.waitForLoadState("networkidle");
    expect(calls).toEqual(["/api/meta/version/"]);
    expect(problems).toEqual([]);
  });

  test(`${site.name} ${path}, rendered from older data: fetches its answers again`, async ({ page }) => {
    const { calls, problems } = await openAged(page, urlFor(hostOf(site), path), true);
    await expect.poll(() => calls.length).toBeGreaterThan(1);
    expect(calls[0]).toBe("/api/meta/version/");
    expect(problems).toEqual([]);
  });
}
