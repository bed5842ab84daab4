import { PRODUCT_TITLE } from "@tl/site-config/brand";
import { Link } from "react-router-dom";
import { useSite } from "../site/site-context";
import { attributionsFor } from "./attributions";

const FOOTER_LINKS = [
  { to: "/championships", label: "Championships" },
  { to: "/champions", label: "Champions" },
  { to: "/data-quality", label: "Data quality" },
  { to: "/debug", label: "Site info" },
] as const;

export function SiteFooter() {
  const { site } = useSite();
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {PRODUCT_TITLE}. {site.shortName} championship history.
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-primary-700 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-8 text-xs text-muted sm:px-6">
        <h2 className="mb-1 font-semibold">Data sources</h2>
        <ul className="flex flex-col gap-1">
          {attributionsFor(site).map((credit) => (
            <li key={credit.source}>
              {credit.text} <span className="whitespace-nowrap">({credit.licence})</span>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
