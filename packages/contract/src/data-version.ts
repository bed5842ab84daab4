// /api/meta/version/ (issue #18): the count every import and editor's result bumps. A module of
// its own, apart from meta.ts: every page's query client asks it (the sites' data-layer chunk).
import { z } from "zod/mini";
import { described, nullableText } from "./refs";

export const dataVersionPath = "/api/meta/version/";

export const versionFilters = z.object({});

/** Bumped by every import and editor's result that changes what the API serves. */
export const dataVersion = z.strictObject({
  version: described(z.int(), "Counts the changes of the data; 0 before the first."),
  changed_at: described(nullableText(), "ISO 8601 time of the latest change; null before the first."),
});

export type DataVersion = z.infer<typeof dataVersion>;
