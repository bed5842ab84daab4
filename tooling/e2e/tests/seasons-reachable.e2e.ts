// Every season reachable (issue #13, point 2), by choosing it on the page, not by typing a URL:
// the Standings season picker reaches the 1927 Yankees (110-44) and the 1972 Dolphins (14-0),
// and on the hub a sport's seasons once the sport is chosen; the Scores season picker reaches
// the 1985 season's Super Bowl XX (the Bears); an empty Today says so and offers a season; the
// Seasons decade filter reaches the 1870s. Empty lists say why (point 4): the college basketball
// site holds no standings at all (the NBA's are derived from 538's games since issue #15).
//
// Standings and the older games come from the imported public datasets (Lahman, Hockey
// Databank, 538); those tests are skipped with the reason when the server has not imported them.
import { expect, test, type Page } from "@playwright/test";
import { needsDatasets } from "./datasets";
import { urlFor } from "./hosts";

const main = (page: Page) => page.getByRole("main");
const seasonPicker = (page: Page) => page.getByRole("combobox", { name: "Season", exact: true });
const row = (page: Page, team: RegExp) => main(page).getByRole("button", { name: team });

test.describe("Standings: the season picker", () => {
  test("MLB: 1927 is chosen from the picker and shows the Yankees' 110-44", async ({ page, request }) => {
    await needsDatasets(request);
    await page.goto(urlFor("mlb.localhost", "/standings"));
    const picker = seasonPicker(page);
    // The latest season with standings by default.
    await expect(picker).toHaveValue("2025");
    await expect(picker.locator("option", { hasText: /^1871 MLB season$/ })).toHaveCount(1);
    await picker.selectOption({ label: "1927 MLB season" });
    await expect(page).toHaveURL(/[?&]season=1927\b/);
    const yankees = row(page, /New York Yankees/);
    await expect(yankees).toBeVisible();
    await expect(yankees).toContainText("110-44");
    await expect(row(page, /Houston Astros/)).toHaveCount(0);
    // The choice survives a reload.
    await page.reload();
    await expect(seasonPicker(page)).toHaveValue("1927");
    await expect(row(page, /New York Yankees/)).toContainText("110-44");
  });

  test("NFL: 1972 is chosen from the picker and shows the unbeaten Dolphins, 14-0", async ({ page, request }) => {
    await needsDatasets(request);
    await page.goto(urlFor("nfl.localhost", "/standings"));
    const picker = seasonPicker(page);
    await expect(picker).toHaveValue("2023");
    await picker.selectOption({ label: "1972 NFL season" });
    await expect(page).toHaveURL(/[?&]season=1972\b/);
    const dolphins = row(page, /Miami Dolphins/);
    await expect(dolphins).toBeVisible();
    await expect(dolphins).toContainText("14-0");
  });

  test("the hub: the picker appears once a sport is chosen, labelled the sport's way (1993-94)", async ({ page, request }) => {
    await needsDatasets(request);
    await page.goto(urlFor("localhost", "/standings"));
    await expect(row(page, /Houston Astros/).first()).toBeVisible();
    await expect(seasonPicker(page)).toHaveCount(0);
    await page.getByLabel("Sport").selectOption({ label: "Hockey" });
    const picker = seasonPicker(page);
    await picker.selectOption({ label: "1993-94 NHL season" });
    await expect(page).toHaveURL(/[?&]season=1993\b/);
    // The 1993-94 Rangers: 52-24 with 112 points, the Presidents' Trophy.
    await expect(row(page, /New York Rangers/)).toContainText("52-24");
    await expect(row(page, /Houston Astros/)).toHaveCount(0);
  });

  test("the college basketball site holds no standings and says so, not 'try adjusting your filters'", async ({ page }) => {
    await page.goto(urlFor("cbb.localhost", "/standings"));
    await expect(page.getByRole("heading", { name: "No Standings Found" })).toBeVisible();
    await expect(main(page).getByText("We hold no College Basketball standings yet.")).toBeVisible();
    await expect(main(page).getByText("Try adjusting your search or filters")).toHaveCount(0);
  });

  test("a search that matches nothing says to adjust it", async ({ page, request }) => {
    await needsDatasets(request);
    await page.goto(urlFor("mlb.localhost", "/standings"));
    await expect(row(page, /Houston Astros/)).toBeVisible();
    await page.getByRole("searchbox").fill("no such team");
    await expect(main(page).getByText("Try adjusting your search or filters")).toBeVisible();
  });
});

