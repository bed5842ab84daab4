// Shared flat-config preset: strict, type-aware TypeScript for every package.
// A package composes it in a three-line eslint.config.js.
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Focused tests (`it.only`, `describe.only`, `test.only`, `test.describe.only`, `it.concurrent.only` …)
 * would run one test and report the rest as passing by omission. Exported so that a config
 * adding its own `no-restricted-syntax` entries keeps these (a later entry replaces the rule).
 */
export const FOCUSED_TESTS = [
  {
    selector:
      "MemberExpression[property.name='only']:matches([object.name=/^(it|test|describe|suite)$/], [object.object.name=/^(it|test|describe|suite)$/])",
    message: "Focused test: remove `.only` (it would run alone and the rest would count as passed).",
  },
];

/**
 * The environment is read in one place per app (its `env.ts`, parsed and validated there);
 * everything else receives the values it needs. Tests, benchmarks and config files may read it.
 */
export const PROCESS_ENV = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: "Read the environment only in env.ts (validated there) and pass the values on.",
};

export default tseslint.config(
  // Plain-JS config and script files sit outside every tsconfig on purpose: they are not type-checked.
  { ignores: ["**/dist/**", "**/storybook-static/**", "**/.turbo/**", "**/coverage/**", "**/*.js", "**/*.mjs"] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true },
    },
    plugins: { "import-x": importX },
    settings: {
      "import-x/ignore": ["node_modules"],
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // Cycles among our own modules only: parsing bundled dependencies is slow and pointless.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "no-restricted-syntax": ["error", ...FOCUSED_TESTS, PROCESS_ENV],
    },
  },
  {
    files: [
      "**/env.ts",
      "**/*.test.ts",
      "**/*.test.tsx",
      "**/test/**",
      "**/tests/**",
      "**/*.config.ts",
      "bench/**",
      "src/**/*-vite-config.ts",
    ],
    rules: { "no-restricted-syntax": ["error", ...FOCUSED_TESTS] },
  },
);
