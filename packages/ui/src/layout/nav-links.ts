// spec §2: the six links of the navigation bar, in order.
export const NAV_LINKS = [
  { to: "/scores", label: "Scores" },
  { to: "/seasons", label: "Seasons" },
  { to: "/standings", label: "Standings" },
  { to: "/teams", label: "Teams" },
  { to: "/players", label: "Players" },
  { to: "/coaches", label: "Coaches" },
] as const;

/** A link is highlighted when the current path starts with the link's path (spec §2). */
export const isLinkActive = (pathname: string, to: string) => pathname.startsWith(to);
