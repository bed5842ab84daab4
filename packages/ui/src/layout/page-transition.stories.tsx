import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor } from "storybook/test";
import { buttonVariants } from "../components/button";
import { Page } from "../components/page";
import { PageHeader } from "../components/page-header";
import { PageTransition } from "./page-transition";

const PAGES = [
  { title: "Scores", body: "Today's games, live and final." },
  { title: "Standings", body: "Every team by rank, with its playoff position." },
];

/** Two pages swapped as AppRoutes swaps routes: the old one fades out before the new one fades in. */
function TwoPages() {
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(0);
  const page = PAGES[shown % PAGES.length] ?? { title: "", body: "" };
  return (
    <Page>
      <button
        type="button"
        className={buttonVariants({ variant: "secondary" })}
        onClick={() => {
          setIndex((current) => current + 1);
        }}
      >
        Next page
      </button>
      <PageTransition
        key={shown}
        enter={shown > 0}
        leaving={shown !== index}
        onLeft={() => {
          setShown(index);
        }}
      >
        <div className="mt-8">
          <PageHeader title={page.title}>{page.body}</PageHeader>
        </div>
      </PageTransition>
    </Page>
  );
}

const meta = {
  title: "Layout/Page transition",
  component: PageTransition,
  args: { enter: false, leaving: false, onLeft: () => undefined, children: null },
  render: () => <TwoPages />,
} satisfies Meta<typeof PageTransition>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BetweenRoutes: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Scores" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    // The entering page starts transparent; it is visible once its fade has run.
    await waitFor(() => expect(canvas.getByRole("heading", { level: 1, name: "Standings" })).toBeVisible());
  },
};
