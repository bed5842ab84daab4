// The brand, in one place: every production host is derived from BRAND_DOMAIN.

export const PRODUCT_TITLE = "Title Ledger";
export const TAGLINE = "Championship Analytics";
export const BRAND_DOMAIN = "titleledger.com";
/** The port `pnpm start` serves on by default; local hosts carry it. */
export const LOCAL_PORT = 4173;

/** Hosts of a site: bare, www and local development host (the hub owns the apex and plain localhost). */
export function hostsFor(id: string, { apex = false } = {}) {
  const bare = apex ? BRAND_DOMAIN : `${id}.${BRAND_DOMAIN}`;
  return {
    bare,
    www: `www.${bare}`,
    local: `${apex ? "localhost" : `${id}.localhost`}:${LOCAL_PORT}`,
  } as const;
}
