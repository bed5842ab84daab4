// WCAG 2.2 AA on every route of four sites (issue #13): axe finds no violation of any impact,
// at a phone's and a desktop's width, with a card or row expanded; the page still fits its
// window at 200 % text; the header and the phone menu work from the keyboard; a change of page
// moves the focus and renames the document; reduced motion stops the animations.
//
// The axe runs ask for reduced motion so that nothing is caught mid-fade: an element half
// faded in has no stable contrast to measure.
import AxeBuilder from "@axe-core/playwright";
import { sites } from "@tl/site-config/sites";
import { expect, type Page } from "@playwright/test";
import { E2E_PORT, urlFor } from "./hosts";
import { expandFirst, hostOf, overflow, routesOf } from "./site-routes";
import { settle, test } from "./page-ready";

const AUDITED = [sites.hub, sites.nhl, sites.mlb, sites.cfb];
const WIDTHS = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const;
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function violations(page: Page) {
  // Not `resultTypes: ["violations"]`: rules that judge the page as a whole (heading-order,
  // landmark-unique) then see only part of it and report what is not there.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${String(violation.impact)}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

for (const [widthName, viewport] of WIDTHS) {
  test.describe(`axe at ${widthName} width`, () => {
    test.use({ viewport, reducedMotion: "reduce" });
    for (const site of AUDITED) {
      for (const path of routesOf(site)) {
        test(`${hostOf(site)}${path}: no violation, a card or row expanded`, async ({ page }) => {
          // axe walks the whole DOM: the hub's Standings (one table per sport) took 35 s on two loaded cores.
          test.setTimeout(60_000);
          await page.goto(urlFor(hostOf(site), path));
          await settle(page);
          await expandFirst(page);
          expect(await violations(page)).toEqual([]);
        });
      }
    }
  });
}

test.describe("at 200 % text on a 1280 px window", () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });
  for (const site of AUDITED) {
    test(`${hostOf(site)}: no route runs past the window, the header included`, async ({ page }) => {
      // Twelve pages in one test: on CI's two shared cores that can outlast the 30 s default.
      test.setTimeout(120_000);
      for (const path of routesOf(site)) {
        await page.goto(urlFor(hostOf(site), path));
        await settle(page);
        await page.evaluate(() => {
          document.documentElement.style.fontSize = "200%";
        });
        await expandFirst(page);
        expect.soft(await overflow(page), `${path}: document wider than the window`).toBe(0);
        const header = await page.getByRole("banner").evaluate((element) => Math.round(element.scrollWidth - element.clientWidth));
        expect.soft(header, `${path}: header wider than the window`).toBe(0);
      }
    });
  }
});

test.describe("the header from the keyboard", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Escape closes the phone menu and returns the focus to its button", async ({ page }) => {
    await page.goto(urlFor("nhl.localhost"));
    await settle(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Champions", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the phone menu lists every site at its local host, the current one marked", async ({ page }) => {
    await page.goto(urlFor("mlb.localhost", "/teams"));
    await settle(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const list = page.locator("#mobile-menu").getByRole("list", { name: "Title Ledger sites" });
    await expect(list).toBeVisible();
    const hrefs = await list.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(Object.values(sites).map((site) => `http://${hostOf(site)}:${String(E2E_PORT)}/`));
    await expect(list.locator("a[aria-current='true']")).toHaveCount(1);
    await expect(list.locator("a[aria-current='true']")).toContainText("MLB");
  });
});

test.describe("at a desktop width", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the site switcher opens from the keyboard, leads to another site, and Escape closes it", async ({ page }) => {
    await page.goto(urlFor("nhl.localhost", "/teams"));
    await settle(page);
    const button = page.getByRole("button", { name: "Sites" });
    await button.focus();
    await page.keyboard.press("Enter");
    const list = page.getByRole("list", { name: "Title Ledger sites" });
    await expect(list.locator("a[aria-current='true']")).toContainText("NHL");
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await list.getByRole("link", { name: /^College Football/ }).click();
    await expect(page).toHaveURL(urlFor("cfb.localhost", "/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("College Football Analytics");
  });

  test("a change of page moves the focus to the new page's heading and names the document", async ({ page }) => {
    await page.goto(urlFor("nhl.localhost"));
    await settle(page);
    await expect(page).toHaveTitle("Title Ledger NHL");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Teams" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Teams" })).toBeFocused();
    await expect(page).toHaveTitle("Teams · Title Ledger NHL");
    await nav.getByRole("link", { name: "Championships" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Championships" })).toBeFocused();
    await expect(page).toHaveTitle("Championships · Title Ledger NHL");
  });

  test("the logo link's name starts with its visible text (WCAG 2.5.3)", async ({ page }) => {
    await page.goto(urlFor("cbb.localhost"));
    const logo = page.getByRole("navigation", { name: "Main" }).getByRole("link").first();
    // innerText is the text as painted (CSS upper-cases the level), plus the visually hidden ", home".
    expect((await logo.innerText()).replace(/\s+/g, " ").trim()).toMatch(/^Basketball COLLEGE Championship Analytics\W+home$/);
    await expect(logo).toHaveAccessibleName(/^Basketball College Championship Analytics\W+home$/i);
  });
});

test.describe("with reduced motion", () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });

  test("changing page, opening cards and the menu runs no animation", async ({ page }) => {
    await page.goto(urlFor("nhl.localhost"));
    await settle(page);
    await page.evaluate(() => {
      // Every animation and transition started from now on that lasts longer than a frame.
      const long = new Set<Animation>();
      (window as unknown as { longAnimations: Set<Animation> }).longAnimations = long;
      const sample = () => {
        for (const animation of document.getAnimations()) {
          const duration = Number(animation.effect?.getComputedTiming().duration);
          if (duration > 1) long.add(animation);
        }
        requestAnimationFrame(sample);
      };
      sample();
    });
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Teams" }).click();
    await settle(page);
    await expandFirst(page);
    await nav.getByRole("link", { name: "Champions", exact: true }).click();
    await settle(page);
    await page.waitForTimeout(500);
    const count = await page.evaluate(() => (window as unknown as { longAnimations: Set<Animation> }).longAnimations.size);
    expect(count).toBe(0);
  });
});
