// A test-only switch that breaks the battle screen, for the end-to-end test of the error screen
// (issue 9 point 2, e2e/boundary.spec.ts): with `?aamTestBreak=N` in the address the screen throws
// while drawing a game of N actions or more, a render error that no valid game file can cause.
// The tests run the site as built, so the switch is in it, off unless the address asks.
import { useGame } from '../store/appStore';

function breakAt(search: string): number | null {
  const n = Number(new URLSearchParams(search).get('aamTestBreak'));
  return Number.isInteger(n) && n > 0 ? n : null;
}

const BREAK_AT = typeof location === 'undefined' ? null : breakAt(location.search);

function Breaking({ at }: { at: number }) {
  const length = useGame((s) => s.actions.length);
  if (length >= at) throw new Error(`Test break: the screen was asked to fail once the game has ${at} action${at === 1 ? '' : 's'} (aamTestBreak), and it has ${length}.`);
  return null;
}

export function TestBreak() {
  return BREAK_AT === null ? null : <Breaking at={BREAK_AT} />;
}
