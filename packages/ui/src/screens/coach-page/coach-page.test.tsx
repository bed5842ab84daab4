import { sites } from "@tl/site-config/sites";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { errorResponse, loadingHandler } from "@tl/data/shared/mocks";
import { bowmanDetail, bowmanSeasons, coachPageHandlers } from "@tl/data/coaches/mocks";
import { http } from "msw";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();
const DETAIL = "/api/people/coaches/scotty-bowman/";
const SEASONS = "/api/people/coaches/scotty-bowman/seasons/";
const TABLE = "Scotty Bowman's record, season by season";

/** The table's body rows, each as its cells' text. */
function tableRows() {
  const [, ...body] = within(screen.getByRole("table", { name: TABLE })).getAllByRole("row");
  return body.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
}

// Whole-app renders with a 32-row table: a loaded 2-core machine takes more than the 5 s default.
describe("Coach page (issue #16)", { timeout: 15_000 }, () => {
  it("shows Scotty Bowman: his totals, every season per team, the career row totalling his record", async () => {
    api.use(...coachPageHandlers());
    renderApp(sites.nhl, "/coaches/scotty-bowman");
    expect(await screen.findByRole("heading", { level: 1, name: "Scotty Bowman" })).toBeInTheDocument();
    const totals = screen.getByRole("region", { name: "Career totals" });
    expect(totals).toHaveTextContent("Regular season1244-573-314-10 (W-L-T-OTL)");
    expect(totals).toHaveTextContent("Win %68.5%");
    expect(totals).toHaveTextContent("Games2,141");
    expect(totals).toHaveTextContent("Playoffs223-130 (W-L)");
    expect(totals).toHaveTextContent("Seasons30, 1967–2001");
    expect(totals).toHaveTextContent("Titles9");

    await screen.findByRole("table", { name: TABLE });
    const headers = within(screen.getByRole("table", { name: TABLE }))
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Season", "Team", "G", "W", "L", "T", "OTL", "Win %", "Playoffs"]);
    const rows = tableRows();
    expect(rows).toHaveLength(32);
    expect(rows[0]).toEqual(["1967-68", "St. Louis Blues", "58", "23", "21", "14", "N/A", "52.3%", "8-10"]);
    // A change of team in a season is a row of its own; a stint without playoffs says so. The
    // Hockey Databank gives no finish: no Finish column.
    expect(rows.filter((row) => row[0] === "1981-82")).toEqual([
      ["1981-82", "Buffalo Sabres", "26", "14", "5", "7", "N/A", "73.7%", "N/A"],
      ["1981-82", "Buffalo Sabres", "9", "4", "5", "0", "N/A", "44.4%", "1-3"],
    ]);
    expect(rows.at(-1)).toEqual(["Career", "30 seasons, 1967–2001", "2,141", "1,244", "573", "314", "10", "68.5%", "223-130"]);
    expect(within(screen.getByRole("table", { name: TABLE })).getAllByRole("link", { name: "Detroit Red Wings" })[0]).toHaveAttribute(
      "href",
      "/teams/detroit-red-wings",
    );
  });

  it("lists nine Cups newest first and two Jack Adams awards, and names the document after him", async () => {
    api.use(...coachPageHandlers());
    renderApp(sites.nhl, "/coaches/scotty-bowman");
    const titles = within(await screen.findByRole("region", { name: /^Titles/ })).getAllByRole("listitem");
    expect(titles).toHaveLength(9);
    expect(titles[0]).toHaveTextContent("2001-02 NHL seasonStanley Cup Final with the Detroit Red Wings");
    expect(within(titles[0] as HTMLElement).getByRole("link", { name: "2001-02 NHL season" })).toHaveAttribute(
      "href",
      "/seasons/nhl-2001-02",
    );
    expect(screen.getByRole("region", { name: /^Awards/ })).toHaveTextContent("Awards (2)1976-77Jack Adams1995-96Jack Adams");
    await waitFor(() => {
      expect(document.title).toBe("Scotty Bowman: record, titles and awards · Title Ledger NHL");
    });
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "Scotty Bowman, head coach (National Hockey League, 1967–2001): a 1244-573-314-10 record, 223-130 in the playoffs, 9 titles, the record season by season with playoff results, and awards by year.",
    );
  });

  it("sorts by wins both ways with the career row kept last, and downloads the record as CSV", async () => {
    api.use(...coachPageHandlers());
    const { user } = renderApp(sites.nhl, "/coaches/scotty-bowman");
    const table = await screen.findByRole("table", { name: TABLE });
    await user.click(within(table).getByRole("button", { name: "W" }));
    await user.click(within(table).getByRole("button", { name: "W" }));
    expect(within(table).getByRole("columnheader", { name: "W" })).toHaveAttribute("aria-sort", "descending");
    expect(
      tableRows()
        .slice(0, 2)
        .map((row) => `${String(row[0])} ${String(row[3])}`),
    ).toEqual(["1995-96 62", "1976-77 60"]);
    expect(tableRows().at(-1)?.[0]).toBe("Career");

    const saved: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => (saved.push(blob as Blob), "blob:test"));
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    const lines = (await saved[0]?.text())?.split("\r\n") ?? [];
    expect(lines[0]).toBe("Season,Team,G,W,L,T,OTL,Win %,Playoffs");
    expect(lines[1]).toBe("1995-96,Detroit Red Wings,82,62,13,7,,0.827,10-9");
    expect(lines.at(-2)).toBe('Career,"30 seasons, 1967–2001",2141,1244,573,314,10,0.685,223-130');
    vi.restoreAllMocks();
  });

  it("says so where the API cannot list his titles one by one", async () => {
    api.use(...coachPageHandlers({ details: { "scotty-bowman": { ...bowmanDetail, titles: null } } }));
    renderApp(sites.nhl, "/coaches/scotty-bowman");
    const titles = await screen.findByRole("region", { name: /^Titles/ });
    expect(titles).toHaveTextContent("We cannot list every title of Scotty Bowman");
    expect(within(titles).queryByRole("listitem")).toBeNull();
  });

  it("shows the finish where the source gives one and no playoff column where it gives none (Lahman Managers)", async () => {
    // Bowman's rows as a Lahman manager's would come: a finish, no playoff record.
    const managerRows = bowmanSeasons.map((row, index) => ({
      ...row,
      rank: row.career ? null : (index % 4) + 1,
      playoff_games: null,
      playoff_wins: null,
      playoff_losses: null,
    }));
    api.use(...coachPageHandlers({ seasons: { "scotty-bowman": managerRows } }));
    renderApp(sites.nhl, "/coaches/scotty-bowman");
    await screen.findByRole("table", { name: TABLE });
    const headers = within(screen.getByRole("table", { name: TABLE }))
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Season", "Team", "G", "W", "L", "T", "OTL", "Win %", "Finish"]);
    expect(tableRows()[1]?.at(-1)).toBe("2nd");
  });

  it("loads, then fails with Retry, and Retry asks again", async () => {
    let fail = true;
    api.use(
      http.get(DETAIL, () => (fail ? errorResponse() : undefined)),
      ...coachPageHandlers(),
    );
    const { user } = renderApp(sites.nhl, "/coaches/scotty-bowman");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error Loading Coach");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Scotty Bowman" })).toBeInTheDocument();
  });

  it("shows a spinner while the coach loads, and keeps him when only his seasons fail", async () => {
    api.use(...loadingHandler(DETAIL), ...loadingHandler(SEASONS));
    const view = renderApp(sites.nhl, "/coaches/scotty-bowman");
    expect(await screen.findByRole("status")).toHaveTextContent("Loading the coach");
    expect(screen.getByRole("heading", { level: 1, name: "Coach Details" })).toBeInTheDocument();
    view.unmount();

    api.use(
      http.get(SEASONS, () => errorResponse()),
      ...coachPageHandlers(),
    );
    renderApp(sites.nhl, "/coaches/scotty-bowman");
    expect(await screen.findByRole("alert")).toHaveTextContent("Error Loading Seasons");
    expect(screen.getByRole("region", { name: "Career totals" })).toHaveTextContent("1244-573-314-10");
  });

  it("shows a not-found page for an unknown slug", async () => {
    api.use(...coachPageHandlers());
    renderApp(sites.nhl, "/coaches/scotty-bowmen");
    expect(await screen.findByRole("heading", { level: 1, name: "Coach Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to coaches" })).toHaveAttribute("href", "/coaches");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("on another sport's site, links to his page on the NHL site", async () => {
    api.use(...coachPageHandlers());
    renderApp(sites.mlb, "/coaches/scotty-bowman");
    const link = await screen.findByRole("link", { name: "Open Scotty Bowman on Title Ledger NHL" });
    expect(link.getAttribute("href")).toMatch(/^http:\/\/nhl\.localhost(:\d+)?\/coaches\/scotty-bowman$/);
    expect(screen.queryByRole("table")).toBeNull();
  });
});
