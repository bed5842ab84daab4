import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/** A mock API for a test file; any request without a handler fails the test. */
export function setupMockApi() {
  const server = setupServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: "error" });
  });
  afterEach(() => {
    server.resetHandlers();
  });
  afterAll(() => {
    server.close();
  });
  return server;
}
