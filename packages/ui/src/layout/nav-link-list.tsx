import { cva } from "class-variance-authority";
import { Link } from "react-router-dom";
import { activeLink, NAV_LINKS } from "./nav-links";

const navLink = cva("rounded-lg px-3 py-2 font-medium", {
  variants: {
    layout: { bar: "text-sm whitespace-nowrap transition-colors", menu: "block" },
    active: { true: "bg-primary-700 text-white", false: "" },
  },
  compoundVariants: [
    { layout: "bar", active: false, className: "text-muted hover:bg-primary-50 hover:text-primary-700" },
    { layout: "menu", active: false, className: "text-ink hover:bg-primary-50" },
  ],
});

/** The links of spec §2 (and the two issue #13 adds), the current one highlighted. */
export function NavLinkList({
  pathname,
  layout,
  className,
  onPick,
}: {
  pathname: string;
  layout: "bar" | "menu";
  className: string;
  onPick?: () => void;
}) {
  const current = activeLink(pathname);
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => {
        const active = link.to === current;
        return (
          <li key={link.to}>
            <Link to={link.to} onClick={onPick} aria-current={active ? "page" : undefined} className={navLink({ layout, active })}>
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
