// The one expandable card: its face is the toggle, named by what it shows, controlling the
// panel by id; the list decides which one is open (useSingleOpen), one at a time.
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { LazyMotion, domAnimation } from "framer-motion";
import { describe, expect, it } from "vitest";
import { loadMotionParts } from "../layout/load-motion-parts";
import { useSingleOpen } from "./expandable";
import { ExpandableCard } from "./expandable-card";

const FINALS = [
  { key: "2024", team: "Florida Panthers", mvp: "Connor McDavid" },
  { key: "2023", team: "Vegas Golden Knights", mvp: "Jonathan Marchessault" },
];

function Finals({ as }: { as?: "article" | "li" }) {
  const { isOpen, toggle } = useSingleOpen();
  const cards = FINALS.map((final) => (
    <ExpandableCard
      key={final.key}
      as={as}
      open={isOpen(final.key)}
      onToggle={() => {
        toggle(final.key);
      }}
      panelId={as === "li" ? `final-${final.key}` : undefined}
      labelledBy={as === "li" ? undefined : `name-${final.key}`}
      className="card"
      toggleClassName="toggle"
      face={<span id={`name-${final.key}`}>{final.team}</span>}
    >
      <p>Conn Smythe: {final.mvp}</p>
    </ExpandableCard>
  ));
  return <LazyMotion features={domAnimation}>{as === "li" ? <ul>{cards}</ul> : cards}</LazyMotion>;
}

describe("ExpandableCard", () => {
  it("is an article named by its face, whose toggle controls a generated panel id", () => {
    render(<Finals />);
    const article = screen.getByRole("article", { name: "Florida Panthers" });
    expect(article).toHaveClass("card");
    const toggle = screen.getByRole("button", { name: "Florida Panthers" });
    expect(toggle).toHaveClass("toggle");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Conn Smythe: Connor McDavid")).toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = screen.getByText("Conn Smythe: Connor McDavid").parentElement;
    expect(panel).toHaveAttribute("id", toggle.getAttribute("aria-controls"));
  });

  it("as a list row keeps the panel id it is given; one open at a time, a second click closes it", () => {
    render(<Finals as="li" />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    const panthers = screen.getByRole("button", { name: "Florida Panthers" });
    const knights = screen.getByRole("button", { name: "Vegas Golden Knights" });
    expect(knights).toHaveAttribute("aria-controls", "final-2023");
    fireEvent.click(panthers);
    fireEvent.click(knights);
    expect(panthers).toHaveAttribute("aria-expanded", "false");
    expect(knights).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Conn Smythe: Jonathan Marchessault").parentElement).toHaveAttribute("id", "final-2023");
    fireEvent.click(knights);
    expect(knights).toHaveAttribute("aria-expanded", "false");
  });

  // Last: the motion chunk stays loaded for the rest of the file. Closed panels do not follow its
  // arrival; one opened afterwards animates in (framer-motion's panel) and out.
  it("opens and closes a panel with the motion chunk loaded", async () => {
    await loadMotionParts();
    render(<Finals as="li" />);
    const panthers = screen.getByRole("button", { name: "Florida Panthers" });
    fireEvent.click(panthers);
    const panel = screen.getByText("Conn Smythe: Connor McDavid").parentElement;
    expect(panel).toHaveAttribute("id", panthers.getAttribute("aria-controls"));
    fireEvent.click(panthers);
    expect(panthers).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => {
      expect(screen.queryByText("Conn Smythe: Connor McDavid")).toBeNull();
    });
  });
});
