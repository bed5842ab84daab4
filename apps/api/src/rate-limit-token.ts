// The one way past the rate limit: a secret set by configuration (RATE_LIMIT_EXEMPT_TOKEN) and
// sent by a trusted client in a header. Without the setting no request is exempt.
import { timingSafeEqual } from "node:crypto";

export const RATE_LIMIT_TOKEN_HEADER = "x-rate-limit-token";

/** Whether a request's header holds the configured secret (compared in constant time). */
export function holdsToken(header: string | string[] | undefined, token: string | undefined): boolean {
  if (token === undefined || typeof header !== "string") return false;
  const sent = Buffer.from(header);
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
