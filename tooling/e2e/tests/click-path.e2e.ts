// Issue #16's acceptance, by clicking only: from the Hall of Champions a visitor opens a
// champion → its franchise page → one of its seasons → that season's standings → a player of
// its leaders → his page's season rows → his team's franchise page, each showing real rows.
// Three sites: MLB and NHL in-site, and the hub, whose Hall of Champions links across to the
// NHL site. Only Lahman and the Hockey Databank hold the per-season player rows that make
// leaders and player pages, so the path runs through baseball and hockey. Figures checked
// against the sources: Lahman 2025 Teams.csv (1961 Yankees 109-53) and Batting.csv (Maris: 13
// stints 1957-68, 61 HR in 1961, 275 in all); Hockey Databank Teams.csv (1983-84 Oilers 57-18-5,
// 1995-96 Avalanche 47-25-10) and Scoring.csv (Gretzky: 21 NHL stints, 205 points in 1983-84,
// 2,857 in all; Lemieux: 17 seasons, 161 points in 1995-96, 1,723 in all).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { needsDatasets } from "./datasets";
import { urlFor } from "./hosts";

interface ClickPath {
  host: string;
  dataset: string;
  /** The "Every season" option of the Hall of Champions: its label on that site. */
  year: string;
  champion: RegExp;
  franchise: { name: string; slug: string };
  /** The site of the franchise's pages (the hub links across to it). */
  franchiseHost: string;
  season: { label: string; slug: string; name: string };
  standings: { table: string; wins: string };
  leaders: { board: string; player: string; slug: string; value: string };
  player: { table: string; seasons: number; stat: string; value: string; career: string };
  /** A team of his season rows: the last page. */
  team: { season: string; name: string; slug: string };
}

const PATHS: ClickPath[] = [
  {
    host: "mlb.localhost",
    dataset: "lahman",
    year: "1961",
    champion: /New York Yankees/,
    franchise: { name: "New York Yankees", slug: "new-york-yankees" },
    franchiseHost: "mlb.localhost",
    season: { label: "1961", slug: "mlb-1961", name: "1961 MLB season" },
    standings: { table: "American League standings, 1961 MLB season", wins: "109" },
    leaders: { board: "Batting: Home runs", player: "Roger Maris", slug: "roger-maris", value: "61" },
    player: { table: "Roger Maris's batting, season by season", seasons: 13, stat: "HR", value: "61", career: "275" },
    team: { season: "1967", name: "St. Louis Cardinals", slug: "st-louis-cardinals" },
  },
  {
    host: "nhl.localhost",
    dataset: "hockey-databank",
    year: "1983-84",
    champion: /Edmonton Oilers/,
    franchise: { name: "Edmonton Oilers", slug: "edmonton-oilers" },
    franchiseHost: "nhl.localhost",
    season: { label: "1983-84", slug: "nhl-1983-84", name: "1983-84 NHL season" },
    standings: { table: "Smythe Division standings, 1983-84 NHL season", wins: "57" },
    leaders: { board: "Skaters: Points", player: "Wayne Gretzky", slug: "wayne-gretzky", value: "205" },
    player: { table: "Wayne Gretzky's skating, season by season", seasons: 21, stat: "PTS", value: "205", career: "2,857" },
    team: { season: "1988-89", name: "Los Angeles Kings", slug: "los-angeles-kings" },
  },
  {
    // The hub lists every sport's champions by start year and links them across to their site.
    host: "localhost",
    dataset: "hockey-databank",
    year: "1995",
    champion: /Colorado Avalanche/,
    franchise: { name: "Colorado Avalanche", slug: "colorado-avalanche" },
    franchiseHost: "nhl.localhost",
    season: { label: "1995-96", slug: "nhl-1995-96", name: "1995-96 NHL season" },
    standings: { table: "Pacific Division standings, 1995-96 NHL season", wins: "47" },
    leaders: { board: "Skaters: Points", player: "Mario Lemieux", slug: "mario-lemieux", value: "161" },
    player: { table: "Mario Lemieux's skating, season by season", seasons: 17, stat: "PTS", value: "161", career: "1,723" },
    team: { season: "1995-96", name: "Pittsburgh Penguins", slug: "pittsburgh-penguins" },
  },
];

