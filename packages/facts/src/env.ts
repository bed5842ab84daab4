// The environment the facts package reads — where the datasets are, and which database the
// dataset CLI loads — in this one place (lint keeps process.env out of every other file).
// Values are passed on as read: paths are resolved, and a database URL checked, by their users.
export interface FactsEnv {
  DATASETS_DIR?: string | undefined;
  DATABASE_URL?: string | undefined;
  DATA_DIR?: string | undefined;
}

export function readEnv(): FactsEnv {
  const { DATASETS_DIR, DATABASE_URL, DATA_DIR } = process.env;
  return { DATASETS_DIR, DATABASE_URL, DATA_DIR };
}
