// One league per table (issue #15): a sport site holds several leagues (MLB and the Negro
// Leagues; the NBA, BAA and ABA), and the Standings picker offers league seasons by name, one
// league's table at a time, the choice kept in the URL. Real rows: the 1942 Negro American
// League's Kansas City Monarchs (36-14) and the American League's Yankees (103-51), Lahman;
// the 1970-71 ABA's Indiana Pacers (58-26) and the NBA's Milwaukee Bucks (66-16), 538's games.
import { expect, test, type Page } from "@playwright/test";
import { needsDatasets } from "./datasets";
import { urlFor } from "./hosts";

const main = (page: Page) => page.getByRole("main");
const seasonPicker = (page: Page) => page.getByRole("combobox", { name: "Season", exact: true });
const row = (page: Page, team: RegExp) => main(page).getByRole("button", { name: team });
const seasonHeadings = (page: Page) => main(page).getByRole("region").getByRole("heading", { level: 2 });

test("mlb.localhost/standings: a Negro League season is its own table, chosen from the picker and kept in the URL", async ({
  page,
  request,
}) => {
  await needsDatasets(request, ["lahman"]);
  await page.goto(urlFor("mlb.localhost", "/standings"));
  // The main league's latest season by default.
  await expect(seasonHeadings(page).first()).toHaveText(/^\d{4} MLB season$/);
  await expect(seasonHeadings(page)).toHaveCount(1);
  const picker = seasonPicker(page);
  await picker.selectOption({ label: "1942 NAL season" });
  await expect(page).toHaveURL(/[?&]season=1942&league=negro-american-league\b/);
  await expect(seasonHeadings(page)).toHaveText(["1942 NAL season"]);
  await expect(row(page, /Kansas City Monarchs/)).toContainText("36-14");
  await expect(row(page, /New York Yankees/)).toHaveCount(0);
  // A shared link opens the same table.
  await page.reload();
  await expect(seasonHeadings(page)).toHaveText(["1942 NAL season"]);
  await picker.selectOption({ label: "1942 MLB season" });
  await expect(page).toHaveURL(/\/standings\?season=1942$/);
  await expect(seasonHeadings(page)).toHaveText(["1942 MLB season"]);
  await expect(row(page, /New York Yankees/)).toContainText("103-51");
  await expect(row(page, /Kansas City Monarchs/)).toHaveCount(0);
});

test("nba.localhost/standings: the ABA's 1970-71 apart from the NBA's", async ({ page, request }) => {
  await needsDatasets(request, ["fivethirtyeight-nba-games"]);
  await page.goto(urlFor("nba.localhost", "/standings?season=1970"));
  await expect(seasonHeadings(page)).toHaveText(["1970-71 NBA season"]);
  await expect(row(page, /Milwaukee Bucks/)).toContainText("66-16");
  await expect(row(page, /Indiana Pacers/)).toHaveCount(0);
  await seasonPicker(page).selectOption({ label: "1970-71 ABA season" });
  await expect(page).toHaveURL(/[?&]season=1970&league=aba\b/);
  await expect(seasonHeadings(page)).toHaveText(["1970-71 ABA season"]);
  await expect(row(page, /Indiana Pacers/)).toContainText("58-26");
  await expect(row(page, /Milwaukee Bucks/)).toHaveCount(0);
});
