import { sites } from "@tl/site-config/sites";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockCoachesApi, scottyBowman } from "@tl/data/coaches/mocks";
import { setupMockApi } from "../../test/msw";
import { renderApp } from "../../test/render";

const api = setupMockApi();

const heading = () => screen.findByRole("heading", { level: 1, name: "All Coaches" });
const grid = () => screen.findByRole("list", { name: "Coaches" });
const card = async (name: string) => {
  const article = within(await grid()).getByRole("article", { name });
  const button = within(article).getAllByRole("button")[0];
  if (!button) throw new Error(`no toggle on the card of ${name}`);
  return { button, article };
};

describe("Coaches states", { timeout: 15_000 }, () => {
  it("shows the heading and a spinner while the coaches load", async () => {
    api.use(
      http.get("/api/people/coaches/", () => delay("infinite")),
      http.get("/api/people/coaches/summary/", () => delay("infinite")),
    );
    renderApp(sites.hub, "/coaches");
    expect(await heading()).toBeInTheDocument();
    expect(screen.getByText("Coaching Staff Directory")).toBeInTheDocument();
    expect(await screen.findByRole("status")).toHaveTextContent("Loading coaches…");
  });

  it("shows 'Error Loading Coaches' with the message, and Retry fetches again and shows the coaches", async () => {
    const { handlers } = mockCoachesApi();
    let fail = true;
    api.use(
      http.get("/api/people/coaches/", () =>
        fail ? HttpResponse.json({ detail: "Database unavailable." }, { status: 503, statusText: "Service Unavailable" }) : undefined,
      ),
      ...handlers,
    );
    const { user } = renderApp(sites.hub, "/coaches");
    const alert = await screen.findByRole("alert");
    expect(await heading()).toBeInTheDocument();
    expect(within(alert).getByRole("heading", { name: "Error Loading Coaches" })).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      "The API answered 503 Service Unavailable for /api/people/coaches/?page_size=48: Database unavailable.",
    );
    expect(screen.queryByText("No Coaches Found")).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await card("Scotty Bowman")).toBeDefined();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows 'No Coaches Found' when the site has no coaches (the NFL: no coaching dataset yet)", async () => {
    const { handlers, calls } = mockCoachesApi();
    api.use(...handlers);
    renderApp(sites.nfl, "/coaches");
    expect(await screen.findByRole("heading", { name: "No Coaches Found" })).toBeInTheDocument();
    // Nothing is filtered: the site holds no coaches, the filters are not to blame.
    expect(screen.getByText("We hold no NFL coaches yet.")).toBeInTheDocument();
    expect(await heading()).toBeInTheDocument();
    expect(calls).toContain("/api/people/coaches/?sport__slug=football&level__slug=professional&page_size=48");
  });
});

