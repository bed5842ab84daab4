// Heights as the API shows them (feet-inches), from the datasets' inch counts.

/** 74 (inches) → "6-2"; null when unknown or not positive. */
export function feetInches(inches: number | null): string | null {
  return inches === null || inches <= 0 ? null : `${String(Math.floor(inches / 12))}-${String(inches % 12)}`;
}
