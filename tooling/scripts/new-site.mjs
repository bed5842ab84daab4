#!/usr/bin/env node
// Generates (or checks) the thin shell of a site in apps/<id>.
//   pnpm new-site <id>        write apps/<id> for a site listed in packages/site-config
//   pnpm new-site --check     fail if any shell differs from what this script would write
// A shell holds no logic: index.html, src/main.tsx, vite.config.ts and package metadata.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const SITE_IDS_FILE = join(root, "packages/site-config/src/sites/index.ts");

function listedSiteIds() {
  const source = readFileSync(SITE_IDS_FILE, "utf8");
  const match = /export const sites = \{([^}]*)\}/.exec(source);
  if (!match?.[1]) throw new Error(`cannot find the sites registry in ${SITE_IDS_FILE}`);
  return match[1]
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
}

function shellFiles(id) {
  const fallback = id === "fallback";
  const main = fallback
    ? `// The host-switch app: picks the site from the visitor's host at run time (hub when unknown).
import { resolveSite } from "@tl/site-config/resolve";
import { mountSite } from "@tl/ui/app";
import "@tl/ui/styles.css";

mountSite(resolveSite(window.location.host));
`
    : `import { ${id} } from "@tl/site-config/sites/${id}";
import { mountSite } from "@tl/ui/app";
import "@tl/ui/styles.css";

mountSite(${id});
`;
  return {
    "package.json": `${JSON.stringify(
      {
        name: `@tl/app-${id}`,
        version: "0.1.0",
        private: true,
        type: "module",
        scripts: {
          // The runner loader lets vite.config.ts import the shared factory's TypeScript source.
          dev: "vite --configLoader runner",
          build: "vite build --configLoader runner",
          preview: "vite preview --configLoader runner",
          lint: "eslint . --max-warnings 0",
          typecheck: "tsc",
        },
        dependencies: {
          "@tl/site-config": "workspace:*",
          "@tl/ui": "workspace:*",
        },
        devDependencies: {
          "@tl/eslint-config": "workspace:*",
          "@tl/tsconfig": "workspace:*",
          "@tl/vite-config": "workspace:*",
          eslint: "catalog:",
          typescript: "catalog:",
          vite: "catalog:",
        },
      },
      null,
      2,
    )}\n`,
    "index.html": `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript to show championship data.</noscript>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    "src/main.tsx": main,
    "vite.config.ts": `import { siteViteConfig } from "@tl/vite-config";

export default siteViteConfig({ site: "${id}" });
`,
    "tsconfig.json": `{
  "extends": "@tl/tsconfig/react.json",
  "include": ["src", "vite.config.ts"]
}
`,
    "eslint.config.js": `import react from "@tl/eslint-config/react";
import { layered } from "@tl/eslint-config/layers";

export default layered(react, import.meta.dirname);
`,
  };
}

function main(args) {
  const ids = [...listedSiteIds(), "fallback"];
  if (args[0] === "--check") {
    const stale = [];
    for (const id of ids) {
      for (const [file, content] of Object.entries(shellFiles(id))) {
        const path = join(root, "apps", id, file);
        if (!existsSync(path) || readFileSync(path, "utf8") !== content) stale.push(`apps/${id}/${file}`);
      }
    }
    if (stale.length > 0) {
      console.error(`These shell files differ from the generator (run pnpm new-site <id>):\n  ${stale.join("\n  ")}`);
      process.exit(1);
    }
    console.log(`All ${ids.length} shells match the generator.`);
    return;
  }
  const id = args[0];
  if (!id || !ids.includes(id)) {
    console.error(`usage: pnpm new-site <id> | --check\nThe id must be listed in ${SITE_IDS_FILE} (known: ${ids.join(", ")}).`);
    process.exit(2);
  }
  for (const [file, content] of Object.entries(shellFiles(id))) {
    const path = join(root, "apps", id, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  console.log(`Wrote apps/${id}. Run pnpm install, then pnpm --filter @tl/app-${id} dev.`);
}

main(process.argv.slice(2));
