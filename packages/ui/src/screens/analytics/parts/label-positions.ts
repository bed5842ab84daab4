// Labels at the ends of lines that finish close together would overlap: each is pushed down to
// at least `gap` below the one above it, in the order of their wanted positions.
export function labelPositions(wanted: readonly number[], gap: number): number[] {
  const order = wanted.map((y, index) => ({ y, index })).sort((a, b) => a.y - b.y);
  const placed = new Array<number>(wanted.length);
  let last = -Infinity;
  for (const { y, index } of order) {
    last = Math.max(y, last + gap);
    placed[index] = last;
  }
  return placed;
}
