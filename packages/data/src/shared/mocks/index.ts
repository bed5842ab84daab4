// `@tl/data/shared/mocks`: MSW answers shaped like our API, for tests and stories only (msw is
// a devDependency: the sites' bundles never import a mocks entry).
export { errorHandler, errorResponse, loadingHandler, notFound, type CallLog, type Failure, type Intercept } from "./failures";
export { detailHandlers } from "./detail-handlers";
export { listStates } from "./list-states";
export { detailHandler, drfPage, listHandler, pageOf, type ApiPage, type ListOptions } from "./pages";
