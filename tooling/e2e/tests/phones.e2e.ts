// Phones (issue #13): at 320 and 390 px no route of the NHL, MLB or hub site, nor any
// championship's history page, runs past the window; text stays inside its box and is not cut
// short; every box that scrolls sideways can be reached and scrolled from the keyboard and is
// named; the history tables keep their first column in place and shade the edge with more.
import { sites } from "@tl/site-config/sites";
import { expect, type Page } from "@playwright/test";
import { urlFor } from "./hosts";
import { expandFirst, HISTORY_PAGES, hostOf, overflow, routesOf } from "./site-routes";
import { settle, test } from "./page-ready";

const PHONE_SITES = [sites.nhl, sites.mlb, sites.hub];

/** Text boxes in <main> whose text runs past them or is cut short with an ellipsis. */
function textOutOfBox(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("main :is(h1, h2, h3, p, dt, dd, li, th, td, span, a, button, label)"))
      .filter((element) => !element.closest("[role='region'][tabindex]"))
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.display === "inline" || element.clientWidth === 0) return false;
        const runsPast = element.scrollWidth > element.clientWidth + 1;
        return runsPast && (style.overflowX === "visible" || style.textOverflow === "ellipsis");
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 40)}" (${String(element.scrollWidth)} > ${String(element.clientWidth)})`,
      ),
  );
}

/** Boxes in <main> that scroll sideways but that a keyboard cannot reach, or that have no name. */
function unreachableScrollers(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("main *"))
      .filter(
        (element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1,
      )
      .filter((element) => element.tabIndex < 0 || !element.getAttribute("aria-label"))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className.slice(0, 60)}`),
  );
}

for (const width of [320, 390]) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: "reduce" });

    for (const site of PHONE_SITES) {
      const paths = site === sites.hub ? [...routesOf(site), ...HISTORY_PAGES] : routesOf(site);
      test(`${hostOf(site)}: every route fits, its text in its boxes, its scrollers reachable`, async ({ page }) => {
        // Up to twenty pages in one test: on CI's two shared cores that outlasts the 30 s default.
        test.setTimeout(120_000);
        for (const path of paths) {
          await page.goto(urlFor(hostOf(site), path));
          await settle(page);
          await expandFirst(page);
          expect.soft(await overflow(page), `${path}: document wider than the window`).toBe(0);
          expect.soft(await textOutOfBox(page), `${path}: text out of its box`).toEqual([]);
          expect.soft(await unreachableScrollers(page), `${path}: sideways scrollers without focus or name`).toEqual([]);
        }
      });
    }
  });
}

test.describe("history tables on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [host, path, name] of [
    ["mlb.localhost", "/championships/world-series", "World Series"],
    ["nhl.localhost", "/championships/stanley-cup-final", "Stanley Cup Final"],
  ] as const) {
    test(`the ${name} shows that it scrolls, keeps its season column and scrolls from the keyboard`, async ({ page }) => {
      await page.goto(urlFor(host, path));
      const region = page.getByRole("region", { name: `Every season of the ${name}, newest first` });
      await expect(region).toBeVisible();
      // More to the right: the end edge is shaded; nothing is hidden at the start yet.
      await expect(region).toHaveAttribute("data-more-end", "true");
      await expect(region).toHaveAttribute("data-more-start", "false");
      const coach = region.getByRole("columnheader", { name: "Coach" });
      await expect(coach).not.toBeInViewport();

      await region.focus();
      await page.keyboard.press("End");
      for (let step = 0; step < 12; step++) await page.keyboard.press("ArrowRight");
      await expect(region).toHaveAttribute("data-more-start", "true");
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      // The season column stayed at the start edge while the rest slid beneath it.
      const season = region.getByRole("columnheader", { name: "Season" });
      const [regionBox, seasonBox] = await Promise.all([region.boundingBox(), season.boundingBox()]);
      expect(Math.abs((seasonBox?.x ?? -1) - (regionBox?.x ?? 0))).toBeLessThanOrEqual(1);
    });
  }
});

test("standings name every team in full on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(urlFor("mlb.localhost", "/standings"));
  await settle(page);
  const team = page.getByRole("main").getByText("Cleveland Guardians", { exact: true });
  await expect(team).toBeVisible();
  expect(await team.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});