/** The cell of a row under a column header (the row header counts as a cell). */
async function cellOf(page: Page, table: string, header: string) {
  const headers = await page.getByRole("table", { name: table }).getByRole("columnheader").allTextContents();
  const index = headers.indexOf(header);
  expect(index, `${table} has a ${header} column`).toBeGreaterThan(0);
  return (row: Locator) => row.locator("th, td").nth(index);
}

for (const path of PATHS) {
  test(`${path.host}: Hall of Champions → ${path.franchise.name} → ${path.season.label} → ${path.leaders.player} → ${path.team.name}, by clicking`, async ({
    page,
    request,
  }) => {
    await needsDatasets(request, [path.dataset]);
    const main = page.getByRole("main");
    await page.goto(urlFor(path.host, "/champions"));
    await main.getByLabel("Every season").selectOption({ label: path.year });
    await main.getByRole("button", { name: path.champion }).click();
    await main.getByRole("link", { name: path.franchise.name, exact: true }).click();

    // The franchise page: its season table holds the title season.
    await expect(page).toHaveURL(urlFor(path.franchiseHost, `/teams/${path.franchise.slug}`));
    await expect(main.getByRole("heading", { level: 1, name: path.franchise.name })).toBeVisible();
    const seasons = main.getByRole("table", { name: `Every season of the ${path.franchise.name}, newest first` });
    const titleRow = seasons.getByRole("row").filter({ has: page.getByRole("link", { name: path.season.label, exact: true }) });
    await expect(titleRow).toContainText(path.standings.wins);
    await titleRow.getByRole("link", { name: path.season.label, exact: true }).click();

    // The season page: the champion's row in its standings, the leaders.
    await expect(page).toHaveURL(urlFor(path.franchiseHost, `/seasons/${path.season.slug}`));
    await expect(main.getByRole("heading", { level: 1, name: path.season.name })).toBeVisible();
    const standings = main.getByRole("table", { name: path.standings.table });
    const champion = standings.getByRole("row").filter({ has: page.getByRole("link", { name: path.franchise.name, exact: true }) });
    const wins = await cellOf(page, path.standings.table, "W");
    await expect(wins(champion)).toHaveText(path.standings.wins);
    const board = main.getByRole("region", { name: path.leaders.board });
    await expect(board.getByRole("listitem").first()).toContainText(path.leaders.player);
    await expect(board.getByRole("listitem").first()).toContainText(path.leaders.value);
    await board.getByRole("link", { name: path.leaders.player }).click();

    // The player's page: every season of his career, the leading one and the career row.
    await expect(page).toHaveURL(urlFor(path.franchiseHost, `/players/${path.leaders.slug}`));
    await expect(main.getByRole("heading", { level: 1, name: path.leaders.player })).toBeVisible();
    const rows = main.getByRole("table", { name: path.player.table }).locator("tbody tr");
    await expect(rows).toHaveCount(path.player.seasons + 1);
    const stat = await cellOf(page, path.player.table, path.player.stat);
    const leading = rows.filter({ has: page.getByRole("link", { name: path.season.label, exact: true }) }).first();
    await expect(stat(leading)).toHaveText(path.player.value);
    await expect(rows.last().getByRole("rowheader")).toHaveText("Career");
    await expect(stat(rows.last())).toHaveText(path.player.career);

    // His team: the franchise page of one of his season rows.
    const teamRow = rows.filter({ has: page.getByRole("link", { name: path.team.season, exact: true }) }).first();
    await teamRow.getByRole("link", { name: path.team.name, exact: true }).click();
    await expect(page).toHaveURL(urlFor(path.franchiseHost, `/teams/${path.team.slug}`));
    await expect(main.getByRole("heading", { level: 1, name: path.team.name })).toBeVisible();
    await expect(
      main
        .getByRole("table", { name: `Every season of the ${path.team.name}, newest first` })
        .getByRole("link", { name: path.team.season, exact: true }),
    ).toBeVisible();
  });
}
