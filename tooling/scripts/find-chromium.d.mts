export function findChromium(env?: Record<string, string | undefined>): string | undefined;
export const CHROMIUM_HELP: string;
export const CHROMIUM_FLAGS: readonly string[];
