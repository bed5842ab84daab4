// Issue #15 on the Scores screen: a baseball game's line score, park, attendance and
// Retrosheet's notice; a day to go to; and one final's games, as the championship history
// links them.
import { sites } from "@tl/site-config/sites";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { baseballGames, gamesHandlers, recentGames } from "@tl/data/games/mocks";
import type { CallLog } from "@tl/data/shared/mocks";
import { RETROSHEET_NOTICE } from "../../layout/attributions";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();

const gameCards = async () => within(await screen.findByRole("list", { name: "Games" })).getAllByRole("listitem");
const listCalls = (calls: CallLog) => calls.filter((call) => !call.startsWith("/api/games/games/summary/") && !call.includes("/seasons/"));
const rowText = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("Scores: a baseball game's panel (issue #15)", () => {
  it("shows the line score as a table (innings, R, both teams, 'x' kept), the park, the attendance and Retrosheet's notice", async () => {
    api.use(...gamesHandlers(baseballGames));
    const { user } = renderApp(sites.mlb, "/scores");
    await gameCards();
    const card = screen.getByRole("button", { name: /Washington Senators/ });
    await user.click(card);
    const panel = document.getElementById(card.getAttribute("aria-controls") ?? "");
    if (!panel) throw new Error("no panel");
    const table = within(panel).getByRole("table", { name: "Line score: Washington Senators at New York Yankees" });
    const [head, away, home] = within(table).getAllByRole("row");
    if (!head || !away || !home) throw new Error("rows missing");
    expect(
      within(head)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Team", ...Array.from({ length: 9 }, (_, index) => `Inning ${String(index + 1)}`), "R"]);
    expect(within(away).getByRole("rowheader")).toHaveTextContent("MIN");
    expect(rowText(away)).toEqual(["0", "0", "0", "2", "0", "0", "0", "0", "0", "2"]);
    expect(rowText(home)).toEqual(["0", "0", "0", "1", "0", "1", "0", "2", "xnot batted", "4"]);
    expect(panel).toHaveTextContent("ParkYankee Stadium I");
    expect(panel).toHaveTextContent("Attendance8,000");
    expect(within(panel).getByText(RETROSHEET_NOTICE)).toBeInTheDocument();
  });

  it("shows no line score, 'N/A' attendance and no Retrosheet notice for a game without them", async () => {
    api.use(...gamesHandlers());
    const { user } = renderApp(sites.hub, "/scores");
    await gameCards();
    const card = screen.getByRole("button", { name: /Super Bowl LIX/ });
    await user.click(card);
    const panel = document.getElementById(card.getAttribute("aria-controls") ?? "");
    if (!panel) throw new Error("no panel");
    expect(within(panel).queryByRole("table")).not.toBeInTheDocument();
    expect(panel).toHaveTextContent("AttendanceN/A");
    expect(panel).not.toHaveTextContent("Retrosheet");
  });
});

describe("Scores: go to a date (issue #15)", () => {
  it("lists the games of the day chosen, and writes it to the URL", async () => {
    const calls: CallLog = [];
    api.use(...gamesHandlers([...baseballGames, ...recentGames], { calls }));
    const { location } = renderApp(sites.mlb, "/scores");
    await gameCards();
    fireEvent.change(screen.getByLabelText("Go to date"), { target: { value: "1927-09-30" } });
    await waitFor(() => {
      expect(listCalls(calls).at(-1)).toBe("/api/games/games/?sport__slug=baseball&level__slug=professional&date=1927-09-30&page_size=48");
    });
    await waitFor(async () => {
      expect(await gameCards()).toHaveLength(1);
    });
    expect(screen.getByRole("button", { name: /New York Yankees/ })).toHaveTextContent("4");
    expect(location.search).toBe("?date=1927-09-30");
  });

  it("a day from a shared link fills the field; a season chosen then clears it", async () => {
    const calls: CallLog = [];
    api.use(...gamesHandlers(baseballGames, { calls }));
    const { user, location } = renderApp(sites.mlb, "/scores?date=2023-10-31");
    await waitFor(async () => {
      expect(await gameCards()).toHaveLength(1);
    });
    expect(screen.getByLabelText("Go to date")).toHaveValue("2023-10-31");
    await user.selectOptions(await screen.findByLabelText("Season"), "1927");
    await waitFor(() => {
      expect(location.search).toBe("?season=1927");
    });
    expect(screen.getByLabelText("Go to date")).toHaveValue("");
  });

  it("ignores a day that is not one (the list shows every day, not an error)", async () => {
    const calls: CallLog = [];
    api.use(...gamesHandlers(baseballGames, { calls }));
    renderApp(sites.mlb, "/scores?date=1927-02-30");
    expect(await gameCards()).toHaveLength(baseballGames.length);
    expect(listCalls(calls).every((call) => !call.includes("date="))).toBe(true);
  });
});

describe("Scores: one final's games (issue #15)", () => {
  it("lists the games of the final the link names, says so, and offers every game again", async () => {
    const calls: CallLog = [];
    api.use(...gamesHandlers(baseballGames, { calls }));
    const { user, location } = renderApp(sites.mlb, "/scores?sport=baseball&championship=world-series&season=2023");
    await waitFor(async () => {
      expect(await gameCards()).toHaveLength(2);
    });
    expect(listCalls(calls).at(-1)).toBe(
      "/api/games/games/?sport__slug=baseball&level__slug=professional&season__start_year=2023&championship__slug=world-series&page_size=48",
    );
    expect(await screen.findByText("Showing the games of the World Series (2023 season).")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show every game" }));
    await waitFor(() => {
      expect(location.search).toBe("?sport=baseball&season=2023");
    });
    expect(screen.queryByText(/Showing the games of/)).not.toBeInTheDocument();
  });
});
