// Every story: the real site providers (src/storybook/shell.tsx), mocked HTTP from the story's
// `parameters.msw.handlers` (src/storybook/msw.ts), the site switcher and viewport presets in
// the toolbar, and accessibility checks that fail a story test on serious or critical issues.
import type { Preview } from "@storybook/react-vite";
import { MotionGlobalConfig } from "framer-motion";
import { mswLoader } from "../src/storybook/msw";
import { withShell } from "../src/storybook/shell";
import { siteGlobalType } from "../src/storybook/sites";
import { VIEWPORTS } from "../src/storybook/viewports";
import "../src/styles/app.css";

// In story tests (Vitest runs in mode "test") animations finish at once, as in the jsdom
// tests, so checks never see a half-faded element; designers still see them in Storybook.
MotionGlobalConfig.skipAnimations = import.meta.env.MODE === "test";

// The a11y addon's matcher reads `impactLevels` from the axe options it ran with: moderate
// and minor findings show in the panel, serious and critical ones fail the test.
const axeOptions = { impactLevels: ["serious", "critical"] };

const preview = {
  decorators: [withShell],
  loaders: [mswLoader],
  globalTypes: { site: siteGlobalType },
  initialGlobals: { site: "hub" },
  parameters: {
    layout: "fullscreen",
    viewport: { options: VIEWPORTS },
    a11y: { test: "error", options: axeOptions },
  },
} satisfies Preview;

export default preview;
