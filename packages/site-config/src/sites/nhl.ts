import { hostsFor, PRODUCT_TITLE } from "../brand";
import { palettes } from "../palettes";
import type { SiteConfig } from "../types";

export const nhl = {
  id: "nhl",
  name: `${PRODUCT_TITLE} NHL`,
  shortName: "NHL",
  description:
    "Professional hockey and every Stanley Cup since the NHL's first season in 1917-18: champions, franchises, scores, standings, players and coaches.",
  keywords: ["NHL", "Stanley Cup", "hockey", "NHL champions", "NHL standings"],
  sport: "hockey",
  level: "professional",
  theme: { primary: palettes.sky, secondary: palettes.slate, accent: palettes.amber },
  hosts: hostsFor("nhl"),
  championship: { slug: "stanley-cup-final", name: "Stanley Cup Final" },
} as const satisfies SiteConfig;
