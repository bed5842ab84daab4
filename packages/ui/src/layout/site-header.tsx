// spec §2 navigation bar: logo to /, the links, a mobile menu, and a header that changes
// style once the page is scrolled more than 20 px; plus the site switcher (issue #13).
// The header is a size container: the links show in a bar only where the header is wide
// enough for them *at the visitor's text size* (a container query in rem follows the root
// font size, a media query does not), so at 200 % text the menu button takes over instead
// of the bar running off-screen. The site search (issue #17): a Search button at the bar's end
// (an icon beside the menu button on phones) opens its box in a panel under the header.
import { PRODUCT_TITLE, TAGLINE } from "@tl/site-config/brand";
import { clsx } from "clsx";
import { Menu, Trophy, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { useSite } from "../site/site-context";
import { loadMobileMenu } from "./load-mobile-menu";
import { NavLinkList } from "./nav-link-list";
import { SiteSwitcher } from "./site-switcher";
import { HeaderSearch } from "./search/header-search";
import { useScrolled } from "./use-scrolled";

const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

export function SiteHeader() {
  const { sportName, levelName } = useSite();
  const { pathname } = useLocation();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu (and framer-motion with it) is mounted once first opened.
  const [menuUsed, setMenuUsed] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const title = sportName ?? PRODUCT_TITLE;

  // Escape closes the menu and hands the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
    };
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled}
      className={clsx(
        "@container sticky top-0 z-40 transition-[background-color,box-shadow,padding] duration-300",
        scrolled ? "bg-surface/95 py-2 shadow-md backdrop-blur" : "bg-transparent py-4",
      )}
    >
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        {/* Named by its visible text (WCAG 2.5.3), then where it leads. */}
        <Link to="/" className="flex min-w-0 items-center gap-3 rounded-lg">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-gradient-primary text-white shadow-sm">
            <Trophy aria-hidden className="size-5" />
          </span>
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="text-lg font-bold">
              {title}
              {levelName && " "}
              {levelName && <span className="ml-1 align-middle text-xs font-semibold text-primary-700 uppercase">{levelName}</span>}
            </span>
            <span className="text-xs text-muted"> {TAGLINE}</span>
            <span className="sr-only">, home</span>
          </span>
        </Link>

        <div className="hidden items-center gap-2 @6xl:flex">
          <NavLinkList pathname={pathname} layout="bar" className="flex items-center gap-0.5" />
          <SiteSwitcher />
        </div>

        <div className="flex shrink-0 items-center gap-1">
          <HeaderSearch />
          <button
            ref={toggle}
            type="button"
            className="shrink-0 rounded-lg p-2 text-ink hover:bg-primary-50 @6xl:hidden"
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
        </div>
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
