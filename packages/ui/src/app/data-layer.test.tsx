import { sites } from "@tl/site-config/sites";
import { screen, waitFor } from "@testing-library/react";
import { MotionGlobalConfig } from "framer-motion";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { someTeams, teamsHandler } from "@tl/data/teams/mocks";
import { setupMockApi } from "../test/msw";
import { renderApp } from "../test/render";

const api = setupMockApi();

/** The Teams cards' own opacity, as framer-motion renders it (inline style). */
async function cardOpacities() {
  const list = await screen.findByRole("list", { name: "Teams" });
  await waitFor(() => {
    expect(list.querySelectorAll(":scope > li")).toHaveLength(someTeams.length);
  });
  return [...list.querySelectorAll<HTMLElement>(":scope > li")].map((card) => card.style.opacity);
}

// framer-motion's entry animations on, running in real time as in a browser (the test setup skips them).
describe("data layer: the cards' entry animation follows the page transition", { timeout: 30_000 }, () => {
  beforeEach(() => {
    MotionGlobalConfig.skipAnimations = false;
  });
  afterEach(() => {
    MotionGlobalConfig.skipAnimations = true;
  });

  it("on the first page of a visit the cards appear at rest", async () => {
    api.use(teamsHandler(someTeams));
    renderApp(sites.hub, "/teams");
    expect(await cardOpacities()).not.toContain("0");
  });

  it("on a page navigated to they fade in", async () => {
    api.use(teamsHandler(someTeams));
    const { user } = renderApp(sites.hub, "/");
    await screen.findByRole("heading", { level: 1, name: /Championship Analytics/ });
    await user.click(screen.getAllByRole("link", { name: "Teams" })[0] as HTMLElement);
    // Mounted at their first frame: transparent, about to fade in.
    expect(await cardOpacities()).toContain("0");
  });
});
