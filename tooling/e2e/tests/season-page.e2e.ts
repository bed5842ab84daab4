// The season page (issue #16) on the full data: from the NHL site's Rangers page a visitor
// follows the 1993-94 season to /seasons/nhl-1993-94, which shows real rows (Hockey Databank
// standings, series and scoring, the curated Stanley Cup history): the Rangers' Cup over
// Vancouver, the Atlantic Division with the Rangers' 52 wins, the Cup Final series 4–3 and the
// points leaders. A division's table sorts by wins and downloads as CSV; an unknown slug is a
// page of its own.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { needsDatasets } from "./datasets";
import { urlFor } from "./hosts";
import { overflow } from "./site-routes";

const ATLANTIC = "Atlantic Division standings, 1993-94 NHL season";

test("nhl.localhost: the Rangers' page → their 1993-94 season: Cup, standings, Cup Final series, leaders; a division sorted and downloaded", async ({
  page,
  request,
}) => {
  await needsDatasets(request, ["hockey-databank"]);
  await page.goto(urlFor("nhl.localhost", "/teams/new-york-rangers"));
  const main = page.getByRole("main");
  await main
    .getByRole("table", { name: "Every season of the New York Rangers, newest first" })
    .getByRole("link", { name: "1993-94", exact: true })
    .click();
  await expect(page).toHaveURL(/\/seasons\/nhl-1993-94$/);
  await expect(main.getByRole("heading", { level: 1, name: "1993-94 NHL season" })).toBeVisible();
  await expect(page).toHaveTitle("1993-94 NHL season: standings, playoffs and leaders · Title Ledger NHL");

  const title = main.getByRole("region", { name: "Stanley Cup Final" });
  await expect(title).toContainText("ChampionNew York RangersRunner-upVancouver CanucksResult4–3");
  await expect(title.getByRole("link", { name: "Vancouver Canucks" })).toHaveAttribute("href", "/teams/vancouver-canucks");

  const atlantic = main.getByRole("table", { name: ATLANTIC });
  const rangers = atlantic.getByRole("row").filter({ has: page.getByRole("link", { name: "New York Rangers", exact: true }) });
  await expect(rangers).toContainText("52");
  await expect(rangers).toContainText("Won Stanley Cup Final");
  // Four divisions, 26 teams.
  await expect(main.getByRole("table", { name: /standings, 1993-94 NHL season$/ })).toHaveCount(4);

  const final = main
    .getByRole("region", { name: "Postseason" })
    .getByRole("listitem", { name: /New York Rangers over Vancouver Canucks, 4–3$/ });
  await expect(final).toBeVisible();
  await expect(main.getByRole("region", { name: "Postseason" }).getByRole("listitem", { name: /over/ })).toHaveCount(15);

  const points = main.getByRole("region", { name: "Skaters: Points" });
  await expect(points.getByRole("listitem").first()).toContainText("Wayne Gretzky");
  await expect(points.getByRole("listitem").first()).toContainText("130");
  await expect(points.getByRole("link", { name: "Wayne Gretzky" })).toHaveAttribute("href", "/players/wayne-gretzky");

  // Sorted by wins, most first on the second press: the Rangers' 52.
  const wins = atlantic.getByRole("columnheader", { name: "W", exact: true });
  await wins.getByRole("button").click();
  await expect(wins).toHaveAttribute("aria-sort", "ascending");
  await wins.getByRole("button").click();
  await expect(wins).toHaveAttribute("aria-sort", "descending");
  await expect(atlantic.getByRole("row").nth(1).getByRole("rowheader")).toHaveText("New York Rangers");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    main.getByRole("region", { name: "Atlantic Division" }).getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("1993-94-nhl-season-atlantic-division-standings.csv");
  const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]).toBe("Rank,Team,W,L,T,Win %,GB,Playoffs");
  expect(lines).toHaveLength(1 + 7);
  expect(lines[1]).toMatch(/^1,New York Rangers,52,24,8,/);

  await main.getByRole("link", { name: "Next season: 1994-95 NHL season" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "1994-95 NHL season" })).toBeVisible();
});

test("nhl.localhost/seasons/<unknown>: a not-found page, not an error", async ({ page }) => {
  await page.goto(urlFor("nhl.localhost", "/seasons/nhl-1800-01"));
  await expect(page.getByRole("heading", { level: 1, name: "Season Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to seasons" })).toHaveAttribute("href", "/seasons");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 320, height: 800 }, reducedMotion: "reduce" });

  test("mlb.localhost/seasons/mlb-1927: the page fits the window, each league's table scrolls in its own named box", async ({
    page,
    request,
  }) => {
    await needsDatasets(request, ["lahman"]);
    await page.goto(urlFor("mlb.localhost", "/seasons/mlb-1927"));
    const main = page.getByRole("main");
    const table = main.getByRole("table", { name: "American League standings, 1927 MLB season" });
    await expect(table.getByRole("row").filter({ hasText: "New York Yankees" })).toContainText("110");
    await expect(main.getByRole("region", { name: "Postseason" })).toContainText("New York Yankees over Pittsburgh Pirates, 4–0");
    await expect(main.getByText("Yankees 5, Pirates 4")).toBeVisible();
    expect(await overflow(page)).toBe(0);
    const scroller = main.getByRole("region", { name: "American League standings, 1927 MLB season" });
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });
});