describe("Coaches results", { timeout: 15_000 }, () => {
  it("asks for the first page with the site's filters and the summary", async () => {
    const { handlers, calls } = mockCoachesApi();
    api.use(...handlers);
    renderApp(sites.nhl, "/coaches");
    await card("Scotty Bowman");
    expect(calls).toContain("/api/people/coaches/?sport__slug=hockey&level__slug=professional&page_size=48");
    expect(calls).toContain("/api/people/coaches/summary/?sport__slug=hockey&level__slug=professional");
    expect(within(await grid()).getAllByRole("listitem")).toHaveLength(3);
  });

  it("shows the four tiles from the summary", async () => {
    const { handlers } = mockCoachesApi();
    api.use(...handlers);
    renderApp(sites.hub, "/coaches");
    const summary = await screen.findByLabelText("Coach summary");
    // 7 real coaches: Boone, Cooper and Roberts active; 8+9+2+7+2+7 titles; (13+6+30+6+24+9+25)/7 = 16.1 years.
    await waitFor(() => {
      expect(summary).toHaveTextContent("Active Coaches3");
    });
    expect(summary).toHaveTextContent("Total Championships35");
    expect(summary).toHaveTextContent("Avg Years Coaching16");
    expect(summary).toHaveTextContent("Sports Covered2");
  });

  it("names no team for a former coach whose last club the API does not know, and no free agent", async () => {
    // As the API answers a former coach whose last club's name then it cannot tell (Connie Mack: current_team null).
    const { handlers } = mockCoachesApi([{ ...scottyBowman, current_team: null }]);
    api.use(...handlers);
    renderApp(sites.hub, "/coaches");
    const bowman = (await card("Scotty Bowman")).article;
    expect(within(bowman).getByText("Last team not recorded")).toBeInTheDocument();
    expect(bowman).not.toHaveTextContent("Free Agent");
  });

  it("shows each card's facts: badges, position, name, team, age, years, titles, win %, record", async () => {
    const { handlers } = mockCoachesApi();
    api.use(...handlers);
    renderApp(sites.hub, "/coaches");
    const bowman = (await card("Scotty Bowman")).article;
    for (const text of ["Hockey", "Inactive", "Head Coach", "Detroit Red Wings"])
      expect(within(bowman).getByText(text)).toBeInTheDocument();
    expect(bowman).toHaveTextContent("Age93");
    expect(bowman).toHaveTextContent("Years Coaching30");
    expect(bowman).toHaveTextContent("Championships9");
    expect(bowman).toHaveTextContent("Win %68.5%");
    expect(bowman).toHaveTextContent("Career Record1244-573-314");

    const mccarthy = (await card("Joe McCarthy")).article;
    expect(within(mccarthy).getByText("Manager")).toBeInTheDocument();
    expect(within(mccarthy).getByText("Boston Red Sox")).toBeInTheDocument();
    // Died in 1978: the API sends no age, and none is counted on from 1887.
    expect(mccarthy).toHaveTextContent("AgeN/A");
    expect(mccarthy).toHaveTextContent("Career Record2125-1333");
    expect(mccarthy).toHaveTextContent("Win %61.5%");

    // Ties of 0 are left out of the record.
    expect((await card("Jon Cooper")).article).toHaveTextContent(/Career Record243-143$/);
    expect(within((await card("Aaron Boone")).article).getByText("Active")).toBeInTheDocument();
  });

  it("shows up to 2 specialties on a card, then an ellipsis", async () => {
    const { handlers } = mockCoachesApi();
    api.use(...handlers);
    renderApp(sites.hub, "/coaches");
    const { button } = await card("Casey Stengel");
    expect(within(button).getByText("Platooning")).toBeInTheDocument();
    expect(within(button).getByText("Pinch-hitting")).toBeInTheDocument();
    expect(within(button).queryByText("Stengelese")).not.toBeInTheDocument();
    expect(within(button).getByText("…")).toBeInTheDocument();
    expect(within((await card("Scotty Bowman")).button).queryByText("…")).not.toBeInTheDocument();
  });

  it("loads more coaches on request", async () => {
    const { handlers, calls } = mockCoachesApi(undefined, { pageSize: 4 });
    api.use(...handlers);
    const { user } = renderApp(sites.hub, "/coaches");
    await card("Toe Blake");
    expect(screen.getByText("Showing 4 of 7 coaches")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more coaches" }));
    expect(await screen.findByText("Showing 7 of 7 coaches")).toBeInTheDocument();
    expect(calls).toContain("/api/people/coaches/?page_size=48&page=2");
    expect(within(await grid()).getAllByRole("listitem")).toHaveLength(7);
    expect(screen.queryByRole("button", { name: "Load more coaches" })).not.toBeInTheDocument();
  });
});

describe("Coaches detail panel", { timeout: 15_000 }, () => {
  it("opens one card at a time; clicking the open card closes it", async () => {
    const { handlers } = mockCoachesApi();
    api.use(...handlers);
    const { user } = renderApp(sites.hub, "/coaches");
    const bowman = await card("Scotty Bowman");
    const mccarthy = await card("Joe McCarthy");
    expect(bowman.button).toHaveAttribute("aria-expanded", "false");

    await user.click(bowman.button);
    expect(bowman.button).toHaveAttribute("aria-expanded", "true");
    const panelId = bowman.button.getAttribute("aria-controls") ?? "";
    const panel = document.getElementById(panelId);
    expect(panel).not.toBeNull();
    expect(bowman.article).toContainElement(panel);

    await user.click(mccarthy.button);
    expect(mccarthy.button).toHaveAttribute("aria-expanded", "true");
    expect(bowman.button).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => {
      expect(document.getElementById(panelId)).toBeNull();
    });

    await user.click(mccarthy.button);
    expect(mccarthy.button).toHaveAttribute("aria-expanded", "false");
  });

  it("works from the keyboard", async () => {
    const { handlers } = mockCoachesApi();
    api.use(...handlers);
    const { user } = renderApp(sites.hub, "/coaches");
    const { button } = await card("Scotty Bowman");
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("links the coach's page and his team's from the open panel, never from the toggle (issue #16)", async () => {
    const { handlers } = mockCoachesApi();
    api.use(...handlers);
    const { user } = renderApp(sites.hub, "/coaches");
    const { button, article } = await card("Scotty Bowman");
    await user.click(button);
    expect(article).toHaveTextContent("PagesCoachScotty BowmanTeamDetroit Red Wings");
    // From the hub across to the coach's own site.
    expect(within(article).getByRole("link", { name: "Scotty Bowman" })).toHaveAttribute(
      "href",
      "http://nhl.localhost:3000/coaches/scotty-bowman",
    );
    expect(within(article).getByRole("link", { name: "Detroit Red Wings" })).toHaveAttribute(
      "href",
      "http://nhl.localhost:3000/teams/detroit-red-wings",
    );
    expect(button.querySelector("a")).toBeNull();
  });

  it("links his former teams to their franchise pages, oldest first (issue #16)", async () => {
    const { handlers } = mockCoachesApi();
    api.use(...handlers);
    const { user } = renderApp(sites.hub, "/coaches");
    const { button, article } = await card("Scotty Bowman");
    await user.click(button);
    const former = within(within(article).getByRole("list", { name: "Former teams" })).getAllByRole("link");
    expect(former.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["St. Louis Blues", "http://nhl.localhost:3000/teams/st-louis-blues"],
      ["Montreal Canadiens", "http://nhl.localhost:3000/teams/montreal-canadiens"],
      ["Buffalo Sabres", "http://nhl.localhost:3000/teams/buffalo-sabres"],
      ["Pittsburgh Penguins", "http://nhl.localhost:3000/teams/pittsburgh-penguins"],
    ]);
  });

  it("on his own site the former teams link in-site; a coach of one club has none", async () => {
    const { handlers } = mockCoachesApi();
    api.use(...handlers);
    const { user } = renderApp(sites.mlb, "/coaches");
    const stengel = await card("Casey Stengel");
    await user.click(stengel.button);
    const former = within(within(stengel.article).getByRole("list", { name: "Former teams" })).getAllByRole("link");
    expect(former.map((link) => link.getAttribute("href"))).toEqual([
      "/teams/los-angeles-dodgers",
      "/teams/atlanta-braves",
      "/teams/new-york-yankees",
    ]);
    const boone = await card("Aaron Boone");
    await user.click(boone.button);
    expect(within(boone.article).queryByRole("list", { name: "Former teams" })).toBeNull();
  });

  it("on the coach's own site links in-site, reached by the keyboard after the card's toggle", async () => {
    const { handlers } = mockCoachesApi();
    api.use(...handlers);
    const { user, location } = renderApp(sites.nhl, "/coaches");
    const { button } = await card("Scotty Bowman");
    button.focus();
    await user.keyboard("{Enter}");
    await user.tab();
    const link = screen.getByRole("link", { name: "Scotty Bowman" });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute("href", "/coaches/scotty-bowman");
    await user.keyboard("{Enter}");
    expect(location.pathname).toBe("/coaches/scotty-bowman");
  });

  it("shows background and coaching record, with N/A for single missing values and no empty sections", async () => {
    const { handlers } = mockCoachesApi();
    api.use(...handlers);
    const { user } = renderApp(sites.hub, "/coaches");
    const { button, article } = await card("Scotty Bowman");
    await user.click(button);
    const panel = within(article);
    expect(panel.getByRole("heading", { name: "Background" })).toBeInTheDocument();
    expect(article).toHaveTextContent("BirthplaceMontreal, QC, Canada");
    expect(article).toHaveTextContent("CollegeN/A");
    expect(article).toHaveTextContent("Years with TeamN/A");
    expect(article).toHaveTextContent("HiredN/A");
    expect(article).toHaveTextContent("Regular Season1244-573-314");
    expect(article).toHaveTextContent("Playoff Apps28");
    expect(article).toHaveTextContent("Playoff Record223-130");
    expect(panel.getByRole("list", { name: "Awards and honors" })).toHaveTextContent("Jack Adams (1995-96)Jack Adams (1976-77)");
    for (const empty of ["Playing Career", "Specialties", "Coaching Philosophy"]) {
      expect(panel.queryByRole("heading", { name: empty })).not.toBeInTheDocument();
    }
  });

  it("shows college, hire date and playing career when recorded", async () => {
    const { handlers } = mockCoachesApi();
    api.use(...handlers);
    const { user } = renderApp(sites.hub, "/coaches");
    const { button, article } = await card("Aaron Boone");
    await user.click(button);
    expect(article).toHaveTextContent("CollegeUniversity of Southern California");
    expect(article).toHaveTextContent("Years with Team6");
    expect(article).toHaveTextContent("HiredDec 4, 2017");
    expect(within(article).getByRole("heading", { name: "Playing Career" })).toBeInTheDocument();
    expect(article).toHaveTextContent("SportBaseballPositionThird basemanYears Played12");
    expect(article).toHaveTextContent("Playoff AppsN/APlayoff RecordN/A");
  });

  it("shows every specialty and the coaching philosophy in quotes", async () => {
    const { handlers } = mockCoachesApi();
    api.use(...handlers);
    const { user } = renderApp(sites.hub, "/coaches");
    const { button, article } = await card("Casey Stengel");
    await user.click(button);
    expect(within(article).getByRole("list", { name: "All specialties" })).toHaveTextContent("PlatooningPinch-hittingStengelese");
    expect(within(article).getByRole("heading", { name: "Coaching Philosophy" })).toBeInTheDocument();
    expect(article).toHaveTextContent("“The secret of managing is to keep the guys who hate you away from the guys who are undecided.”");
  });
});

describe("Coaches tiles when the summary fails", { timeout: 15_000 }, () => {
  it("say N/A and the list still shows", async () => {
    const { handlers } = mockCoachesApi();
    api.use(
      http.get("/api/people/coaches/summary/", () => HttpResponse.json({ detail: "Not found." }, { status: 404 })),
      ...handlers,
    );
    renderApp(sites.hub, "/coaches");
    await card("Scotty Bowman");
    await waitFor(() => {
      expect(screen.getByLabelText("Coach summary")).toHaveTextContent("Active CoachesN/A");
    });
  });
});
