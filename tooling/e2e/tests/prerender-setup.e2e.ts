// Prerenders three sites for the prerender tests (issue #18) once the other browser tests are
// done (they see the app shell, as before): the pnpm prerender program, reading the running
// test server, with its default pages (every entity kind, people too) but two of each kind per
// site to keep the run short.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { test } from "@playwright/test";
import { E2E_PORT } from "./hosts";
import { PRERENDERED_SITES } from "./prerendered";

const root = fileURLToPath(new URL("../../../", import.meta.url));

test("prerender the pages of three sites", () => {
  test.setTimeout(300_000);
  const api = `http://127.0.0.1:${String(E2E_PORT)}`;
  const args = ["--sites", PRERENDERED_SITES.map((site) => site.id).join(","), "--port", String(E2E_PORT), "--api", api, "--limit", "2"];
  execFileSync(process.execPath, ["tooling/prerender/dist/cli.js", ...args], { cwd: root, stdio: "inherit" });
  // The hub's championship histories, all of them (eight): their canonical URLs are on the sports' sites.
  const hub = ["--sites", "hub", "--port", String(E2E_PORT), "--api", api, "--entities", "championships"];
  execFileSync(process.execPath, ["tooling/prerender/dist/cli.js", ...hub], { cwd: root, stdio: "inherit" });
});
