// A text that names people ("Ron Cey, Pedro Guerrero and Steve Yeager"), cut into the parts a
// screen shows: each name we hold a person of as a link to his page, the rest as text (issue #16).

/** A person a champion row names, and the page his name leads to. */
export interface NameLink {
  kind: "coaches" | "players";
  slug: string;
  name: string;
}

export interface NameSegment {
  text: string;
  link: NameLink | null;
}

/** The text in order: each link's name where the text holds it, once; a name the text lacks is left out. */
export function linkNames(text: string, links: readonly NameLink[]): NameSegment[] {
  const found = links
    .map((link) => ({ link, at: text.indexOf(link.name) }))
    .filter(({ link, at }) => at >= 0 && link.name !== "")
    .sort((a, b) => a.at - b.at);
  const segments: NameSegment[] = [];
  let position = 0;
  for (const { link, at } of found) {
    if (at < position) continue;
    if (at > position) segments.push({ text: text.slice(position, at), link: null });
    segments.push({ text: link.name, link });
    position = at + link.name.length;
  }
  if (position < text.length || segments.length === 0) segments.push({ text: text.slice(position), link: null });
  return segments;
}
