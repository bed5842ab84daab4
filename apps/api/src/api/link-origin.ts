// The origin of the absolute URLs the API answers (pagination's next and previous, the API
// root), from the sites' known hosts only, so a forged Host header cannot plant its own host in
// an answer that shared caches keep. A production host (nfl.titleledger.com, www.…) is used as
// is, without a port; a local host (nfl.localhost) or the loopback address (127.0.0.1, [::1]:
// a link there can only lead back to the reader's own machine) keeps the request's port, since
// development servers run on any. Any other Host gets the hub's production host, with the
// request's scheme.
import { hostname } from "@tl/site-config/resolve";
import { defaultSite, sites } from "@tl/site-config/sites";
import type { FastifyRequest } from "fastify";

const all = Object.values(sites);
const PRODUCTION = new Set(all.flatMap((site) => [site.hosts.bare, site.hosts.www]));
const LOCAL = new Set([...all.map((site) => hostname(site.hosts.local)), "127.0.0.1", "[::1]"]);
const PORT = /^:([1-9]\d{0,4})$/;

export function linkOrigin(request: Pick<FastifyRequest, "protocol" | "headers">): string {
  const host = (request.headers.host ?? "").trim().toLowerCase();
  const name = hostname(host);
  if (PRODUCTION.has(name)) return `${request.protocol}://${name}`;
  if (LOCAL.has(name)) {
    const port = PORT.exec(host.slice(name.length))?.[1];
    return `${request.protocol}://${name}${port !== undefined && Number(port) <= 65535 ? `:${port}` : ""}`;
  }
  return `${request.protocol}://${defaultSite.hosts.bare}`;
}
