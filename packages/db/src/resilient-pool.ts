// A pool whose single statements survive the server ending a connection. When PostgreSQL
// terminates a backend (a restart, an administrator, a failover) the pool may still hand out
// that connection before its socket reports the end; the statement then fails without having
// run. Such a statement is sent once more, on a fresh connection. Transactions (pool.connect)
// are not retried: their caller decides.
import pg from "pg";

/** SQLSTATEs of a connection the server ended: admin_shutdown, crash_shutdown, cannot_connect_now. */
const ENDED_CODES = new Set(["57P01", "57P02", "57P03", "ECONNRESET", "EPIPE"]);

export function isEndedConnection(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === "string" && ENDED_CODES.has(code)) || /Connection terminated/i.test(error.message);
}

export function resilientPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    // The callback form (unused here) is passed through untouched.
    if (typeof args[args.length - 1] === "function") return query(...args);
    return (query(...args) as Promise<unknown>).catch((error: unknown) => {
      if (!isEndedConnection(error)) throw error;
      return query(...args);
    });
  }) as typeof pool.query;
  return pool;
}
