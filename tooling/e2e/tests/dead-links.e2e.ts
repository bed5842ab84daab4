// No dead links (issue #19): every internal link of Home (the header, the footer, the feature
// cards, the hero and the recent champions) on every site leads to a page. A link to another of
// our sites' hosts is followed on that host. Kept lean: each site's Home is loaded once, the
// links are deduplicated, and all are checked at once by requests from the page (the server's status:
// a 404 where it knows the route table); one link of each route shape (/teams/…, /analytics) is then
// opened by the site's own router in the page already open (a pushState, not a page load): its
// new h1, which takes the focus on a change of page (app/page-focus.ts), must not be "Page not
// found" (the router's answer to a path no route matches).
import { expect, type Page } from "@playwright/test";
import { HOST_CASES, urlFor } from "./hosts";
import { settle, test } from "./page-ready";

const NOT_FOUND = "Page not found";
const SITE_HOSTS = new Set(HOST_CASES.map((hostCase) => hostCase.host));

/** Every link on the page, by host: our sites' hosts only (datasets' and licences' sites left out). */
async function internalLinks(page: Page): Promise<Map<string, Set<string>>> {
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const byHost = new Map<string, Set<string>>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (!url.protocol.startsWith("http") || !SITE_HOSTS.has(url.hostname)) continue;
    const paths = byHost.get(url.hostname) ?? new Set<string>();
    paths.add(`${url.pathname}${url.search}`);
    byHost.set(url.hostname, paths);
  }
  return byHost;
}

/** Opens `path` with the site's router and returns the new page's h1 once it has the focus. */
async function headingAfterNavigation(page: Page, path: string): Promise<string> {
  await page.locator("main h1").evaluateAll((headings) => {
    headings.forEach((heading) => {
      heading.setAttribute("data-left", "");
    });
  });
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  const heading = page.locator("main h1:not([data-left]):focus");
  await expect(heading).toBeVisible();
  return (await heading.textContent()) ?? "";
}

/** "/teams/new-york-yankees?x=1" → "/teams/*": the route a path needs. */
const shapeOf = (path: string) =>
  new URL(path, "http://x").pathname
    .split("/")
    .map((segment, index) => (index > 1 ? "*" : segment))
    .join("/");

/** The status the server answers each path with, asked from the page (Node cannot resolve *.localhost), all at once. */
const statusesOf = (page: Page, paths: string[]) =>
  page.evaluate((all) => Promise.all(all.map(async (to) => (await fetch(to, { headers: { accept: "text/html" } })).status)), paths);

async function checkPaths(page: Page, host: string, paths: string[]) {
  const statuses = await statusesOf(page, paths);
  paths.forEach((path, index) => {
    expect(statuses[index], `${host}${path}`).toBeLessThan(400);
  });
  const shapes = new Set<string>();
  for (const path of paths) {
    // /api/… links (the API's documents) are not pages of the site's router.
    if (path.startsWith("/api/") || shapes.has(shapeOf(path))) continue;
    shapes.add(shapeOf(path));
    const current = new URL(page.url());
    // The same path with another query is no change of page: load it instead.
    if (current.pathname === new URL(path, current).pathname) {
      await page.goto(urlFor(host, path));
      await expect(page.getByRole("heading", { level: 1 }).first()).not.toHaveText(NOT_FOUND);
      continue;
    }
    expect(await headingAfterNavigation(page, path), `${host}${path}`).not.toBe(NOT_FOUND);
  }
}

for (const { host, site } of HOST_CASES.filter((hostCase) => hostCase.host !== "127.0.0.1")) {
  test(`${site.name}: every internal link of Home leads to a page`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(urlFor(host));
    // Home's content is a lazy chunk; the recent champions' links arrive with their data.
    await expect(page.getByRole("link", { name: /^Learn more/ }).first()).toBeVisible();
    await settle(page);
    const byHost = await internalLinks(page);
    const own = [...(byHost.get(host) ?? [])].filter((path) => path !== "/");
    expect(own).toEqual(expect.arrayContaining(["/analytics", "/features", "/data-quality"]));
    await checkPaths(page, host, own);
    for (const [other, paths] of byHost) {
      const pages = [...paths].filter((path) => path !== "/");
      // The site switcher's links are other sites' Homes only: nothing there to check, nothing to load.
      if (other === host || pages.length === 0) continue;
      await page.goto(urlFor(other));
      await checkPaths(page, other, pages);
    }
  });
}
