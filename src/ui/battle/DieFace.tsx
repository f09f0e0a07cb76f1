// A six-sided die drawn in SVG; a success is marked by its frame and a tick, not only by colour.
const PIPS: Record<number, [number, number][]> = {
  1: [[2, 2]],
  2: [
    [1, 1],
    [3, 3],
  ],
  3: [
    [1, 1],
    [2, 2],
    [3, 3],
  ],
  4: [
    [1, 1],
    [3, 1],
    [1, 3],
    [3, 3],
  ],
  5: [
    [1, 1],
    [3, 1],
    [2, 2],
    [1, 3],
    [3, 3],
  ],
  6: [
    [1, 1],
    [3, 1],
    [1, 2],
    [3, 2],
    [1, 3],
    [3, 3],
  ],
};

export function DieFace({ face, success, rerolled }: { face: number; success: boolean; rerolled?: boolean }) {
  return (
    <svg
      className={`die ${success ? 'hit' : 'miss'}${rerolled ? ' rerolled' : ''}`}
      viewBox="0 0 40 40"
      width="28"
      height="28"
      role="img"
      aria-label={`${face}${success ? ', success' : ''}${rerolled ? ', rerolled' : ''}`}
    >
      <rect x="2" y="2" width="36" height="36" rx="7" className="die-body" />
      {(PIPS[face] ?? []).map(([x, y], i) => (
        <circle key={i} cx={x * 9 + 2} cy={y * 9 + 2} r="3.6" className="pip" />
      ))}
      {success && <path d="M27 33 l3 3 l6 -7" className="tick" />}
    </svg>
  );
}
