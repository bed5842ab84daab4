import { hostsFor, PRODUCT_TITLE } from "../brand";
import { palettes } from "../palettes";
import type { SiteConfig } from "../types";

export const cbs = {
  id: "cbs",
  name: `${PRODUCT_TITLE} College Baseball`,
  shortName: "College Baseball",
  description:
    "The Men's College World Series in Omaha and the NCAA baseball programs that won it: champions, scores, standings, players and coaches.",
  keywords: ["college baseball", "College World Series", "Omaha", "NCAA baseball", "MCWS"],
  sport: "baseball",
  level: "college",
  theme: { primary: palettes.teal, secondary: palettes.rose, accent: palettes.amber },
  hosts: hostsFor("cbs"),
  championship: { slug: "mens-college-world-series", name: "Men's College World Series" },
} as const satisfies SiteConfig;
