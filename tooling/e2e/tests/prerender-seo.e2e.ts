// What search engines and link previews read of a prerendered site (issue #18): a page's own
// head (title, description, canonical URL on the site's production host, Open Graph, Twitter
// card, JSON-LD), the sitemap and robots.txt, and a real 404 status for an unknown path.
import { sites } from "@tl/site-config/sites";
import { expect, test } from "@playwright/test";
import { urlFor } from "./hosts";
import { entityPages, getFrom, PRERENDERED_SITES, sitemapPaths } from "./prerendered";
import { hostOf } from "./site-routes";

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

for (const site of PRERENDERED_SITES) {
  const host = hostOf(site);

  test(`${site.name}: sitemap.xml lists its prerendered pages on its production host, robots.txt names it`, async ({ request }) => {
    const sitemap = await getFrom(request, host, "/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(locs.length).toBeGreaterThanOrEqual(9);
    for (const loc of locs) expect(loc.startsWith(`https://${site.hosts.bare}/`), loc).toBe(true);
    const paths = await sitemapPaths(request, host);
    for (const path of paths.slice(0, 12)) expect((await getFrom(request, host, path)).status(), path).toBe(200);
    const robots = await (await getFrom(request, host, "/robots.txt")).text();
    expect(robots).toContain(`Sitemap: https://${site.hosts.bare}/sitemap.xml`);
  });

  test(`${site.name}: each page states its own head and structured data`, async ({ request }) => {
    const titles = new Set<string>();
    const hubHistory = site.id === "hub" ? ["/championships/stanley-cup-final"] : [];
    for (const path of ["/", "/teams", ...hubHistory, ...(await entityPages(request, site))]) {
      const html = await (await getFrom(request, host, path)).text();
      const title = attribute(html, /<title>([^<]*)<\/title>/) ?? "";
      titles.add(title);
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expect(attribute(html, /<meta name="description" content="([^"]+)"/), path).toBeTruthy();
      // A hub page about one sport's championship points at that sport's site.
      const slug = /^\/championships\/(.+)$/.exec(path)?.[1];
      const home = site.id === "hub" ? Object.values(sites).find((other) => other.championship?.slug === slug) : undefined;
      expect(attribute(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(`https://${(home ?? site).hosts.bare}${path}`);
      expect(attribute(html, /<meta property="og:title" content="([^"]+)"/), path).toBe(title);
      expect(attribute(html, /<meta name="twitter:card" content="([^"]+)"/), path).toBe("summary");
      const jsonLd = JSON.parse(attribute(html, /<script type="application\/ld\+json">([^<]*)<\/script>/) ?? "{}") as {
        "@graph": { "@type": string }[];
      };
      const types = jsonLd["@graph"].map((thing) => thing["@type"]);
      if (path !== "/") expect(types, path).toContain("BreadcrumbList");
      if (path.startsWith("/teams/")) expect(types, path).toContain("SportsTeam");
      if (path.startsWith("/players/") || path.startsWith("/coaches/")) expect(types, path).toContain("Person");
      if (path.startsWith("/championships/") || path.startsWith("/seasons/")) expect(types, path).toContain("SportsEvent");
    }
    expect(titles.size, "every page its own title").toBeGreaterThanOrEqual(3);
  });

  test(`${site.name}: an unknown path answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(urlFor(host, "/no-such-page"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
}
