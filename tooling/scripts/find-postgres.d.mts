export function findPostgresBin(env?: Record<string, string | undefined>): string | undefined;
export const POSTGRES_HELP: string;
