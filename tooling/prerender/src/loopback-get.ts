// A GET to the API over loopback with node:http on kept-alive sockets, its body read whole: what
// the app's fetch calls need of a Response (ok, status, statusText, text, json). fetch (undici)
// read each answer through web streams, a tenth of the prerender's CPU.
import { Agent, request } from "node:http";

const agent = new Agent({ keepAlive: true });

/**
 * A kept-alive socket the server closes as a request goes out fails it (ECONNRESET): such a
 * request is sent again on a fresh socket, as fetch does.
 */
export function loopbackGet(url: string, headers: Record<string, string>, retry = true): Promise<Response> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("error", reject);
      answer.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const status = answer.statusCode ?? 0;
        const response = {
          ok: status >= 200 && status < 300,
          status,
          statusText: answer.statusMessage ?? "",
          text: () => Promise.resolve(text),
          json: () => Promise.resolve(JSON.parse(text) as unknown),
        };
        resolve(response as Response);
      });
    });
    sent.on("error", (error) => {
      if (retry && sent.reusedSocket) resolve(loopbackGet(url, headers, false));
      else reject(error);
    });
    sent.end();
  });
}
