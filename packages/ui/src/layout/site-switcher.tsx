// The site switcher (issue #13): every site of the family, the current one marked. In the wide
// header it is a button opening a list; in the phone menu the same list shows as it is.
// Links to other sites are plain <a>s: each site is its own app on its own host.
import { PRODUCT_TITLE } from "@tl/site-config/brand";
import { clsx } from "clsx";
import { Check, ChevronDown, LayoutGrid } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useSite } from "../site/site-context";
import { siteLinks } from "./site-links";

export function SiteList({ layout, className }: { layout: "popover" | "menu"; className?: string }) {
  const { site } = useSite();
  const links = siteLinks(site, window.location);
  return (
    <ul
      aria-label={`${PRODUCT_TITLE} sites`}
      className={clsx(layout === "menu" ? "grid grid-cols-1 gap-1 min-[28rem]:grid-cols-2" : "flex flex-col gap-0.5", className)}
    >
      {links.map((link) => (
        <li key={link.id}>
          <a
            href={link.href}
            aria-current={link.current ? "true" : undefined}
            className={clsx(
              "flex items-start gap-2 rounded-lg px-3 py-2",
              link.current ? "bg-primary-50 text-primary-800" : "text-ink hover:bg-primary-50",
            )}
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">{link.name}</span>{" "}
              <span className={clsx("block text-xs", link.current ? "text-primary-800" : "text-muted")}>{link.about}</span>
            </span>
            {link.current && <Check aria-hidden className="mt-0.5 size-4 shrink-0" />}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The wide header's switcher: a disclosure button and its list; Escape or a click elsewhere closes it. */
export function SiteSwitcher({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [open]);

  return (
    <div ref={root} className={clsx("relative", className)}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setOpen((value) => !value);
        }}
        className="flex items-center gap-1.5 rounded-lg border border-line px-3 py-2 text-sm font-medium whitespace-nowrap text-ink hover:bg-primary-50"
      >
        <LayoutGrid aria-hidden className="size-4" />
        Sites
        <ChevronDown aria-hidden className={clsx("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <div
        id={listId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-surface p-2 shadow-lg"
      >
        <SiteList layout="popover" />
      </div>
    </div>
  );
}
