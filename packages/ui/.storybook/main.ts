// Storybook for designers (issue #6): every story beside its component or screen, built by
// Vite with the plugins the sites use (tooling/vite: React, Tailwind 4 through its Vite
// plugin reading src/styles/app.css). `public` holds the MSW worker script; the ui package's
// public folder gives the favicon, as on the sites.
import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { mergeConfig } from "vite";

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: ["../src/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  staticDirs: ["./public", "../public"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [react(), tailwindcss()] }),
};

export default config;
