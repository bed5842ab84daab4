// Names in the order `localeCompare(…, "en")` gives them (ICU's root collation, which English
// uses), without ICU for printable ASCII: the first localeCompare of a page loads the collation
// data, 14-44 ms of main thread in this machine's Chromium, paid while the page hydrates (hub
// /standings sorts its dropdowns and sections then). Other names go to localeCompare. The
// locale is fixed: a visitor's own (Czech sorts "ch" after "h") would sort differently from the
// prerendered page and fail to hydrate.

/** Printable ASCII in the root collation's order, case aside (checked against Intl in the tests). */
const ORDER = " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz";

const WEIGHT = new Int8Array(128).fill(-1);
for (let weight = 0; weight < ORDER.length; weight += 1) {
  WEIGHT[ORDER.charCodeAt(weight)] = weight;
  WEIGHT[ORDER.charAt(weight).toUpperCase().charCodeAt(0)] = weight;
}

const isPlain = (text: string) => {
  for (let index = 0; index < text.length; index += 1) if ((WEIGHT[text.charCodeAt(index)] ?? -1) < 0) return false;
  return true;
};

const sign = (difference: number) => (difference < 0 ? -1 : difference > 0 ? 1 : 0);

/** A sort comparator: negative when `a` comes first, 0 when the two sort alike. */
export function compareNames(a: string, b: string): number {
  if (!isPlain(a) || !isPlain(b)) return sign(a.localeCompare(b, "en"));
  const shorter = Math.min(a.length, b.length);
  // First the letters and signs over the whole names, case aside…
  for (let index = 0; index < shorter; index += 1) {
    const difference = (WEIGHT[a.charCodeAt(index)] ?? 0) - (WEIGHT[b.charCodeAt(index)] ?? 0);
    if (difference !== 0) return sign(difference);
  }
  if (a.length !== b.length) return sign(a.length - b.length);
  // …then the first difference of case: lowercase first (its code is the higher).
  for (let index = 0; index < shorter; index += 1) {
    const difference = b.charCodeAt(index) - a.charCodeAt(index);
    if (difference !== 0) return sign(difference);
  }
  return 0;
}
