import { hostsFor, PRODUCT_TITLE } from "../brand";
import { palettes } from "../palettes";
import type { SiteConfig } from "../types";

export const hub = {
  id: "hub",
  name: PRODUCT_TITLE,
  shortName: "All Sports",
  description:
    "Championship history across professional and college football, basketball, baseball and hockey: every champion, team, season and standing in one place.",
  keywords: ["sports championships", "champions history", "sports analytics", "standings", "sports statistics"],
  sport: "none",
  level: "none",
  theme: { primary: palettes.indigo, secondary: palettes.violet, accent: palettes.amber },
  hosts: hostsFor("hub", { apex: true }),
  championship: null,
} as const satisfies SiteConfig;
