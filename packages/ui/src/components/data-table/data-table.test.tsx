// The one table (issue #16): sorting by click and keyboard with aria-sort, numbers and text each
// sorted their own way, missing values last both ways, the CSV of the rows as shown, a long
// table's sticky header, a table that is not sortable, and the lazily upgraded table.
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DataColumn } from "./columns";
import { DataTable } from "./data-table";
import { LazyDataTable } from "./lazy-data-table";

interface Franchise {
  team: string;
  titles: number | null;
  latest: string | null;
  /** Share of its World Series won. */
  share: number | null;
}

// World Series titles (our curated facts); the Mariners have none, their latest is missing.
const FRANCHISES: Franchise[] = [
  { team: "New York Yankees", titles: 27, latest: "2009", share: 0.675 },
  { team: "Seattle Mariners", titles: null, latest: null, share: null },
  { team: "boston Red Sox", titles: 9, latest: "2018", share: 0.692 },
  { team: "Los Angeles Dodgers", titles: 8, latest: "2024", share: 0.364 },
  { team: "Houston Astros, Inc.", titles: 2, latest: '2022 "the" year', share: 0.4 },
];

const TEAM: DataColumn<Franchise> = { id: "team", header: "Team", value: (row) => row.team, rowHeader: true };
const TITLES: DataColumn<Franchise> = {
  id: "titles",
  header: "Titles",
  value: (row) => row.titles,
  kind: "number",
  cell: (row) => row.titles ?? "N/A",
};
const COLUMNS: DataColumn<Franchise>[] = [
  TEAM,
  TITLES,
  { id: "latest", header: "Latest", value: (row) => row.latest },
  { id: "share", header: "Series won", value: (row) => row.share, kind: "number" },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Franchise>>[0]> = {}) {
  const user = userEvent.setup();
  render(
    <DataTable
      label="World Series titles by franchise"
      columns={COLUMNS}
      rows={FRANCHISES}
      rowKey={(row) => row.team}
      minWidth="min-w-[30rem]"
      {...props}
    />,
  );
  return { user, table: screen.getByRole("table", { name: "World Series titles by franchise" }) };
}

const teams = (table: HTMLElement) =>
  within(table)
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);
const header = (table: HTMLElement, name: string) => within(table).getByRole("columnheader", { name });
const sortButton = (table: HTMLElement, name: string) => within(header(table, name)).getByRole("button", { name });

