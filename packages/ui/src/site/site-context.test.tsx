import { sites } from "@tl/site-config/sites";
import { render, renderHook, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SiteProvider, useSite } from "./site-context";

function SiteName() {
  return <p>{useSite().site.name}</p>;
}

describe("useSite", () => {
  it("throws the spec's message outside a SiteProvider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useSite())).toThrow("useSite must be used within a SiteProvider");
  });

  it("gives the site and what derives from it inside the provider", () => {
    const { result } = renderHook(() => useSite(), {
      wrapper: ({ children }) => <SiteProvider site={sites.cbb}>{children}</SiteProvider>,
    });
    expect(result.current).toMatchObject({
      site: sites.cbb,
      isMainSite: false,
      sportName: "Basketball",
      levelName: "College",
      apiFilters: { sport__slug: "basketball", level__slug: "ncaa-division-i" },
      headline: { term: "march madness" },
    });
  });
});

describe("SiteProvider", () => {
  it("applies the theme, body attribute, title and meta tags of the site", () => {
    render(
      <SiteProvider site={sites.nhl}>
        <SiteName />
      </SiteProvider>,
    );
    expect(screen.getByText("Title Ledger NHL")).toBeInTheDocument();
    const root = document.documentElement.style;
    expect(root.getPropertyValue("--color-primary-600")).toBe(sites.nhl.theme.primary[600]);
    expect(root.getPropertyValue("--color-secondary-50")).toBe(sites.nhl.theme.secondary[50]);
    expect(root.getPropertyValue("--color-accent-950")).toBe(sites.nhl.theme.accent[950]);
    expect(document.body.dataset.site).toBe("title-ledger-nhl");
    expect(document.title).toBe("Title Ledger NHL");
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute("content", sites.nhl.description);
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute("content", sites.nhl.keywords.join(", "));
  });

  it("switches everything when the site changes", () => {
    const { rerender } = render(
      <SiteProvider site={sites.nfl}>
        <SiteName />
      </SiteProvider>,
    );
    rerender(
      <SiteProvider site={sites.chk}>
        <SiteName />
      </SiteProvider>,
    );
    expect(document.documentElement.style.getPropertyValue("--color-primary-600")).toBe(sites.chk.theme.primary[600]);
    expect(document.body.dataset.site).toBe("title-ledger-college-hockey");
  });

  it("leaves a page of the site's own build as it came: its title, and its theme from the style sheet", () => {
    document.documentElement.removeAttribute("style");
    document.body.dataset.site = "title-ledger-nfl";
    document.title = "All Players · Title Ledger NFL";
    render(
      <SiteProvider site={sites.nfl}>
        <SiteName />
      </SiteProvider>,
    );
    expect(document.title).toBe("All Players · Title Ledger NFL");
    expect(document.documentElement.getAttribute("style")).toBeNull();
  });
});
