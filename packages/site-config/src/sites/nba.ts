import { hostsFor, PRODUCT_TITLE } from "../brand";
import { palettes } from "../palettes";
import type { SiteConfig } from "../types";

export const nba = {
  id: "nba",
  name: `${PRODUCT_TITLE} NBA`,
  shortName: "NBA",
  description: "Professional basketball and every NBA Finals since 1947: champions, franchises, scores, standings, players and coaches.",
  keywords: ["NBA", "NBA Finals", "pro basketball", "NBA champions", "NBA standings"],
  sport: "basketball",
  level: "professional",
  theme: { primary: palettes.orange, secondary: palettes.blue, accent: palettes.amber },
  hosts: hostsFor("nba"),
  championship: { slug: "nba-finals", name: "NBA Finals" },
} as const satisfies SiteConfig;
