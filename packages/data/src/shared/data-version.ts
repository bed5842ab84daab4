// The data's version (/api/meta/version/, issue #18): a prerendered page carries the one it was
// rendered from, and asks for it again before it fetches its stale answers (app-query-client.ts).
import { dataVersion, dataVersionPath } from "@tl/contract/data-version";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "./api-get";
import { numberOr, textOr } from "./loose";
import { relaxed } from "./relax";

export const rawDataVersionSchema = relaxed(dataVersion);

/**
 * The version as one token, "42 2026-12-07T23:16:00.000Z": two databases may count to the same
 * number, not at the same instant. Null when the API sent no count (nothing to compare).
 */
export function dataVersionToken(raw: { version?: number | null; changed_at?: string | null }): string | null {
  const version = numberOr(null, raw.version);
  return version === null ? null : `${String(version)} ${textOr(raw.changed_at, "")}`;
}

/** The API's data version now; null when it cannot be read. */
export const fetchDataVersion = (signal?: AbortSignal): Promise<string | null> =>
  apiGet(dataVersionPath, {}, rawDataVersionSchema, signal).then(dataVersionToken, () => null);

export const DATA_VERSION_KEY = ["data-version"] as const;

/** Asked once, never retried: a check that fails is answered by fetching the answers again. */
export const dataVersionQueryOptions = () =>
  queryOptions({
    queryKey: DATA_VERSION_KEY,
    queryFn: async ({ signal }) => dataVersionToken(await apiGet(dataVersionPath, {}, rawDataVersionSchema, signal)),
    retry: false,
  });
