// The franchise page (issue #16) on the full data: from the NHL site's Teams screen a visitor
// opens the Rangers' card and follows its name to /teams/new-york-rangers, which shows real rows
// (Hockey Databank standings, the curated Stanley Cup history): the 1993-94 title and the season
// table's 1993-94 row. The table sorts by wins and downloads as CSV; an unknown slug is a page
// of its own.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { needsDatasets } from "./datasets";
import { urlFor } from "./hosts";

const TABLE = "Every season of the New York Rangers, newest first";

test("nhl.localhost: Teams → the Rangers' page, its 1993-94 Cup and season rows, sorted by wins, downloaded as CSV", async ({
  page,
  request,
}) => {
  await needsDatasets(request, ["hockey-databank"]);
  await page.goto(urlFor("nhl.localhost", "/teams?q=rangers"));
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /New York Rangers/ }).click();
  await main.getByRole("link", { name: "New York Rangers" }).click();
  await expect(page).toHaveURL(/\/teams\/new-york-rangers$/);
  await expect(main.getByRole("heading", { level: 1, name: "New York Rangers" })).toBeVisible();
  await expect(page).toHaveTitle("New York Rangers: seasons, titles and records · Title Ledger NHL");

  const titles = main.getByRole("region", { name: /^Titles/ });
  await expect(titles.getByRole("listitem").filter({ hasText: "1993-94 NHL season" })).toContainText(
    "Stanley Cup Final, 4–3 over Vancouver Canucks",
  );
  await expect(titles.getByRole("link", { name: "Stanley Cup Final" }).first()).toHaveAttribute("href", "/championships/stanley-cup-final");

  const table = main.getByRole("table", { name: TABLE });
  const cup = table.getByRole("row").filter({ has: page.getByRole("link", { name: "1993-94", exact: true }) });
  await expect(cup).toContainText("52");
  await expect(cup).toContainText("Won Stanley Cup Final");
  const rows = await table.getByRole("row").count();
  // Some 90 seasons since 1926-27, and a header row.
  expect(rows - 1).toBeGreaterThan(80);

  // Sorted by wins, most first on the second press.
  const wins = table.getByRole("columnheader", { name: "W", exact: true });
  await wins.getByRole("button").click();
  await expect(wins).toHaveAttribute("aria-sort", "ascending");
  await wins.getByRole("button").click();
  await expect(wins).toHaveAttribute("aria-sort", "descending");
  const firstRowWins = Number(await table.getByRole("row").nth(1).getByRole("cell").nth(2).textContent());
  const secondRowWins = Number(await table.getByRole("row").nth(2).getByRole("cell").nth(2).textContent());
  expect(firstRowWins).toBeGreaterThanOrEqual(secondRowWins);

  const [download] = await Promise.all([page.waitForEvent("download"), main.getByRole("button", { name: /Download CSV/ }).click()]);
  expect(download.suggestedFilename()).toBe("new-york-rangers-seasons.csv");
  const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]).toBe("Season,League,Division,W,L,T,OTL,Win %,Finish,Playoffs,Coach");
  expect(lines).toHaveLength(rows);
  expect(lines.find((line) => line.startsWith("1993-94,"))).toContain("Won Stanley Cup Final");
});

test("nhl.localhost/teams/<unknown>: a not-found page, not an error", async ({ page }) => {
  await page.goto(urlFor("nhl.localhost", "/teams/no-such-team"));
  await expect(page.getByRole("heading", { level: 1, name: "Team Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to teams" })).toHaveAttribute("href", "/teams");
  await expect(page.getByRole("alert")).toHaveCount(0);
});
