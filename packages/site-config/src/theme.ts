// A site's theme as CSS custom properties (spec §3): written into its build's style sheet
// (tooling/vite) and, for a site chosen at run time, onto the document (packages/ui apply-site).
import { SHADES, type SiteConfig } from "./types";

const SCALES = ["primary", "secondary", "accent"] as const;

export function themeVariables(site: SiteConfig): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const scale of SCALES) {
    for (const shade of SHADES) variables[`--color-${scale}-${shade}`] = site.theme[scale][shade];
  }
  return variables;
}

/** `:root { … }` holding the site's theme variables. */
export function themeRule(site: SiteConfig): string {
  const declarations = Object.entries(themeVariables(site)).map(([name, value]) => `  ${name}: ${value};`);
  return `:root {\n${declarations.join("\n")}\n}\n`;
}
