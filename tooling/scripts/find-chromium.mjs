// Where is a Chromium for the browser tests? CHROMIUM_PATH wins; then the usual names on
// PATH and Debian's /usr/bin/chromium. Playwright cannot download its own browser here.
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

const NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  const dirs = (env.PATH ?? "").split(delimiter).filter(Boolean);
  for (const name of NAMES) {
    for (const dir of [...dirs, "/usr/bin"]) {
      const candidate = join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

export const CHROMIUM_HELP = [
  "No Chromium found for the browser tests.",
  "Install one, then run the tests again:",
  "  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium",
  "  macOS:          brew install --cask chromium",
  "or point CHROMIUM_PATH at a Chromium or Chrome executable.",
].join("\n");

/**
 * The flags every Chromium we start runs with (the browser tests, the stories' browser tests,
 * pnpm bench:web): headless on a machine without a GPU or a sandbox, and nothing fetched from
 * off the machine (no QUIC, component updates, sync or background requests).
 */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
