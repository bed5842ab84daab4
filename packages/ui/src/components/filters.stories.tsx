import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor } from "storybook/test";
import { sportOptions } from "../hooks/use-sport-options";
import { FilterBar, SearchField, SelectField } from "./filters";

const SPORTS = sportOptions(["Football", "Basketball", "Baseball", "Hockey"]);
const STATUSES = [
  { value: "all", label: "All Games" },
  { value: "live", label: "Live" },
  { value: "final", label: "Final" },
  { value: "scheduled", label: "Scheduled" },
  { value: "postponed", label: "Postponed" },
];

/** A filter bar as a screen wires it: the values live in state, shown below for review. */
function ScoresFilters({ initialSearch = "" }: { initialSearch?: string }) {
  const [search, setSearch] = useState(initialSearch);
  const [sport, setSport] = useState("all");
  const [status, setStatus] = useState("all");
  return (
    <>
      <FilterBar label="Game filters">
        <SearchField label="Search teams" placeholder="Team name or city" value={search} onChange={setSearch} />
        <SelectField label="Sport" value={sport} options={SPORTS} onChange={setSport} />
        <SelectField label="Status" value={status} options={STATUSES} onChange={setStatus} />
      </FilterBar>
      <p className="text-sm text-muted" data-testid="applied">
        search “{search}”, sport {sport}, status {status}
      </p>
    </>
  );
}

const meta = {
  title: "Building blocks/Filter bar",
  component: FilterBar,
  parameters: { layout: "padded" },
  args: { label: "Game filters", children: null },
  render: () => <ScoresFilters />,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithSearch: Story = { render: () => <ScoresFilters initialSearch="Green Bay" /> };

/** The search reports its text after a 250 ms pause; dropdowns report at once. */
export const Filtering: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search teams" }), "Packers");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sport" }), "Football");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Status" }), "Final");
    await waitFor(() => expect(canvas.getByTestId("applied")).toHaveTextContent("search “Packers”, sport football, status final"));
  },
};
