// Every route of a site (spec §2, issue #13) and what is measured on each (page-ready.ts says
// when): shared by the accessibility and phone browser tests.
import { sites } from "@tl/site-config/sites";
import type { SiteConfig } from "@tl/site-config/types";
import { expect, type Page } from "@playwright/test";
import { hostname } from "@tl/site-config/resolve";

/** The championship detail a site shows: its own title, the World Series on the hub. */
const detailSlug = (site: SiteConfig) => site.championship?.slug ?? "world-series";

/**
 * One real page of each entity kind on a sport's site (issue #16): the hub has none of its own,
 * it links across to these. Franchise and season pages everywhere; player and coach pages where
 * the site has people: season rows on MLB (Lahman), titles and awards only on NFL and NBA (no
 * per-season source); the college sites hold no people yet. The NHL's wait for their titles to
 * fit at 200 % text (a title's season name does not wrap).
 */
const REFERENCE_PAGES: Record<string, string[]> = {
  nfl: ["/teams/green-bay-packers", "/seasons/nfl-1996", "/players/bart-starr", "/coaches/vince-lombardi"],
  nba: ["/teams/boston-celtics", "/seasons/nba-1985-86", "/players/larry-bird", "/coaches/red-auerbach"],
  mlb: ["/teams/new-york-yankees", "/seasons/mlb-1961", "/players/mickey-mantle", "/coaches/casey-stengel"],
  nhl: ["/teams/montreal-canadiens", "/seasons/nhl-1976-77", "/players/ken-dryden", "/coaches/scotty-bowman"],
  cfb: ["/teams/alabama-crimson-tide-football", "/seasons/ncaa-fbs-2020"],
  cbb: ["/teams/ucla-bruins-basketball", "/seasons/ncaa-d1-mbb-1994-95"],
  cbs: ["/teams/lsu-tigers-baseball", "/seasons/ncaa-d1-baseball-2025"],
  chk: ["/teams/denver-pioneers-hockey", "/seasons/ncaa-d1-mih-2023-24"],
};

export function routesOf(site: SiteConfig): string[] {
  return [
    "/",
    "/championships",
    `/championships/${detailSlug(site)}`,
    "/champions",
    "/teams",
    "/scores",
    "/seasons",
    "/standings",
    "/players",
    "/coaches",
    "/data-quality",
    "/debug",
    // The site search's results page (issue #17): groups, counts and "more" links.
    "/search?q=new%20york",
    ...(REFERENCE_PAGES[site.id] ?? []),
  ];
}

/** Every championship's history page (each sport site's own title). */
export const HISTORY_PAGES = Object.values(sites).flatMap((site) =>
  site.championship ? [`/championships/${site.championship.slug}`] : [],
);

/** The host a site answers on locally (the hub on plain localhost). */
export const hostOf = (site: SiteConfig) => hostname(site.hosts.local);

/** Opens the first closed card or row on the page, if it has one, so its detail is measured too. */
export async function expandFirst(page: Page) {
  const closed = page.getByRole("main").locator("button[aria-expanded='false'][aria-controls]").first();
  if ((await closed.count()) === 0) return;
  await closed.click();
  await expect(page.getByRole("main").locator("button[aria-expanded='true'][aria-controls]").first()).toBeVisible();
}

/** How far the document runs past the right edge of the window, in px (0: it fits). */
export const overflow = (page: Page) => page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
