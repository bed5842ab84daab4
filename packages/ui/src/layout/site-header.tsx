// spec §2 navigation bar: logo to /, six links, a mobile menu, and a header that changes
// style once the page is scrolled more than 20 px.
import { PRODUCT_TITLE, TAGLINE } from "@tl/site-config/brand";
import { clsx } from "clsx";
import { Menu, Trophy, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { useSite } from "../site/site-context";
import { loadMobileMenu } from "./load-mobile-menu";
import { NavLinkList } from "./nav-link-list";
import { useScrolled } from "./use-scrolled";

const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

export function SiteHeader() {
  const { sportName, levelName } = useSite();
  const { pathname } = useLocation();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu (and framer-motion with it) is mounted once first opened.
  const [menuUsed, setMenuUsed] = useState(false);
  const title = sportName ?? PRODUCT_TITLE;

  return (
    <header
      data-scrolled={scrolled}
      className={clsx(
        "sticky top-0 z-40 transition-[background-color,box-shadow,padding] duration-300",
        scrolled ? "bg-surface/95 py-2 shadow-md backdrop-blur" : "bg-transparent py-4",
      )}
    >
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-3 rounded-lg" aria-label={`${title} home`}>
          <span className="grid size-10 place-items-center rounded-xl bg-gradient-primary text-white shadow-sm">
            <Trophy aria-hidden className="size-5" />
          </span>
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-bold">
              {title}
              {levelName && <span className="ml-2 align-middle text-xs font-semibold text-primary-700 uppercase">{levelName}</span>}
            </span>
            <span className="text-xs text-muted">{TAGLINE}</span>
          </span>
        </Link>

        <NavLinkList pathname={pathname} layout="bar" className="hidden items-center gap-1 md:flex" />

        <button
          type="button"
          className="rounded-lg p-2 text-ink hover:bg-primary-50 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen((open) => !open);
          }}
        >
          {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </button>
      </nav>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            pathname={pathname}
            onPick={() => {
              setMenuOpen(false);
            }}
          />
        </Suspense>
      )}
    </header>
  );
}
