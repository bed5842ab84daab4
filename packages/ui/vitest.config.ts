// Two projects, one report (test-results/vitest.json counts both):
//   unit       the component and screen tests, in jsdom
//   storybook  every story as a test in Chromium (render, play function, accessibility check),
//              through Storybook's Vitest plugin and Vitest browser mode. Playwright cannot
//              download a browser here, so it launches the system Chromium.
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { CHROMIUM_FLAGS, CHROMIUM_HELP, findChromium } from "../../tooling/scripts/find-chromium.mjs";

const chromium = findChromium();
if (!chromium) throw new Error(CHROMIUM_HELP);

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["./src/test/setup.ts"],
        },
      },
      {
        plugins: [storybookTest({ configDir: ".storybook" })],
        test: {
          name: "storybook",
          setupFiles: ["./.storybook/vitest.setup.ts"],
          // After the unit project, not beside it: on a 2-core CI machine Chromium and the
          // jsdom workers competing would push the unit tests' waits past their timeouts.
          sequence: { groupOrder: 1 },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromium,
                args: [...CHROMIUM_FLAGS],
              },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
