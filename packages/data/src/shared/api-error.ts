// The one failure the client raises: any non-2xx answer, a network failure or a body of the
// wrong shape, with a message a visitor can read.

export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    message: string,
    readonly status: number,
    readonly url: string,
  ) {
    super(message);
  }
}

/** Django REST error bodies carry `detail`; field errors are `{param: [messages]}`. */
export function describeErrorBody(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  if ("detail" in body && typeof body.detail === "string") return body.detail;
  const parts = Object.entries(body).flatMap(([key, value]) => (Array.isArray(value) ? [`${key}: ${value.map(String).join(" ")}`] : []));
  return parts.length > 0 ? parts.join("; ") : undefined;
}
