// A card list draws a card again only when its item or open state changes (issue #18): an
// answer refetched unchanged, or another card opening, leaves the other cards alone.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { expect, it, vi } from "vitest";
import { PagedCardList, type CardExpansion } from "./paged-card-list";

interface Item {
  key: string;
  name: string;
}

const items: Item[] = ["Alpha", "Bravo", "Charlie"].map((name) => ({ key: name.toLowerCase(), name }));
const query = { isPending: false, error: null, refetch: () => undefined };

function list(renderCard: (item: Item, expansion: CardExpansion) => ReactNode, shown: readonly Item[] = items) {
  return (
    <PagedCardList
      query={query}
      items={shown}
      total={shown.length}
      onMore={() => undefined}
      label="Things"
      noun="things"
      errorTitle="Error Loading Things"
      emptyTitle="No Things Found"
      renderCard={renderCard}
    />
  );
}

const card = (item: Item, { open, onToggle }: CardExpansion) => (
  <button type="button" aria-expanded={open} onClick={onToggle}>
    {item.name}
  </button>
);

it("opening a card draws only that card again", async () => {
  const drawn = vi.fn(card);
  render(list(drawn));
  expect(drawn).toHaveBeenCalledTimes(3);
  await userEvent.click(screen.getByRole("button", { name: "Bravo" }));
  expect(screen.getByRole("button", { name: "Bravo" })).toHaveAttribute("aria-expanded", "true");
  expect(drawn.mock.calls.slice(3).map(([item]) => item.name)).toEqual(["Bravo"]);
});

it("the same items again (a refetch that changed nothing) draw no card; a changed item draws its own", () => {
  const drawn = vi.fn(card);
  const { rerender } = render(list(drawn));
  rerender(list((item, expansion) => drawn(item, expansion)));
  expect(drawn).toHaveBeenCalledTimes(3);
  const renamed = items.map((item) => (item.key === "charlie" ? { ...item, name: "Charles" } : item));
  rerender(list((item, expansion) => drawn(item, expansion), renamed));
  expect(drawn.mock.calls.slice(3).map(([item]) => item.name)).toEqual(["Charles"]);
  expect(screen.getByRole("button", { name: "Charles" })).toBeInTheDocument();
});
