// The site search (issue #17) in the browser on the full data: the header box finds a player
// stored without his accents (Jagr), names in either order (Lemieux Mario), a typo (babe rut) and
// a club by city and name (New York Yankees); Enter without a chosen result opens /search?q=;
// on a phone the box opens from its icon.
import { expect, test, type Page } from "@playwright/test";
import { needsDatasets } from "./datasets";
import { urlFor } from "./hosts";

/** Opens a site's Home, summons the box with "/" and types `text` into it. */
async function searchFrom(page: Page, host: string, text: string) {
  await page.goto(urlFor(host, "/"));
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const box = page.getByRole("combobox", { name: "Site search" });
  // "/" works once the header has mounted; the box's code may still be on its way.
  await expect(async () => {
    await page.locator("body").press("/");
    await expect(box).toBeFocused({ timeout: 1000 });
  }).toPass();
  await box.pressSequentially(text, { delay: 40 });
  return box;
}

test("nhl.localhost: 'Jagr' finds Jaromír Jágr; the arrow keys and Enter open his page", async ({ page, request }) => {
  await needsDatasets(request, ["hockey-databank"]);
  const box = await searchFrom(page, "nhl.localhost", "Jagr");
  const listbox = page.getByRole("listbox");
  const option = listbox.getByRole("option", { name: /^Jarom[ií]r J[aá]gr/ });
  await expect(option).toBeVisible();
  await expect(listbox.getByRole("group", { name: /^Players · \d+$/ })).toBeVisible();
  // Down to his option, then Enter.
  for (let step = 0; step < 10 && (await option.getAttribute("aria-selected")) !== "true"; step++) await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id")) ?? "");
  await box.press("Enter");
  await expect(page).toHaveURL(/nhl\.localhost:\d+\/players\/jaromir-jagr$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: /^Jarom[ií]r J[aá]gr$/ })).toBeVisible();
});

test("nhl.localhost: 'Lemieux Mario' (surname first) finds Mario Lemieux", async ({ page, request }) => {
  await needsDatasets(request, ["hockey-databank"]);
  await searchFrom(page, "nhl.localhost", "Lemieux Mario");
  await page.getByRole("option", { name: /^Mario Lemieux/ }).click();
  await expect(page).toHaveURL(/\/players\/mario-lemieux$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Mario Lemieux" })).toBeVisible();
});

test("mlb.localhost: 'babe rut' (a typo) finds Babe Ruth", async ({ page, request }) => {
  await needsDatasets(request, ["lahman"]);
  await searchFrom(page, "mlb.localhost", "babe rut");
  await page.getByRole("option", { name: /^Babe Ruth/ }).click();
  await expect(page).toHaveURL(/mlb\.localhost:\d+\/players\/babe-ruth$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Babe Ruth" })).toBeVisible();
});

test("mlb.localhost: 'New York Yankees' lists the club; Enter without a choice opens the results page", async ({ page, request }) => {
  await needsDatasets(request, ["lahman"]);
  const box = await searchFrom(page, "mlb.localhost", "New York Yankees");
  const teams = page.getByRole("group", { name: /^Teams · \d+$/ });
  await expect(teams.getByRole("option", { name: /^New York Yankees/ })).toBeVisible();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=New\+York\+Yankees$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Results for “New York Yankees”" })).toBeVisible();
  await expect(page).toHaveTitle("Search: New York Yankees · Title Ledger MLB");
  const region = main.getByRole("region", { name: /^Teams/ });
  await region.getByRole("link", { name: "New York Yankees", exact: true }).click();
  await expect(page).toHaveURL(/\/teams\/new-york-yankees$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Search icon opens the box, which finds Babe Ruth", async ({ page, request }) => {
    await needsDatasets(request, ["lahman"]);
    await page.goto(urlFor("mlb.localhost", "/teams"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const box = page.getByRole("combobox", { name: "Site search" });
    await expect(box).toBeHidden();
    await page.getByRole("button", { name: "Site search" }).click();
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await box.pressSequentially("ruth babe", { delay: 40 });
    await expect(page.getByRole("option", { name: /^Babe Ruth/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
