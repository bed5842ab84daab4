// One season-label rule on every screen (issue #13, point 3): every title of every championship
// is walked through its history page, the Hall of Champions and Home, and every franchise's
// latest title through its team card, and each must carry the label the rule gives
// (seasonLabel: "2024" for Super Bowl LIX, played in February 2025; "1993-94" for the Rangers'
// Stanley Cup). Home's figures are the database's counts.
import { expect, test, type APIRequestContext, type Locator } from "@playwright/test";
import { seasonLabel } from "@tl/site-config/season-label";
import { sites } from "@tl/site-config/sites";
import type { SiteConfig } from "@tl/site-config/types";
import { urlFor } from "./hosts";

interface Title {
  team_city: string | null;
  team_name: string | null;
  team: { slug: string } | null;
  championship_slug: string;
  season_start_year: number;
  sport: { slug: string };
  vacated: boolean;
}

/** Every sport site with its championship. */
const championshipSites = Object.values(sites).flatMap((site) => (site.championship ? [{ ...site, championship: site.championship }] : []));
const hostOf = (site: SiteConfig) => site.hosts.local.replace(/:\d+$/, "");
const labelOf = (title: Title) => seasonLabel(title.sport.slug, title.season_start_year);

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(urlFor("127.0.0.1", path));
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function titlesOf(request: APIRequestContext, slug: string): Promise<Title[]> {
  return (await apiJson<{ results: Title[] }>(request, `/api/championships/championships/${slug}/champions/?page_size=500`)).results;
}

/** The body rows of a table as text, one string per cell. */
async function tableCells(table: Locator): Promise<string[][]> {
  await expect(table.locator("tbody tr").first()).toBeVisible();
  return table
    .locator("tbody tr")
    .evaluateAll((rows: Element[]) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent.trim())));
}

test.describe("one season label for every title", () => {
  for (const site of championshipSites) {
    test(`${site.championship.name}: every title's history row and Home row carry the rule's label`, async ({ page, request }) => {
      const titles = await titlesOf(request, site.championship.slug);
      expect(titles.length).toBeGreaterThan(50);

      await page.goto(urlFor(hostOf(site), `/championships/${site.championship.slug}`));
      const history = page.getByRole("region", { name: /^Every season of/ });
      const rows = await tableCells(history);
      expect(rows).toHaveLength(titles.length);
      titles.forEach((title, index) => {
        const season = rows[index]?.[0] ?? "";
        expect(season.startsWith(`${labelOf(title)} `), `${season} should read as ${labelOf(title)}`).toBe(true);
      });

      await page.goto(urlFor(hostOf(site), "/"));
      const home = page.getByRole("region", { name: "Recent champions" });
      await expect(home.locator("tbody")).toHaveAttribute("aria-busy", "false");
      const homeRows = await tableCells(home);
      expect(homeRows.map((cells) => cells[0])).toEqual(titles.slice(0, homeRows.length).map(labelOf));
      expect(homeRows.length).toBe(5);
    });
  }

  test("the Hall of Champions files every title under its season, labelled as its history labels it", async ({ page, request }) => {
    test.setTimeout(120_000);
    const all = (await Promise.all(championshipSites.map((site) => titlesOf(request, site.championship.slug)))).flat();
    const years = [...new Set(all.map((title) => title.season_start_year))].sort((a, b) => b - a);
    await page.goto(urlFor("localhost", "/champions"));
    // Every season through the picker, as a visitor would reach it: no page reload between them.
    for (const year of years) {
      await page.getByLabel("Every season").selectOption(String(year));
      const list = page.getByRole("list", { name: `Champions of the seasons that began in ${String(year)}` });
      const expected = all.filter((candidate) => candidate.season_start_year === year);
      // Every title of the season, found by its label and team (a season with no title by its label).
      const missing = async () => {
        const items = await list.getByRole("listitem").allTextContents();
        return expected
          .filter((title) => {
            const team = [title.team_city, title.team_name].filter(Boolean).join(" ");
            return !items.some((text) => text.includes(`${labelOf(title)} `) && text.includes(team));
          })
          .map((title) => `${title.championship_slug} ${labelOf(title)}`);
      };
      await expect.poll(missing, { message: `season ${String(year)}` }).toEqual([]);
    }
  });

  test("each franchise's card names its latest title's season by the rule", async ({ page, request }) => {
    const all = (await Promise.all(championshipSites.map((site) => titlesOf(request, site.championship.slug)))).flat();
    const latest = new Map<string, Title>();
    // A vacated title (Louisville's 2012-13) is counted nowhere, so it is no team's latest.
    for (const title of all.filter((entry) => !entry.vacated)) {
      const slug = title.team?.slug;
      const known = slug ? latest.get(slug) : undefined;
      if (slug && (!known || known.season_start_year < title.season_start_year)) latest.set(slug, title);
    }
    const teams = (
      await apiJson<{ results: { slug: string; last_championship_season: string | null }[] }>(request, "/api/teams/teams/?page_size=500")
    ).results;
    for (const team of teams) {
      const title = latest.get(team.slug);
      expect(team.last_championship_season, team.slug).toBe(title ? labelOf(title) : null);
    }

    for (const [site, search, season] of [
      [sites.cfb, "Alabama", "2020"],
      [sites.nhl, "Rangers", "1993-94"],
    ] as const) {
      await page.goto(urlFor(hostOf(site), `/teams?q=${search}`));
      const card = page
        .getByRole("main")
        .getByRole("button", { name: new RegExp(search) })
        .first();
      await card.click();
      await expect(page.getByRole("main").getByText("Last Championship").locator("..")).toContainText(season);
    }
  });
});

test.describe("Home's figures", () => {
  for (const site of [sites.hub, sites.nhl, sites.cbb]) {
    test(`${site.id}: each figure is the database's count for the site`, async ({ page, request }) => {
      const filters = new URLSearchParams();
      if (site.sport !== "none") filters.set("sport__slug", site.sport);
      if (site.level === "professional") filters.set("level__slug", "professional");
      if (site.level === "college") filters.set("level__slug", "ncaa-division-i");
      const figures = await apiJson<Record<string, number | string | null>>(request, `/api/meta/figures/?${filters.toString()}`);
      const count = (key: string) => new Intl.NumberFormat("en-US").format(Number(figures[key]));

      await page.goto(urlFor(hostOf(site), "/"));
      const headline = page.getByRole("region", { name: "Headline figures" });
      await expect(headline).toHaveAttribute("aria-busy", "false");
      await expect(headline.getByRole("definition")).toHaveText([
        count("championships"),
        count("teams"),
        count("data_points"),
        /\w{3} \d{1,2}, \d{4}/,
      ]);
      await expect(page.getByRole("region", { name: "Statistics" }).getByRole("definition")).toHaveText([
        count("seasons"),
        count("titles"),
        count("games"),
        count("people"),
      ]);
      for (const invented of ["847", "1,234", "2.5M", "24/7", "150+", "500+", "1M+"]) {
        await expect(page.getByText(invented, { exact: true })).toHaveCount(0);
      }
    });
  }
});
