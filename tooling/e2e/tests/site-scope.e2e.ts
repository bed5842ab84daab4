// The site-scope rule in the browser (issue #13, point 1): on the NHL, MLB and college football
// sites no card, row or option of another sport or level shows on Teams, Champions,
// Championships, Players or Coaches; the hub shows every sport; Teams and Champions widen to
// All Sports with ?scope=all; another sport's championship links to its own site; and every
// season is reachable from the Champions picker (the Rangers' 1993-94 Stanley Cup).
//
// Players and coaches come from the public datasets: those checks run when the server has
// imported them (always in CI) and are skipped with the reason otherwise.
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { apiFilters } from "@tl/site-config/derive";
import { hostname } from "@tl/site-config/resolve";
import { sites } from "@tl/site-config/sites";
import type { SiteConfig } from "@tl/site-config/types";
import { needsDatasets } from "./datasets";
import { E2E_PORT, urlFor } from "./hosts";

const main = (page: Page) => page.getByRole("main");
const hostOf = (site: SiteConfig) => hostname(site.hosts.local);

interface Scoped {
  site: SiteConfig;
  /** The sport and level badges every team card of the site carries. */
  sport: string;
  level: string;
  championship: string;
}

const SCOPED: Scoped[] = [
  { site: sites.nhl, sport: "Hockey", level: "Professional", championship: "Stanley Cup Final" },
  { site: sites.mlb, sport: "Baseball", level: "Professional", championship: "World Series" },
  { site: sites.cfb, sport: "Football", level: "NCAA Division I", championship: "College Football National Championship" },
];

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(urlFor("127.0.0.1", path));
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

interface ApiTeam {
  slug: string;
  division: string | null;
}

/** Every team the site's sport and level hold, as the API lists them. */
async function siteTeams(request: APIRequestContext, site: SiteConfig): Promise<ApiTeam[]> {
  const query = new URLSearchParams({ ...apiFilters(site), page_size: "500" });
  return (await apiJson<{ results: ApiTeam[] }>(request, `/api/teams/teams/?${query.toString()}`)).results;
}

const needsPeople = (request: APIRequestContext) => needsDatasets(request, ["lahman", "hockey-databank"]);

/** The text of every item of a named list, once it has one. */
async function itemTexts(list: Locator): Promise<string[]> {
  await expect(list.getByRole("listitem").first()).toBeVisible();
  return list.getByRole("listitem").allTextContents();
}

/** A dropdown's options as [value, label]. */
async function options(select: Locator): Promise<[string, string][]> {
  return select
    .locator("option")
    .evaluateAll((nodes) => nodes.map((node) => [(node as HTMLOptionElement).value, node.textContent.trim()] as [string, string]));
}

test.describe("a sport site shows its own sport and level only", () => {
  for (const { site, sport, level, championship } of SCOPED) {
    test(`${site.id}: Teams cards and the division options are the site's`, async ({ page, request }) => {
      await page.goto(urlFor(hostOf(site), "/teams"));
      const cards = await itemTexts(main(page).getByRole("list", { name: "Teams" }));
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card, card).toContain(sport);
        expect(card, card).toContain(level);
      }
      await expect(main(page).getByLabel("Sport", { exact: true })).toHaveCount(0);
      // The site's own divisions (college football: none, so no AFC or NFC), nothing else.
      const own = [...new Set((await siteTeams(request, site)).flatMap((team) => team.division ?? []))].sort((a, b) => a.localeCompare(b));
      const divisions = (await options(main(page).getByLabel("Division"))).map(([, label]) => label);
      expect(divisions).toEqual(["All Divisions", ...own]);
    });

    test(`${site.id}: Champions and Championships list the site's title only`, async ({ page }) => {
      await page.goto(urlFor(hostOf(site), "/champions?year=2010"));
      const list = main(page).getByRole("list", { name: /^Champions of / });
      for (const row of await itemTexts(list)) expect(row).toContain(championship);
      expect(await itemTexts(list)).toHaveLength(1);
      await page.goto(urlFor(hostOf(site), "/championships"));
      const cards = await itemTexts(main(page).getByRole("list", { name: "Championships" }));
      expect(cards).toHaveLength(1);
      expect(cards[0]).toContain(championship);
    });
  }

  for (const { site, sport } of SCOPED) {
    for (const [path, listName, noun] of [
      ["/players", "Players", "players"],
      ["/coaches", "Coaches", "coaches"],
    ] as const) {
      test(`${site.id}${path}: every card is of the site's sport, every team option one of its teams, no label twice`, async ({
        page,
        request,
      }) => {
        await needsPeople(request);
        const teams = new Set((await siteTeams(request, site)).map((team) => team.slug));
        await page.goto(urlFor(hostOf(site), path));
        const list = main(page).getByRole("list", { name: listName });
        const empty = main(page).getByRole("heading", { name: `No ${listName} Found` });
        await expect(list.or(empty).first()).toBeVisible();
        if (await empty.isVisible()) {
          // Nothing filtered: the site holds none, and says so.
          await expect(main(page).getByText(`We hold no ${site.shortName} ${noun} yet.`)).toBeVisible();
        } else {
          for (const card of await itemTexts(list)) expect(card, card).toContain(sport);
          // Options arrive with the summary.
          await expect.poll(async () => (await options(main(page).getByLabel("Team"))).length).toBeGreaterThan(1);
        }
        await expect(main(page).getByLabel("Sport", { exact: true })).toHaveCount(0);
        const teamOptions = (await options(main(page).getByLabel("Team"))).slice(1);
        for (const [value, label] of teamOptions) expect(teams.has(value), `${label} (${value})`).toBe(true);
        const labels = teamOptions.map(([, label]) => label);
        expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
      });
    }
  }

  test("the MLB players' team dropdown tells the three Kansas City Cowboys apart by their years", async ({ page, request }) => {
    await needsPeople(request);
    await page.goto(urlFor("mlb.localhost", "/players"));
    const teamSelect = main(page).getByLabel("Team");
    await expect.poll(async () => (await options(teamSelect)).length).toBeGreaterThan(1);
    const cowboys = (await options(teamSelect)).map(([, label]) => label).filter((label) => label.startsWith("Kansas City Cowboys"));
    expect(cowboys).toEqual(["Kansas City Cowboys (1884)", "Kansas City Cowboys (1886)", "Kansas City Cowboys (1888–1889)"]);
  });
});

