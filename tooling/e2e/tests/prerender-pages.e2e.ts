// Prerendered pages (issue #18): without JavaScript a page's HTML holds its content, its own
// title and description; in the browser it hydrates without a warning, shows the same text
// (no spinner in place of content that was there), and does not fetch its data again.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { urlFor } from "./hosts";
import { entityPages, PRERENDERED_SITES, SCREENS } from "./prerendered";
import { hostOf } from "./site-routes";

const normalised = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The text of <main> as painted, every row included: long lists' rows skip rendering off
 * screen (`content-visibility: auto`, the render-lazy utility), and Chromium's innerText
 * leaves such rows out, so they are made visible first (an inline style: the CSP allows it).
 */
const mainText = (page: Page) =>
  page.getByRole("main").evaluate((main: HTMLElement) => {
    main.querySelectorAll<HTMLElement>("*").forEach((element) => {
      element.style.contentVisibility = "visible";
    });
    return main.innerText;
  });

/** The text of <main> and the title as the HTML arrives, JavaScript off. */
async function htmlText(browser: Browser, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  const text = normalised(await mainText(page));
  const title = await page.title();
  await context.close();
  return { text, title };
}

async function expectHydratesAsPrerendered(browser: Browser, url: string) {
  const { pathname } = new URL(url);
  const before = await htmlText(browser, url);
  expect(before.text.length, `${pathname}: content in the HTML`).toBeGreaterThan(200);
  expect(before.text, pathname).not.toContain("Loading…");

  const page = await browser.newPage();
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) apiCalls.push(request.url());
  });
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  expect(problems, `${pathname}: console`).toEqual([]);
  expect(normalised(await mainText(page)), `${pathname}: hydrated text`).toBe(before.text);
  expect(await page.title(), `${pathname}: title`).toBe(before.title);
  expect(apiCalls, `${pathname}: data fetched again`).toEqual([]);
  await page.close();
}

for (const site of PRERENDERED_SITES) {
  test.describe(`${site.name}, prerendered`, () => {
    for (const path of SCREENS) {
      test(`${path} hydrates to the text its HTML holds`, async ({ browser }) => {
        await expectHydratesAsPrerendered(browser, urlFor(hostOf(site), path));
      });
    }

    test("a page of each entity kind hydrates to the text its HTML holds", async ({ browser, request }) => {
      test.setTimeout(120_000);
      const paths = await entityPages(request, site);
      // A sport site holds a page of each kind, a player's and a coach's among them; the hub's entities live on their sports' sites.
      if (site.id !== "hub")
        expect(paths.map((path) => path.split("/")[1])).toEqual(["championships", "teams", "seasons", "players", "coaches"]);
      for (const path of paths) await expectHydratesAsPrerendered(browser, urlFor(hostOf(site), path));
    });
  });
}
