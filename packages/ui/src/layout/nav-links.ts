// spec §2: the six links of the navigation bar, in order, after the two issue #13 adds on
// purpose (README, "Behaviour decided where the specification was open"): the championships
// and the Hall of Champions, which were reachable only from Home.
export const NAV_LINKS = [
  { to: "/championships", label: "Championships" },
  { to: "/champions", label: "Champions" },
  { to: "/scores", label: "Scores" },
  { to: "/seasons", label: "Seasons" },
  { to: "/standings", label: "Standings" },
  { to: "/teams", label: "Teams" },
  { to: "/players", label: "Players" },
  { to: "/coaches", label: "Coaches" },
] as const;

/**
 * The link highlighted for a path: the one whose path the current path starts with (spec §2);
 * where two do ("/championships" starts with "/champions" too), the longer one only.
 */
export function activeLink(pathname: string): string | undefined {
  return NAV_LINKS.filter((link) => pathname.startsWith(link.to)).sort((a, b) => b.to.length - a.to.length)[0]?.to;
}
