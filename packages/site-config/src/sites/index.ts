// The registry of every site. Adding a site: write sites/<id>.ts, list it here,
// then run `pnpm new-site <id>` to generate its shell in apps/<id>.
import type { SiteConfig } from "../types";
import { cbb } from "./cbb";
import { cbs } from "./cbs";
import { cfb } from "./cfb";
import { chk } from "./chk";
import { hub } from "./hub";
import { mlb } from "./mlb";
import { nba } from "./nba";
import { nfl } from "./nfl";
import { nhl } from "./nhl";

export const sites = { hub, nfl, nba, mlb, nhl, cfb, cbb, cbs, chk } as const satisfies Record<string, SiteConfig>;

export type SiteId = keyof typeof sites;
export const siteIds = Object.keys(sites) as SiteId[];
export const defaultSite: SiteConfig = hub;