test.describe("the hub shows every sport", () => {
  test("Teams offers every sport and Champions every title of a year", async ({ page }) => {
    await page.goto(urlFor("localhost", "/teams"));
    await expect(main(page).getByRole("list", { name: "Teams" }).getByRole("listitem").first()).toBeVisible();
    const sports = (await options(main(page).getByLabel("Sport", { exact: true }))).map(([, label]) => label);
    expect(sports).toEqual(["All Sports", "Baseball", "Basketball", "Football", "Hockey"]);
    await expect(main(page).getByRole("group", { name: "Sports shown" })).toHaveCount(0);
    await page.goto(urlFor("localhost", "/champions?year=1993"));
    expect(await itemTexts(main(page).getByRole("list", { name: "Champions of the seasons that began in 1993" }))).toHaveLength(8);
  });
});

test.describe("widening a sport site to All Sports", () => {
  test("NHL Teams: All Sports brings other sports, in the URL, and back", async ({ page }) => {
    await page.goto(urlFor("nhl.localhost", "/teams?q=yankees"));
    await expect(main(page).getByRole("heading", { name: "No Teams Found" })).toBeVisible();
    await main(page).getByRole("group", { name: "Sports shown" }).getByRole("button", { name: "All Sports" }).click();
    await expect(page).toHaveURL(/[?&]scope=all/);
    await expect(main(page).getByRole("list", { name: "Teams" })).toContainText("New York Yankees");
    await page.reload();
    await expect(main(page).getByRole("list", { name: "Teams" })).toContainText("New York Yankees");
    await main(page).getByRole("group", { name: "Sports shown" }).getByRole("button", { name: "NHL" }).click();
    await expect(page).not.toHaveURL(/scope=/);
    await expect(main(page).getByRole("heading", { name: "No Teams Found" })).toBeVisible();
  });

  test("MLB Champions: All Sports lists every title of the season", async ({ page }) => {
    await page.goto(urlFor("mlb.localhost", "/champions?year=1993"));
    expect(await itemTexts(main(page).getByRole("list", { name: "Champions of 1993" }))).toHaveLength(1);
    await main(page).getByRole("group", { name: "Sports shown" }).getByRole("button", { name: "All Sports" }).click();
    await expect(page).toHaveURL(/[?&]scope=all/);
    const rows = await itemTexts(main(page).getByRole("list", { name: "Champions of the seasons that began in 1993" }));
    expect(rows).toHaveLength(8);
    expect(rows.join(" ")).toContain("New York Rangers");
  });
});

test("the Stanley Cup opened on the MLB site links to the NHL site instead of rendering there", async ({ page }) => {
  await page.goto(urlFor("mlb.localhost", "/championships/stanley-cup-final"));
  const link = main(page).getByRole("link", { name: "Open the Stanley Cup Final on Title Ledger NHL" });
  await expect(link).toHaveAttribute("href", `http://nhl.localhost:${String(E2E_PORT)}/championships/stanley-cup-final`);
  await expect(main(page).getByRole("table")).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(urlFor("nhl.localhost", "/championships/stanley-cup-final"));
  await expect(main(page).getByRole("table").locator("tbody tr").first()).toBeVisible();
});

test("the NHL Champions picker reaches the Rangers' 1993-94 Stanley Cup", async ({ page }) => {
  await page.goto(urlFor("nhl.localhost", "/champions"));
  const buttons = main(page).getByRole("group", { name: "Recent seasons" }).getByRole("button");
  await expect(buttons.first()).toHaveText(/^\d{4}-\d{2}$/);
  const picker = main(page).getByLabel("Every season");
  await expect.poll(async () => (await options(picker)).length).toBeGreaterThanOrEqual(108);
  // The Stanley Cup's history runs from its first award, 1892-93 (issue #15), before the NHL's 1917-18.
  expect((await options(picker)).at(-1)).toEqual(["1892", "1892-93"]);
  await picker.selectOption({ label: "1993-94" });
  await expect(page).toHaveURL(/[?&]year=1993\b/);
  const rows = await itemTexts(main(page).getByRole("list", { name: "Champions of 1993-94" }));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain("New York Rangers");
  expect(rows[0]).toContain("Stanley Cup Final");
});