describe("DataTable: sorting", () => {
  it("keeps the given order until a header is pressed, every sortable header aria-sort none", () => {
    const { table } = renderTable();
    expect(teams(table)).toEqual(FRANCHISES.map((row) => row.team));
    for (const name of ["Team", "Titles", "Latest", "Series won"]) expect(header(table, name)).toHaveAttribute("aria-sort", "none");
  });

  it("sorts by a number column numerically on a click, ascending, missing values last; a second click reverses, still last", async () => {
    const { user, table } = renderTable();
    await user.click(sortButton(table, "Titles"));
    expect(teams(table)).toEqual(["Houston Astros, Inc.", "Los Angeles Dodgers", "boston Red Sox", "New York Yankees", "Seattle Mariners"]);
    expect(header(table, "Titles")).toHaveAttribute("aria-sort", "ascending");
    expect(header(table, "Team")).toHaveAttribute("aria-sort", "none");

    await user.click(sortButton(table, "Titles"));
    expect(teams(table)).toEqual(["New York Yankees", "boston Red Sox", "Los Angeles Dodgers", "Houston Astros, Inc.", "Seattle Mariners"]);
    expect(header(table, "Titles")).toHaveAttribute("aria-sort", "descending");
  });

  it("sorts numbers by value, not by their digits (.4 after .364, which a text sort puts before it)", async () => {
    const { user, table } = renderTable();
    await user.click(sortButton(table, "Series won"));
    expect(teams(table)).toEqual(["Los Angeles Dodgers", "Houston Astros, Inc.", "New York Yankees", "boston Red Sox", "Seattle Mariners"]);
  });

  it("sorts a text column as text, ignoring case", async () => {
    const { user, table } = renderTable();
    await user.click(sortButton(table, "Team"));
    expect(teams(table)).toEqual(["boston Red Sox", "Houston Astros, Inc.", "Los Angeles Dodgers", "New York Yankees", "Seattle Mariners"]);
    await user.click(sortButton(table, "Team"));
    expect(teams(table)).toEqual(["Seattle Mariners", "New York Yankees", "Los Angeles Dodgers", "Houston Astros, Inc.", "boston Red Sox"]);
  });

  it("puts a missing text value last in both directions", async () => {
    const { user, table } = renderTable();
    await user.click(sortButton(table, "Latest"));
    expect(teams(table).at(-1)).toBe("Seattle Mariners");
    expect(teams(table)[0]).toBe("New York Yankees");
    await user.click(sortButton(table, "Latest"));
    expect(teams(table).at(-1)).toBe("Seattle Mariners");
    expect(teams(table)[0]).toBe("Los Angeles Dodgers");
  });

  it.each(["{Enter}", " "])("sorts from the keyboard: Tab to a header's button, then %j", async (key) => {
    const { user, table } = renderTable({ fileName: false });
    await user.tab(); // the scrolling region
    await user.tab(); // Team
    await user.tab(); // Titles
    expect(sortButton(table, "Titles")).toHaveFocus();
    await user.keyboard(key);
    expect(header(table, "Titles")).toHaveAttribute("aria-sort", "ascending");
    await user.keyboard(key);
    expect(header(table, "Titles")).toHaveAttribute("aria-sort", "descending");
    expect(teams(table)[0]).toBe("New York Yankees");
  });

  it("shows an initial sort on its header, and the next press reverses it", async () => {
    const { user, table } = renderTable({ initialSort: { column: "titles", descending: true } });
    expect(header(table, "Titles")).toHaveAttribute("aria-sort", "descending");
    expect(teams(table)[0]).toBe("New York Yankees");
    await user.click(sortButton(table, "Titles"));
    expect(header(table, "Titles")).toHaveAttribute("aria-sort", "ascending");
    expect(teams(table)[0]).toBe("Houston Astros, Inc.");
  });

  it("leaves a column marked not sortable without a button or aria-sort", () => {
    const { table } = renderTable({ columns: [TEAM, { ...TITLES, sortable: false }] });
    expect(within(header(table, "Titles")).queryByRole("button")).toBeNull();
    expect(header(table, "Titles")).not.toHaveAttribute("aria-sort");
    expect(header(table, "Team")).toHaveAttribute("aria-sort", "none");
  });

  it("sortable={false}: plain headers, no aria-sort, rows as given", () => {
    const { table } = renderTable({ sortable: false });
    expect(within(table).queryAllByRole("button")).toHaveLength(0);
    for (const cell of within(table).getAllByRole("columnheader")) expect(cell).not.toHaveAttribute("aria-sort");
    expect(teams(table)).toEqual(FRANCHISES.map((row) => row.team));
  });
});

