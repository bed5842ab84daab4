// Many requests at once, each on its own connection: status, body digest and latency of each.
import { createHash } from "node:crypto";
import { Agent, request } from "node:http";

export interface Answer {
  status: number;
  digest: string;
  ms: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
/** No answer within this is a failure: a drill never waits without end. */
const TIMEOUT_MS = 30_000;

export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { agent, headers, timeout: TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          digest: createHash("sha256").update(body).digest("hex").slice(0, 12),
          ms: performance.now() - started,
          headers: response.headers,
          body: body.toString("utf8"),
        });
      });
      response.on("error", reject);
    })
      .on("timeout", function (this: ReturnType<typeof request>) {
        this.destroy(new Error(`no answer within ${String(TIMEOUT_MS)} ms: ${url}`));
      })
      .on("error", reject)
      .end();
  });
}

export const burst = (url: string, count: number) => Promise.all(Array.from({ length: count }, () => get(url)));
