import { hostsFor, PRODUCT_TITLE } from "../brand";
import { palettes } from "../palettes";
import type { SiteConfig } from "../types";

export const nfl = {
  id: "nfl",
  name: `${PRODUCT_TITLE} NFL`,
  shortName: "NFL",
  description:
    "Professional football from the NFL's first season to the latest Super Bowl: champions, franchises, scores, standings, players and coaches.",
  keywords: ["NFL", "Super Bowl", "pro football", "NFL champions", "NFL standings"],
  sport: "football",
  level: "professional",
  theme: { primary: palettes.blue, secondary: palettes.red, accent: palettes.slate },
  hosts: hostsFor("nfl"),
  championship: { slug: "super-bowl", name: "Super Bowl" },
} as const satisfies SiteConfig;
