import { expect, test } from "@playwright/test";
import { HOST_CASES, urlFor } from "./hosts";

for (const { host, site, headline, bodySite } of HOST_CASES) {
  test(`${host} serves ${site.name}: title, headline and theme, within its CSP`, async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    page.on("pageerror", (error) => violations.push(error.message));
    await page.goto(urlFor(host));
    await expect(page).toHaveTitle(site.name);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
    await expect(page.locator("body")).toHaveAttribute("data-site", bodySite);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-primary-600").trim());
    expect(primary).toBe(site.theme.primary[600]);
    // The theme reaches the pixels: the primary button is painted in the site's primary colour (700, for contrast).
    const button = page.getByRole("link", { name: "Explore Data" });
    const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe(hexToRgb(site.theme.primary[700]));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", site.description);
    // The lazy chunks (motion features, toasts) have loaded by now; none was refused.
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });
}

test.describe("before any script runs", () => {
  test.use({ javaScriptEnabled: false });
  for (const { host, site } of HOST_CASES) {
    test(`${host} is painted in ${site.name}'s theme by its style sheet alone`, async ({ page }) => {
      await page.goto(urlFor(host));
      const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-primary-600").trim());
      expect(primary).toBe(site.theme.primary[600]);
      const accent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-accent-950").trim());
      expect(accent).toBe(site.theme.accent[950]);
    });
  }
});

function hexToRgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${String(r)}, ${String(g)}, ${String(b)})`;
}

test("navigation moves between routes and back home", async ({ page }) => {
  await page.goto(urlFor("nfl.localhost"));
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Teams" }).click();
  await expect(page).toHaveURL(urlFor("nfl.localhost", "/teams"));
  await expect(page.getByRole("heading", { level: 1, name: "Teams" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Teams" })).toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "Coaches" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "All Coaches" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Teams" })).not.toHaveAttribute("aria-current", "page");

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Teams" })).toBeVisible();

  await nav.getByRole("link", { name: /^Football Professional.*home$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Super Bowl Analytics" })).toBeVisible();
});

test("a deep link loads directly and 'View Demo' leads to the site's championship", async ({ page }) => {
  await page.goto(urlFor("mlb.localhost", "/championships/world-series"));
  await expect(page.getByRole("heading", { level: 1, name: "World Series" })).toBeVisible();
  const history = page.getByRole("table", { name: "Every season of the World Series, newest first" });
  await expect(history).toBeVisible();
  // On a phone the history table scrolls inside its box; the page itself never scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(urlFor("mlb.localhost"));
  await page.getByRole("link", { name: "View Demo" }).click();
  await expect(page).toHaveURL(urlFor("mlb.localhost", "/championships/world-series"));
  await expect(page.getByRole("heading", { level: 1, name: "World Series" })).toBeVisible();
});

test("an unknown path shows the 404 page", async ({ page }) => {
  await page.goto(urlFor("nba.localhost", "/no-such-page"));
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByText("/no-such-page")).toBeVisible();
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "NBA Finals Analytics" })).toBeVisible();
});

test("the header changes style once scrolled past 20 px", async ({ page }) => {
  await page.goto(urlFor("nhl.localhost"));
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  // Scroll once Home has rendered: before, the page is too short to scroll.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute("data-scrolled", "true");
});

test("Debug shows the host, the site and a live API call with the site's filters", async ({ page, request }) => {
  const api = await request.get(urlFor("127.0.0.1", "/api/teams/teams/?sport__slug=basketball&level__slug=ncaa-division-i"));
  const { count } = (await api.json()) as { count: number };
  expect(count).toBeGreaterThan(0);
  await page.goto(urlFor("cbb.localhost", "/debug"));
  await expect(page.getByRole("region", { name: "Host" })).toContainText("cbb.localhost");
  await expect(page.getByRole("region", { name: "Site", exact: true })).toContainText("Title Ledger College Basketball");
  const apiTest = page.getByRole("region", { name: "API test" });
  await expect(apiTest).toContainText("sport__slug=basketball, level__slug=ncaa-division-i");
  await expect(apiTest).toContainText(`${count.toLocaleString("en-US")} teams`);
  await expect(apiTest.getByRole("listitem")).toHaveCount(3);
  await expect(apiTest.getByRole("listitem").first()).toContainText("(Basketball)");
});

test.describe("at a phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens, navigates and closes when a link is picked", async ({ page }) => {
    await page.goto(urlFor("cfb.localhost"));
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Scores" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Players" }).click();
    await expect(page).toHaveURL(urlFor("cfb.localhost", "/players"));
    await expect(page.getByRole("heading", { level: 1, name: "All Players" })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
