import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { isNotFound, retryUnlessNotFound } from "./not-found";

describe("retryUnlessNotFound", () => {
  const notFound = new ApiError("404", 404, "/x");
  const serverError = new ApiError("500", 500, "/x");
  it.each<[string, Parameters<typeof retryUnlessNotFound>[0], number, Error, boolean]>([
    ["never retries a 404", 2, 0, notFound, false],
    ["retries other failures up to the policy's count", 2, 1, serverError, true],
    ["stops at the policy's count", 2, 2, serverError, false],
    ["respects retries turned off", false, 0, serverError, false],
    ["respects always retry, except 404", true, 5, notFound, false],
    ["asks a policy function", (count) => count < 1, 0, serverError, true],
    ["defaults to TanStack's 3", undefined, 2, serverError, true],
  ])("%s", (_, policy, count, error, expected) => {
    expect(retryUnlessNotFound(policy)(count, error)).toBe(expected);
  });

  it("recognises only API 404s as not found", () => {
    expect([isNotFound(notFound), isNotFound(serverError), isNotFound(new Error("404"))]).toEqual([true, false, false]);
  });
});
