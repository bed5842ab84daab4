import { sites } from "@tl/site-config/sites";
import { describe, expect, it } from "vitest";
import { headTags, readHead } from "./page-head";

const h1 =
  '<main><h1 data-page-title="New York Rangers: seasons &amp; titles" data-page-description="Every season.">New York Rangers</h1></main>';

describe("a prerendered page's head", () => {
  it("reads the title and description its h1 states, as the browser does", () => {
    expect(readHead(sites.nhl, "/teams/new-york-rangers", h1)).toEqual({
      title: "New York Rangers: seasons & titles · Title Ledger NHL",
      description: "Every season.",
      heading: "New York Rangers",
    });
  });

  it("names a page by its heading and the site's description when it states nothing; Home by the site", () => {
    expect(readHead(sites.nhl, "/teams", "<h1>Teams</h1>")).toMatchObject({
      title: "Teams · Title Ledger NHL",
      description: sites.nhl.description,
    });
    expect(readHead(sites.nhl, "/", "<h1>Hockey</h1>").title).toBe("Title Ledger NHL");
  });

  it("writes the canonical URL on the production host, Open Graph, Twitter and JSON-LD", () => {
    const tags = headTags(sites.nhl, "/teams/new-york-rangers", readHead(sites.nhl, "/teams/new-york-rangers", h1));
    expect(tags).toContain('<link rel="canonical" href="https://nhl.titleledger.com/teams/new-york-rangers" />');
    expect(tags).toContain('<meta property="og:title" content="New York Rangers: seasons &amp; titles · Title Ledger NHL" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(tags)?.[1] ?? "{}") as {
      "@graph": { "@type": string }[];
    };
    expect(jsonLd["@graph"].map((thing) => thing["@type"])).toEqual(["BreadcrumbList", "SportsTeam"]);
  });

  it("points a hub page about one sport's championship at that sport's site", () => {
    const tags = headTags(
      sites.hub,
      "/championships/stanley-cup-final",
      readHead(sites.hub, "/championships/stanley-cup-final", "<h1>Stanley Cup Final</h1>"),
    );
    expect(tags).toContain('<link rel="canonical" href="https://nhl.titleledger.com/championships/stanley-cup-final" />');
  });
});
