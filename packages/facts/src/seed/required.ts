/** The id (or facts) curated data names by key; a key nobody defined is a mistake in the curated data. */
export function required<K, T>(map: Map<K, T>, key: K, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`curated data names an unknown ${what} '${String(key)}'`);
  return value;
}
