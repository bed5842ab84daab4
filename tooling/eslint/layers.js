// Which workspace package may import which (issue #14): contract ← data ← ui ← apps,
// contract ← api, db ← facts, db ← api. A package not listed here (tooling) may import any.
// Each package's eslint.config.js names its own directory: `layered(base, import.meta.dirname)`.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const SITE_APP = ["@tl/ui", "@tl/site-config", "@tl/vite-config"];

/** package → the @tl packages its source may import */
export const LAYERS = {
  "@tl/contract": [],
  "@tl/site-config": [],
  "@tl/data": ["@tl/contract", "@tl/site-config"],
  "@tl/ui": ["@tl/data", "@tl/site-config"],
  "@tl/db": ["@tl/contract", "@tl/site-config"],
  "@tl/facts": ["@tl/db", "@tl/contract", "@tl/site-config"],
  "@tl/api": ["@tl/contract", "@tl/db", "@tl/facts", "@tl/site-config"],
};

/** A site's shell (`@tl/app-<id>`, written by `pnpm new-site`) sits on the ui. */
const layerOf = (name) => LAYERS[name] ?? (name?.startsWith("@tl/app-") ? SITE_APP : undefined);

const WORKSPACE = ["contract", "site-config", "data", "ui", "db", "facts", "api", "vite-config"].map((name) => `@tl/${name}`);

function packageName(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).name;
  } catch {
    return undefined;
  }
}

/** The `no-restricted-imports` patterns for the package in `dir`: every workspace package outside its layer. */
export function importZones(dir) {
  const name = packageName(dir);
  const allowed = layerOf(name);
  if (!allowed) return [];
  const forbidden = WORKSPACE.filter((other) => other !== name && !allowed.includes(other));
  if (forbidden.length === 0) return [];
  return [
    {
      group: forbidden.flatMap((other) => [other, `${other}/*`]),
      message: `${name} may import only ${allowed.join(", ") || "no workspace package"} (the layers in tooling/eslint/layers.js).`,
    },
  ];
}

/** The test rows and MSW handlers in packages/data (`@tl/data/<resource>/mocks`) are for tests and stories only. */
export const MOCKS = {
  group: ["@tl/data/*/mocks", "@tl/data/*/mocks/*"],
  message: "Mocks are for tests and stories: a site's code must not ship them (and msw with them).",
};
const MOCK_USERS = ["**/*.test.ts", "**/*.test.tsx", "**/*.stories.tsx", "**/test/**", "src/storybook/**", ".storybook/**"];

/** A preset plus the package's import zones: `export default layered(base, import.meta.dirname)`. */
export function layered(preset, dir) {
  const zones = importZones(dir);
  const rule = (patterns) => (patterns.length > 0 ? ["error", { patterns }] : "off");
  return [
    ...preset,
    { rules: { "no-restricted-imports": rule([...zones, MOCKS]) } },
    { files: MOCK_USERS, rules: { "no-restricted-imports": rule(zones) } },
  ];
}
