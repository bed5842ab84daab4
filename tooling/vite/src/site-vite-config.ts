// The one Vite configuration every site shell uses. A shell passes its site id (or
// "fallback"); everything else — plugins, the baked-in HTML head, dev ports, the API
// proxy, output layout — is decided here so the nine shells stay identical.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { LOCAL_PORT } from "@tl/site-config/brand";
import { siteSlug } from "@tl/site-config/derive";
import { parseSiteConfig } from "@tl/site-config/schema";
import { defaultSite, siteIds, sites, type SiteId } from "@tl/site-config/sites";
import { themeRule } from "@tl/site-config/theme";
import type { SiteConfig } from "@tl/site-config/types";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { codeSplittingGroups } from "./code-splitting";

export interface SiteViteOptions {
  /** The site this shell bakes in, or "fallback" for the host-switch app. */
  site: SiteId | "fallback";
}

const FALLBACK_DEV_PORT = 5172;
const FIRST_SITE_DEV_PORT = 5173;
const publicDir = fileURLToPath(new URL("../../../packages/ui/public", import.meta.url));

/** Each app gets its own dev-server port: the fallback 5172, then the sites in registry order. */
export function devPort(site: SiteId | "fallback"): number {
  return site === "fallback" ? FALLBACK_DEV_PORT : FIRST_SITE_DEV_PORT + siteIds.indexOf(site);
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Writes the site's title, meta description/keywords, theme colour and body data attribute
 * into index.html, so the right page head is there before any script runs. The fallback app
 * is written with the hub's head and corrects it at run time once it knows the host.
 */
function siteHtmlPlugin(site: SiteConfig): Plugin {
  return {
    name: "tl-site-html",
    transformIndexHtml: {
      order: "pre",
      handler(html) {
        const head = [
          `<title>${escapeHtml(site.name)}</title>`,
          `<meta name="description" content="${escapeHtml(site.description)}" />`,
          `<meta name="keywords" content="${escapeHtml(site.keywords.join(", "))}" />`,
          `<meta name="theme-color" content="${site.theme.primary[600]}" />`,
        ].join("\n    ");
        return html.replace("</head>", `    ${head}\n  </head>`).replace("<body>", `<body data-site="${siteSlug(site)}">`);
      },
    },
  };
}

/**
 * Ends the shared style sheet (@tl/ui/styles.css, whose own theme values are the hub's) with the
 * site's theme, so a page is painted in its site's colours before any script runs: the
 * prerendered HTML's first paint, and no restyle of the whole page when the script starts.
 */
function siteThemePlugin(site: SiteConfig): Plugin {
  const stylesheet = fileURLToPath(new URL("../../../packages/ui/src/styles/app.css", import.meta.url));
  return {
    name: "tl-site-theme",
    // Before Tailwind compiles the sheet: the rule is left unlayered, after its theme layer.
    enforce: "pre",
    transform: {
      filter: { id: /\/packages\/ui\/src\/styles\/app\.css$/ },
      handler(code, id) {
        if (id !== stylesheet) return null;
        return { code: `${code}\n/* The theme of ${site.name} (tooling/vite: tl-site-theme). */\n${themeRule(site)}`, map: null };
      },
    },
  };
}

/**
 * Bundles React Router's production build. Its package exports point every bundler at
 * dist/development (remix-run/react-router#12532, #14102), which differs from dist/production
 * only in keeping dev-only warnings (ENABLE_DEV_WARNINGS); about 0.5 KB gzip of the first
 * download. Builds only: the dev server keeps the warnings.
 */
function reactRouterProductionPlugin(): Plugin {
  return {
    name: "tl-react-router-production",
    apply: "build",
    // Before Vite's own resolver, which would settle the import first.
    enforce: "pre",
    resolveId: {
      filter: { id: /^react-router(\/dom)?$/ },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved?.id.includes("/dist/development/")) return null;
        const production = resolved.id.replace("/dist/development/", "/dist/production/");
        if (!existsSync(production)) this.error(`React Router's production build is missing: ${production}`);
        return { ...resolved, id: production };
      },
    },
  };
}

export function siteViteConfig({ site }: SiteViteOptions): UserConfig {
  // Validate every site at build time: a malformed config fails the build with its reasons.
  for (const id of siteIds) parseSiteConfig(sites[id]);
  const baked = site === "fallback" ? defaultSite : sites[site];
  const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${String(LOCAL_PORT)}`;

  return defineConfig({
    plugins: [react(), siteThemePlugin(baked), tailwindcss(), siteHtmlPlugin(baked), reactRouterProductionPlugin()],
    publicDir,
    build: {
      outDir: "dist",
      emptyOutDir: true,
      manifest: true,
      target: "es2022",
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: {
          // The entry's code in one file, the data layer in one, the screens' shared parts in
          // one (code-splitting.ts).
          codeSplitting: { groups: codeSplittingGroups },
        },
      },
    },
    server: {
      port: devPort(site),
      strictPort: true,
      proxy: { "/api": { target: apiTarget, changeOrigin: false } },
    },
    preview: { port: devPort(site) },
  });
}
