// `@tl/data/championships`: the list, one championship, and their defaults.
export { DEFAULT_HISTORY_START, DEFAULT_LEVEL, DEFAULT_TROPHY, type Championship } from "./championship";
export { championshipQueryOptions, useChampionship } from "./get-championship";
export { CHAMPIONSHIPS_PATH, championshipPath, championshipsQueryOptions, useChampionships } from "./get-championships";
export { historyStart } from "./history-start";
export { normaliseChampionship } from "./normalise-championship";
export { rawChampionshipSchema, type RawChampionship } from "./raw-championship";
export { isNotFound, retryUnlessNotFound } from "../shared/not-found";
