// The player and coach pages (issue #16) on the full data. From the MLB site's Players screen a
// visitor opens Babe Ruth's card and follows his name to /players/babe-ruth, which shows every
// season of his career (Lahman Batting: 22, 1914-1935) with the career row's 714 home runs; the
// table sorts and downloads as CSV. On the NHL site a goalie's page has goaltending columns and
// Scotty Bowman's page totals his record (Hockey Databank Coaches). Unknown slugs are pages of
// their own.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { needsDatasets } from "./datasets";
import { urlFor } from "./hosts";

const BATTING = "Babe Ruth's batting, season by season";

test("mlb.localhost: Players → Babe Ruth's page, 22 seasons and the 714 career row, sorted by HR, downloaded as CSV", async ({
  page,
  request,
}) => {
  await needsDatasets(request, ["lahman"]);
  await page.goto(urlFor("mlb.localhost", "/players?q=babe%20ruth"));
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /Babe Ruth/ }).click();
  // The open card's Pages section links his page.
  await main.getByRole("link", { name: "Babe Ruth", exact: true }).click();
  await expect(page).toHaveURL(/\/players\/babe-ruth$/);
  await expect(main.getByRole("heading", { level: 1, name: "Babe Ruth" })).toBeVisible();
  await expect(page).toHaveTitle("Babe Ruth: stats, titles and awards · Title Ledger MLB");

  const table = main.getByRole("table", { name: BATTING });
  const body = table.locator("tbody tr");
  // 22 seasons (one team each) and the career row.
  await expect(body).toHaveCount(23);
  const career = body.last();
  await expect(career.getByRole("rowheader")).toHaveText("Career");
  const hr = await table.getByRole("columnheader").allTextContents();
  const homeRuns = hr.indexOf("HR");
  expect(homeRuns).toBeGreaterThan(0);
  await expect(career.locator("th, td").nth(homeRuns)).toHaveText("714");
  const season1927 = body.filter({ has: page.getByRole("link", { name: "1927", exact: true }) });
  await expect(season1927.locator("th, td").nth(homeRuns)).toHaveText("60");
  await expect(season1927.getByRole("link", { name: "1927", exact: true })).toHaveAttribute("href", "/seasons/mlb-1927");

  // Most home runs first on the second press; the career row stays last.
  const header = table.getByRole("columnheader", { name: "HR", exact: true });
  await header.getByRole("button").click();
  await header.getByRole("button").click();
  await expect(header).toHaveAttribute("aria-sort", "descending");
  await expect(body.first().locator("th, td").nth(homeRuns)).toHaveText("60");
  await expect(body.last().getByRole("rowheader")).toHaveText("Career");

  const batting = main.getByRole("region", { name: "Batting" });
  const [download] = await Promise.all([page.waitForEvent("download"), batting.getByRole("button", { name: /Download CSV/ }).click()]);
  expect(download.suggestedFilename()).toBe("babe-ruth-batting.csv");
  const lines = (await readFile(await download.path(), "utf8"))
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe("Season,Team,G,AB,R,H,2B,3B,HR,RBI,SB,BB,SO,BA");
  expect(lines).toHaveLength(24);
  expect(lines[1]).toMatch(/^1927,New York Yankees,.*,60,/);
  expect(lines.at(-1)).toMatch(/^Career,.*,714,/);
});

test("nhl.localhost: a goalie's page shows goaltending statistics first", async ({ page, request }) => {
  await needsDatasets(request, ["hockey-databank"]);
  await page.goto(urlFor("nhl.localhost", "/players/ken-dryden"));
  const main = page.getByRole("main");
  const table = main.getByRole("table", { name: "Ken Dryden's goaltending, season by season" });
  await expect(table.getByRole("columnheader", { name: "GAA", exact: true })).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(9);
  await expect(table.locator("tbody tr").last()).toContainText("258");
  // The Hockey Databank gives a goalie skater rows too (assists, penalty minutes): his goaltending comes first.
  await expect(main.getByRole("table")).toHaveCount(2);
  await expect(main.getByRole("table").first()).toHaveAccessibleName("Ken Dryden's goaltending, season by season");
  await expect(main.getByRole("table", { name: /batting/ })).toHaveCount(0);
});

test("nhl.localhost: Coaches → Scotty Bowman's page totals his record", async ({ page, request }) => {
  await needsDatasets(request, ["hockey-databank"]);
  await page.goto(urlFor("nhl.localhost", "/coaches?q=bowman"));
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /Scotty Bowman/ }).click();
  await main.getByRole("link", { name: "Scotty Bowman", exact: true }).click();
  await expect(page).toHaveURL(/\/coaches\/scotty-bowman$/);
  await expect(page).toHaveTitle("Scotty Bowman: record, titles and awards · Title Ledger NHL");
  await expect(main.getByRole("region", { name: "Career totals" })).toContainText("1244-573-314-10");
  const table = main.getByRole("table", { name: "Scotty Bowman's record, season by season" });
  // 31 stints in 30 seasons (two with Buffalo in 1981-82) and the career row.
  await expect(table.locator("tbody tr")).toHaveCount(32);
  const career = table.locator("tbody tr").last();
  await expect(career.getByRole("rowheader")).toHaveText("Career");
  await expect(career).toContainText("1,244");
  await expect(career).toContainText("223-130");
  await expect(main.getByRole("region", { name: /^Titles/ }).getByRole("listitem")).toHaveCount(9);
});

test("unknown slugs: not-found pages, not errors", async ({ page }) => {
  for (const [path, heading, back] of [
    ["/players/babe-rut", "Player Not Found", "Back to players"],
    ["/coaches/scotty-bowmen", "Coach Not Found", "Back to coaches"],
  ] as const) {
    await page.goto(urlFor("mlb.localhost", path));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("link", { name: back })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  }
});
