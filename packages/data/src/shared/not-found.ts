// A detail call for a slug the API does not know answers 404: that is a page of its own
// ("not found"), not a failure worth retrying.
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error";

/** True when the API answered 404: an unknown slug is a page of its own, not a failure. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

type RetrySetting = boolean | number | ((failureCount: number, error: Error) => boolean) | undefined;

/**
 * The client's retry policy (spec §9: twice), except that a 404 is final: asking again for a
 * championship (or anything else) that does not exist only keeps the visitor waiting.
 */
export function retryUnlessNotFound(policy: RetrySetting) {
  return (failureCount: number, error: Error): boolean => {
    if (isNotFound(error)) return false;
    if (typeof policy === "function") return policy(failureCount, error);
    if (typeof policy === "number") return failureCount < policy;
    // TanStack Query's own default is 3 retries.
    return policy ?? failureCount < 3;
  };
}

/** The app's retry policy with a 404 made final, for a detail query's `retry`. */
export function useRetryUnlessNotFound() {
  const client = useQueryClient();
  return retryUnlessNotFound(client.getDefaultOptions().queries?.retry);
}
