// The API client (spec §7): relative paths, GET, JSON, no base URL and no timeout.
// Any non-2xx answer is a failure whose message a visitor can read.
import type { z } from "zod/mini";
import { ApiError, describeErrorBody } from "./api-error";
import { buildUrl, type QueryParams } from "./build-url";

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function apiGet<T>(path: string, params: QueryParams, schema: z.ZodMiniType<T>, signal?: AbortSignal): Promise<T> {
  const url = buildUrl(path, params);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "application/json" }, signal: signal ?? null });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(`Could not reach the API (${url}). Check your connection and try again.`, 0, url);
  }
  const body = await readJson(response);
  if (!response.ok) {
    const detail = describeErrorBody(body);
    const status = `${response.status} ${response.statusText}`.trim();
    throw new ApiError(`The API answered ${status} for ${url}${detail ? `: ${detail}` : ""}`, response.status, url);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(`The API sent an unexpected response for ${url}.`, response.status, url);
  }
  return parsed.data;
}