test.describe("Scores: a chosen season", () => {
  test("NFL: the 1985 season is chosen from the picker and shows the Bears' Super Bowl XX", async ({ page, request }) => {
    await needsDatasets(request);
    await page.goto(urlFor("nfl.localhost", "/scores"));
    const picker = seasonPicker(page);
    await expect(picker).toHaveValue("");
    await picker.selectOption({ label: "1985" });
    await expect(page).toHaveURL(/[?&]season=1985\b/);
    const superBowl = main(page).getByRole("button", { name: /Super Bowl XX\b/ });
    await expect(superBowl).toBeVisible();
    await expect(superBowl).toContainText("Chicago Bears");
    await expect(superBowl).toContainText("46");
    // The list holds that season's games only, as many as the API counts for it.
    const { count } = (await (
      await request.get(
        urlFor("127.0.0.1", "/api/games/games/?sport__slug=football&level__slug=professional&season__start_year=1985&page_size=1"),
      )
    ).json()) as { count: number };
    expect(count).toBeGreaterThan(200);
    await expect(main(page).getByText(`Showing 48 of ${count.toLocaleString("en-US")} games`)).toBeVisible();
  });

  test("an empty Today says so, names the latest day we hold, and offers its season", async ({ page }) => {
    await page.goto(urlFor("nfl.localhost", "/scores"));
    await page.getByLabel("Date range").selectOption({ label: "Today" });
    await expect(page.getByRole("heading", { name: "No Games Found" })).toBeVisible();
    await expect(
      main(page).getByText(/^We hold no games dated today, .*\. The latest games we hold were played on Feb 9, 2025\.$/),
    ).toBeVisible();
    await main(page).getByRole("button", { name: "Show the 2024 season" }).click();
    await expect(page).toHaveURL(/[?&]season=2024\b/);
    await expect(main(page).getByRole("button", { name: /Super Bowl LIX/ })).toBeVisible();
  });
});

// Site scope (issue #13, point 1): a sport site's list is its one sport, so these screens offer
// no Sport dropdown there, and a sport left in its URL filters nothing; the hub keeps it.
test.describe("Standings, Scores and Seasons: the Sport dropdown only on the hub", () => {
  const sportDropdown = (page: Page) => main(page).getByRole("combobox", { name: "Sport", exact: true });
  for (const [path, shows, datasets] of [
    ["/standings?sport=hockey", /Houston Astros/, true],
    // The newest MLB games (the 2024 World Series' Game 5, or Retrosheet's last day of 2025) have the Dodgers.
    ["/scores?sport=hockey", /Los Angeles Dodgers/, false],
    ["/seasons?sport=hockey", /2023 MLB season/, false],
  ] as const) {
    test(`the MLB site at ${path} shows its own list and no Sport dropdown`, async ({ page, request }) => {
      if (datasets) await needsDatasets(request);
      await page.goto(urlFor("mlb.localhost", path));
      await expect(main(page).getByText(shows).first()).toBeVisible();
      await expect(sportDropdown(page)).toHaveCount(0);
    });
  }

  for (const path of ["/standings", "/scores", "/seasons"]) {
    test(`the hub's ${path} keeps the Sport dropdown`, async ({ page }) => {
      await page.goto(urlFor("localhost", path));
      await expect(sportDropdown(page)).toBeVisible();
      await expect(sportDropdown(page).locator("option", { hasText: "Baseball" })).toHaveCount(1);
    });
  }
});

test("Seasons: the decade filter reaches the 1870s on the MLB site", async ({ page, request }) => {
  await needsDatasets(request);
  await page.goto(urlFor("mlb.localhost", "/seasons"));
  const years = page.getByLabel("Years");
  // The spec's three stay, newest first, and every decade present follows.
  await expect(years.locator("option")).toHaveText([
    "All Years",
    "2020s",
    "2010s",
    "2000s",
    "1990s",
    "1980s",
    "1970s",
    "1960s",
    "1950s",
    "1940s",
    "1930s",
    "1920s",
    "1910s",
    "1900s",
    "1890s",
    "1880s",
    "1870s",
  ]);
  await years.selectOption("1870s");
  await expect(page).toHaveURL(/[?&]decade=1870s\b/);
  await expect(main(page).getByText("1871 MLB season")).toBeVisible();
  await expect(main(page).getByText("2023 MLB season")).toHaveCount(0);
});