describe("DataTable: markup", () => {
  it("is named by its caption, its header cells scoped to columns and its row header to rows; cell renderers shape the cells", () => {
    const { table } = renderTable();
    expect(table.querySelector("caption")).toHaveTextContent("World Series titles by franchise");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.getAttribute("scope")),
    ).toEqual(["col", "col", "col", "col"]);
    const mariners = within(table).getByRole("rowheader", { name: "Seattle Mariners" });
    expect(mariners).toHaveAttribute("scope", "row");
    expect(mariners.closest("tr")).toHaveTextContent("Seattle MarinersN/A");
  });

  it("spans a row's note across the columns after the first", () => {
    const { table } = renderTable({ rowNote: (row) => (row.titles === null ? "No title yet." : null) });
    const note = within(table).getByRole("cell", { name: "No title yet." });
    expect(note).toHaveAttribute("colspan", "3");
  });

  it("keeps a long table's header in view; a short one scrolls with the page", () => {
    const many = Array.from({ length: 15 }, (_, index) => ({ team: `Team ${String(index)}`, titles: index, latest: null, share: null }));
    renderTable({ rows: many });
    expect(screen.getByRole("region", { name: "World Series titles by franchise" })).toHaveAttribute("data-sticky-header", "true");
  });

  it("does not stick a short table's header", () => {
    renderTable();
    expect(screen.getByRole("region", { name: "World Series titles by franchise" })).not.toHaveAttribute("data-sticky-header");
  });

  it("holds the table's place with hidden placeholder rows while loading, the body busy and the download off", () => {
    render(
      <DataTable
        label="Recent champions"
        columns={COLUMNS}
        rows={undefined}
        rowKey={(row) => row.team}
        minWidth="min-w-[30rem]"
        placeholderRows={3}
      />,
    );
    const table = screen.getByRole("table", { name: "Recent champions" });
    const body = table.querySelector("tbody");
    expect(body).toHaveAttribute("aria-busy", "true");
    expect(body?.querySelectorAll("tr[aria-hidden]")).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeDisabled();
  });
});

describe("DataTable: CSV", () => {
  let saved: { name: string; blob: Blob }[] = [];
  beforeEach(() => {
    saved = [];
    let url = "";
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      url = `blob:test/${String(saved.length)}`;
      saved.push({ name: "", blob: blob as Blob });
      return url;
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last && this.href === url) last.name = this.download;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("downloads the columns shown and the rows in the current order, quoted where needed, named after the table", async () => {
    const { user, table } = renderTable({ fileName: "Franchise titles" });
    await user.click(sortButton(table, "Titles"));
    await user.click(sortButton(table, "Titles"));
    const download = screen.getByRole("button", { name: "Download CSV" });
    expect(download).toHaveAccessibleDescription("World Series titles by franchise, as franchise-titles.csv");
    await user.click(download);
    expect(saved).toHaveLength(1);
    const [file] = saved;
    expect(file?.name).toBe("franchise-titles.csv");
    expect(file?.blob.type).toBe("text/csv;charset=utf-8");
    // UTF-8 with a byte order mark, which a UTF-8 decoder (Blob.text, a spreadsheet) drops.
    expect([...new Uint8Array((await file?.blob.arrayBuffer()) ?? new ArrayBuffer(0)).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await file?.blob.text()).toBe(
      [
        "Team,Titles,Latest,Series won",
        "New York Yankees,27,2009,0.675",
        "boston Red Sox,9,2018,0.692",
        "Los Angeles Dodgers,8,2024,0.364",
        '"Houston Astros, Inc.",2,"2022 ""the"" year",0.4',
        "Seattle Mariners,,,",
        "",
      ].join("\r\n"),
    );
  });

  it("takes a column's CSV value over its value, and names the file after the label by default", async () => {
    const { user } = renderTable({ columns: [TEAM, { ...TITLES, csv: (row) => row.titles ?? 0 }] });
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(saved[0]?.name).toBe("world-series-titles-by-franchise.csv");
    expect(await saved[0]?.blob.text()).toContain("\r\nSeattle Mariners,0\r\n");
  });

  it("has no download with fileName={false}", () => {
    renderTable({ fileName: false });
    expect(screen.queryByRole("button", { name: "Download CSV" })).toBeNull();
  });
});

describe("LazyDataTable", () => {
  it("shows the rows at once, then becomes the sortable table", async () => {
    const user = userEvent.setup();
    render(
      <LazyDataTable label="Recent champions" columns={COLUMNS} rows={FRANCHISES} rowKey={(row) => row.team} minWidth="min-w-[30rem]" />,
    );
    expect(screen.getAllByRole("rowheader")).toHaveLength(5);
    const titles = await screen.findByRole("button", { name: "Titles" });
    await act(() => user.click(titles));
    await waitFor(() => {
      expect(screen.getByRole("columnheader", { name: "Titles" })).toHaveAttribute("aria-sort", "ascending");
    });
  });
});
