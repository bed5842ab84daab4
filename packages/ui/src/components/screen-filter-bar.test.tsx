// The declarative filter bar and useScreenFilters: what a visitor sees in the dropdowns and
// what each choice writes to the URL (the screens' tests cover each screen's fields).
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { useScreenFilters } from "../hooks/use-screen-filters";
import { ScreenFilterBar, selectOptions, type SelectFilterField } from "./screen-filter-bar";

const SPORTS = [
  { value: "baseball", label: "Baseball" },
  { value: "hockey", label: "Hockey" },
];

describe("selectOptions", () => {
  const field = (extra: Partial<SelectFilterField<"sport">>): SelectFilterField<"sport"> => ({
    kind: "select",
    key: "sport",
    label: "Sport",
    options: SPORTS,
    ...extra,
  });
  it.each([
    { name: "the choices alone", extra: {}, chosen: "hockey", labels: ["Baseball", "Hockey"] },
    { name: "'All …' first", extra: { all: "All Sports" }, chosen: "all", labels: ["All Sports", "Baseball", "Hockey"] },
    {
      name: "a chosen value held nowhere is not offered",
      extra: { all: "All Sports" },
      chosen: "curling",
      labels: ["All Sports", "Baseball", "Hockey"],
    },
    {
      name: "unless the field keeps it, last",
      extra: { all: "All Sports", keepsChosen: true },
      chosen: "curling",
      labels: ["All Sports", "Baseball", "Hockey", "curling"],
    },
    {
      name: "a kept value already listed is listed once",
      extra: { all: "All Sports", keepsChosen: true },
      chosen: "hockey",
      labels: ["All Sports", "Baseball", "Hockey"],
    },
  ])("$name", ({ extra, chosen, labels }) => {
    expect(selectOptions(field(extra), "all", chosen).map((option) => option.label)).toEqual(labels);
  });
});

const DEFAULTS = { q: "", sport: "all", team: "all", season: "" };
type Key = keyof typeof DEFAULTS;

function Bar({
  pinned = [] as Key[],
  adjust,
}: {
  pinned?: Key[];
  adjust?: (patch: Partial<Record<Key, string>>) => Partial<Record<Key, string>>;
}) {
  const filters = useScreenFilters(DEFAULTS, pinned);
  const location = useLocation();
  return (
    <>
      <ScreenFilterBar
        label="Test filters"
        filters={filters}
        adjust={adjust}
        fields={[
          { kind: "search", key: "q", label: "Search", placeholder: "Search teams..." },
          { kind: "select", key: "sport", label: "Sport", all: "All Sports", options: SPORTS, clears: ["team"] },
          {
            kind: "select",
            key: "team",
            label: "Team",
            all: "All Teams",
            options: [{ value: "nyr", label: "New York Rangers" }],
            keepsChosen: true,
          },
          false,
        ]}
      />
      <output aria-label="URL">{location.search}</output>
      <output aria-label="Sport read">{filters.values.sport}</output>
    </>
  );
}

function renderBar(url: string, props: Parameters<typeof Bar>[0] = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Bar {...props} />
    </MemoryRouter>,
  );
}

const url = () => screen.getByLabelText("URL").textContent;

describe("ScreenFilterBar with useScreenFilters", () => {
  it("shows the declared fields in order, named, in a search landmark; a field left out is not there", () => {
    renderBar("/teams");
    const bar = screen.getByRole("search", { name: "Test filters" });
    expect([...bar.querySelectorAll("label")].map((label) => label.textContent)).toEqual(["Search", "Sport", "Team"]);
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent);
    expect(within(bar).getAllByRole("combobox").map(options)).toEqual([
      ["All Sports", "Baseball", "Hockey"],
      ["All Teams", "New York Rangers"],
    ]);
    expect(within(bar).getByRole("searchbox", { name: "Search" })).toHaveAttribute("placeholder", "Search teams...");
  });

  it("reads the URL, offers a kept choice from a shared link, and clears what a choice clears", () => {
    renderBar("/teams?sport=hockey&team=bos");
    expect(screen.getByRole("combobox", { name: "Team" })).toHaveValue("bos");
    fireEvent.change(screen.getByRole("combobox", { name: "Sport" }), { target: { value: "baseball" } });
    expect(url()).toBe("?sport=baseball");
  });

  it("leaves a default out of the URL", () => {
    renderBar("/teams?sport=hockey");
    fireEvent.change(screen.getByRole("combobox", { name: "Sport" }), { target: { value: "all" } });
    expect(url()).toBe("");
  });

  it("reads a pinned key as its default whatever the URL says", () => {
    renderBar("/teams?sport=hockey", { pinned: ["sport"] });
    expect(screen.getByLabelText("Sport read")).toHaveTextContent("all");
  });

  it("passes every change through adjust", () => {
    renderBar("/teams?season=1993", { adjust: (patch) => (patch.team !== undefined ? { ...patch, season: "" } : patch) });
    fireEvent.change(screen.getByRole("combobox", { name: "Team" }), { target: { value: "nyr" } });
    expect(url()).toBe("?team=nyr");
  });
});
