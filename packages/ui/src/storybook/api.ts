// Stories' MSW answers (README "The API"). The handlers themselves live with the data, in
// `@tl/data/shared/mocks` (Django REST pages, errors as `{"detail": …}`), shared with the tests.
//
// A data screen's stories sit beside it (screens/teams/teams.stories.tsx). Results come from
// the mocks of its resource (`@tl/data/<resource>/mocks`: their own handlers, or
// their data through `listHandler`/`listStates`); the other states from the one set here,
// for every resource: `errorHandler`, `loadingHandler`, and `listHandler(path, [])` for empty:
//
//   const meta = {
//     title: "Screens/Teams",
//     component: TeamsScreen,
//     parameters: { shell: { page: true, url: "/teams" }, ...mockApi(<fixture handlers>) },
//   } satisfies Meta<typeof TeamsScreen>;
//   export const Results: Story = { play: … await canvas.findByRole(…) … };
//   export const Loading: Story = { parameters: mockApi(loadingHandler(TEAMS_PATH)) };
//   export const Failed: Story = { parameters: mockApi(errorHandler(TEAMS_PATH)) };
//   export const Down: Story = { parameters: mockApi(errorHandler([GAMES_PATH, GAME_SUMMARY_PATH], { detail: "Database unavailable." })) };
//   export const Empty: Story = { parameters: mockApi(listHandler(TEAMS_PATH, [])) };
//   export const Expanded: Story = { play: async ({ canvas, userEvent }) => { await userEvent.click(…) } };
//   export const Filtered: Story = { parameters: { shell: { page: true, url: "/teams?q=bears" } } };
//
// A story's handlers replace the meta's: a screen reading several endpoints lists them all
// (mockApi(teamsHandlers, errorHandler(SUMMARY_PATH))); any /api/ call left unmocked answers
// 501 naming itself (src/storybook/msw.ts).
import type { RequestHandler } from "msw";
import type { MswParameters } from "./msw";

export {
  detailHandler,
  errorHandler,
  errorResponse,
  listHandler,
  listStates,
  loadingHandler,
  pageOf,
  type ApiPage,
  type Failure,
  type ListOptions,
} from "@tl/data/shared/mocks";

/** `parameters` for a story or meta: the handlers its requests are answered by. */
export function mockApi(...handlers: (RequestHandler | readonly RequestHandler[])[]): Required<MswParameters> {
  return { msw: { handlers: handlers.flat() } };
}
