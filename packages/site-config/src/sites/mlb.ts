import { hostsFor, PRODUCT_TITLE } from "../brand";
import { palettes } from "../palettes";
import type { SiteConfig } from "../types";

export const mlb = {
  id: "mlb",
  name: `${PRODUCT_TITLE} MLB`,
  shortName: "MLB",
  description: "Major League Baseball and every World Series since 1903: champions, franchises, scores, standings, players and managers.",
  keywords: ["MLB", "World Series", "baseball", "MLB champions", "MLB standings"],
  sport: "baseball",
  level: "professional",
  theme: { primary: palettes.red, secondary: palettes.blue, accent: palettes.emerald },
  hosts: hostsFor("mlb"),
  championship: { slug: "world-series", name: "World Series" },
} as const satisfies SiteConfig;
