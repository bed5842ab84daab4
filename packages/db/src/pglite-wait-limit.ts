// PGlite's stall bound. The embedded database is one connection inside this process: every
// statement and transaction takes its turn (PGlite's transaction mutex), so a request behind
// long work (a transaction held open, a queue of slow reads) would wait for all of it. Here a
// statement or transaction that has not got its turn within the limit leaves the queue and is
// refused with SQLSTATE 57014 (PostgreSQL's statement_timeout code), so the API answers 503 as it
// does for PostgreSQL. Refused work never ran: nothing of it is half-applied or runs later.
// What it does not bound: a statement once running. PGlite runs it synchronously in
// WebAssembly, so nothing (no timer, no request, not /api/health) is served until it ends.
import type { PGlite } from "@electric-sql/pglite";

/** SQLSTATE query_canceled, which the API answers 503 with Retry-After (apps/api/src/errors.ts). */
const QUERY_CANCELED = "57014";

export class WaitLimitError extends Error {
  readonly code = QUERY_CANCELED;
  constructor(limitMs: number) {
    super(`canceling statement: the embedded database was busy for ${String(limitMs)} ms (it never ran)`);
  }
}

/** Every turn on `client` waits at most `limitMs` for the work ahead of it, then throws WaitLimitError. Returns the client. */
export function limitWaits(client: PGlite, limitMs: number): PGlite {
  const exclusive = client._runExclusiveTransaction.bind(client);
  /** Waiters in arrival order: each takes the turn (true) or, past its limit, is refused (false). */
  const queue: (() => boolean)[] = [];
  let busy = false;

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (!busy) {
        busy = true;
        resolve();
        return;
      }
      const since = performance.now();
      const refuse = () => reject(new WaitLimitError(limitMs));
      // The timer answers while the connection's holder awaits something else; checked again at
      // the turn, since work chained in microtasks (statements back to back) holds timers off.
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(take), 1);
        refuse();
      }, limitMs);
      const take = () => {
        clearTimeout(timer);
        const late = performance.now() - since > limitMs;
        if (late) refuse();
        else resolve();
        return !late;
      };
      queue.push(take);
    });

  const next = () => {
    for (let take = queue.shift(); take; take = queue.shift()) if (take()) return;
    busy = false;
  };

  client._runExclusiveTransaction = async <T>(fn: () => Promise<T>): Promise<T> => {
    await turn();
    try {
      return await exclusive(fn);
    } finally {
      next();
    }
  };
  return client;
}
