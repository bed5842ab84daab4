import { hostsFor, PRODUCT_TITLE } from "../brand";
import { palettes } from "../palettes";
import type { SiteConfig } from "../types";

export const cbb = {
  id: "cbb",
  name: `${PRODUCT_TITLE} College Basketball`,
  shortName: "College Basketball",
  description:
    "The NCAA men's basketball tournament since 1939: March Madness champions, programs, scores, standings, players and coaches.",
  keywords: ["college basketball", "March Madness", "NCAA tournament", "Final Four", "NCAA basketball"],
  sport: "basketball",
  level: "college",
  theme: { primary: palettes.violet, secondary: palettes.orange, accent: palettes.sky },
  hosts: hostsFor("cbb"),
  championship: { slug: "ncaa-mens-basketball-tournament", name: "NCAA Men's Basketball Tournament" },
} as const satisfies SiteConfig;
