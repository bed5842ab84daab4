import { hostsFor, PRODUCT_TITLE } from "../brand";
import { palettes } from "../palettes";
import type { SiteConfig } from "../types";

export const chk = {
  id: "chk",
  name: `${PRODUCT_TITLE} College Hockey`,
  shortName: "College Hockey",
  description: "NCAA men's ice hockey and every Frozen Four since 1948: champions, programs, scores, standings, players and coaches.",
  keywords: ["college hockey", "Frozen Four", "NCAA hockey", "men's ice hockey", "NCAA champions"],
  sport: "hockey",
  level: "college",
  theme: { primary: palettes.cyan, secondary: palettes.indigo, accent: palettes.rose },
  hosts: hostsFor("chk"),
  championship: { slug: "frozen-four", name: "Frozen Four" },
} as const satisfies SiteConfig;
