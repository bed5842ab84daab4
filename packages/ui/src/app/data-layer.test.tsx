import { sites } from "@tl/site-config/sites";
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { someTeams, teamsHandler } from "../fixtures/teams";
import { fakeWebAnimations } from "../layout/fake-web-animations";
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

// framer-motion's entry animations on, as in a browser (the test setup skips them).
describe("data layer: the cards' entry animation follows the page transition", { timeout: 30_000 }, () => {
  it("on the first page of a visit the cards appear at rest", async () => {
    const fake = fakeWebAnimations();
    try {
      api.use(teamsHandler(someTeams));
      renderApp(sites.hub, "/teams");
      expect(await cardOpacities()).not.toContain("0");
    } finally {
      fake.restore();
    }
  });

  it("on a page navigated to they fade in", async () => {
    const fake = fakeWebAnimations();
    try {
      api.use(teamsHandler(someTeams));
      const { user } = renderApp(sites.hub, "/");
      await screen.findByRole("heading", { level: 1, name: /Championship Analytics/ });
      await user.click(screen.getAllByRole("link", { name: "Teams" })[0] as HTMLElement);
      act(() => {
        fake.animations[0]?.finish();
      });
      expect(await cardOpacities()).toContain("0");
    } finally {
      fake.restore();
    }
  });
});
