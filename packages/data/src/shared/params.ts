// Query keys hold a call's parameters; equal choices must give equal keys.
import type { QueryParams } from "./build-url";

/** Drops undefined and blank values (buildUrl leaves them out of the URL too). */
export function definedParams(params: QueryParams): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== ""),
  );
}
