// Slugs and name comparison: the one place that folds a name to plain lower-case ASCII.

/** "Jean-Sébastien Giguère" → "jean-sébastien giguère" without its accents: "jean-sebastien giguere". */
export const foldAccents = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * "José Fernández" → "jose-fernandez". An apostrophe is dropped ("Ward's Wonders" →
 * "wards-wonders") for our people and the Lahman data; the Hockey Databank importer passes
 * "split", where it separates ("Ryan O'Reilly" → "ryan-o-reilly"), so its people's slugs —
 * public URLs — stay as they were first published.
 */
export function slugify(text: string, apostrophe: "drop" | "split" = "drop"): string {
  const folded = foldAccents(text);
  return (apostrophe === "drop" ? folded.replace(/['’]/g, "") : folded).replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
