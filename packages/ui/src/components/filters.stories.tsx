import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { useScreenFilters } from "../hooks/use-screen-filters";
import { ALL, sportChoices } from "../hooks/use-sport-options";
import { FilterBar } from "./filters";
import { ScreenFilterBar } from "./screen-filter-bar";

const SPORTS = sportChoices(["Football", "Basketball", "Baseball", "Hockey"]);
const STATUSES = [
  { value: "live", label: "Live" },
  { value: "final", label: "Final" },
  { value: "scheduled", label: "Scheduled" },
  { value: "postponed", label: "Postponed" },
];
const DEFAULTS = { q: "", sport: ALL, status: ALL };

/** A filter bar as a screen declares it: the values live in the URL, shown below for review. */
function ScoresFilters() {
  const filters = useScreenFilters(DEFAULTS);
  const { q, sport, status } = filters.values;
  return (
    <>
      <ScreenFilterBar
        label="Game filters"
        filters={filters}
        fields={[
          { kind: "search", key: "q", label: "Search teams", placeholder: "Team name or city" },
          { kind: "select", key: "sport", label: "Sport", all: "All Sports", options: SPORTS },
          { kind: "select", key: "status", label: "Status", all: "All Games", options: STATUSES },
        ]}
      />
      <p className="text-sm text-muted" data-testid="applied">
        search “{q}”, sport {sport}, status {status}
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

export const WithSearch: Story = { parameters: { shell: { url: "/?q=Green+Bay" } } };

/** The search reports its text after a 250 ms pause; dropdowns report at once. */
export const Filtering: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search teams" }), "Packers");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sport" }), "Football");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Status" }), "Final");
    await waitFor(() => expect(canvas.getByTestId("applied")).toHaveTextContent("search “Packers”, sport football, status final"));
  },
};
