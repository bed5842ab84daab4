import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

describe("createQueryClient (spec §9)", () => {
  it("retries twice, never refetches on focus, keeps data fresh 5 minutes and cached 10", () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({ retry: 2, refetchOnWindowFocus: false, staleTime: 300_000, gcTime: 600_000 });
  });
});
