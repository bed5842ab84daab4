export function freePort(): Promise<number>;
export interface TempPostgres {
  /** Admin URL: postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server and removes its directory. */
  stop: () => void;
}
export function startTempPostgres(options?: {
  /** Folder holding initdb and pg_ctl; default findPostgresBin() (throws POSTGRES_HELP when none). */
  bin?: string | undefined;
  maxConnections?: number;
  /** Name prefix of the temporary directory. */
  prefix?: string;
}): Promise<TempPostgres>;
