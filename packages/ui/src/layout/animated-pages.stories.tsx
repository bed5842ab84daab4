import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor } from "storybook/test";
import { buttonVariants } from "../components/button";
import { Page } from "../components/page";
import { PageHeader } from "../components/page-header";
import { AnimatedPages } from "./animated-pages";

const PAGES = [
  { title: "Scores", body: "Today's games, live and final." },
  { title: "Standings", body: "Every team by rank, with its playoff position." },
];

/** Two pages swapped as the router swaps routes: the old one fades out before the new one fades in. */
function TwoPages() {
  const [index, setIndex] = useState(0);
  const page = PAGES[index % PAGES.length] ?? { title: "", body: "" };
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
      <AnimatedPages pathname={String(index)}>
        <div className="mt-8">
          <PageHeader title={page.title}>{page.body}</PageHeader>
        </div>
      </AnimatedPages>
    </Page>
  );
}

const meta = {
  title: "Layout/Page transition",
  component: AnimatedPages,
  args: { pathname: "/", children: null },
  render: () => <TwoPages />,
} satisfies Meta<typeof AnimatedPages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BetweenRoutes: Story = {
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole("heading", { level: 1, name: "Scores" })).toBeVisible());
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    // The entering page starts transparent; it is visible once its fade has run.
    await waitFor(() => expect(canvas.getByRole("heading", { level: 1, name: "Standings" })).toBeVisible());
  },
};
