import { hostsFor, PRODUCT_TITLE } from "../brand";
import { palettes } from "../palettes";
import type { SiteConfig } from "../types";

export const cfb = {
  id: "cfb",
  name: `${PRODUCT_TITLE} College Football`,
  shortName: "College Football",
  description:
    "College football national champions from the AP poll era through the BCS and the College Football Playoff: programs, scores, standings, players and coaches.",
  keywords: ["college football", "national championship", "College Football Playoff", "NCAA football", "BCS"],
  sport: "football",
  level: "college",
  theme: { primary: palettes.green, secondary: palettes.amber, accent: palettes.red },
  hosts: hostsFor("cfb"),
  championship: { slug: "college-football-national-championship", name: "College Football National Championship" },
} as const satisfies SiteConfig;
