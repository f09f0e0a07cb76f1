// A test-only switch that breaks a screen, for the end-to-end test of the error pages
// (e2e/boundary.spec.ts): with `?aamTestBreak=N` in the address the battle screen throws
// while drawing a game of N actions or more, with `?aamTestBreak=builder` the army builder throws:
// render errors that no valid game file or list can cause. The tests run the site as built, so
// the switch is in it, off unless the address asks.
import { useGame } from '../store/context';

type BreakAsk = number | 'builder' | null;

function breakAsk(search: string): BreakAsk {
  const asked = new URLSearchParams(search).get('aamTestBreak');
  if (asked === 'builder') return 'builder';
  const n = Number(asked);
  return Number.isInteger(n) && n > 0 ? n : null;
}

const ASKED = typeof location === 'undefined' ? null : breakAsk(location.search);

function BreakingBattle({ at }: { at: number }) {
  const length = useGame((s) => s.actions.length);
  if (length >= at)
    throw new Error(
      `Test break: the screen was asked to fail once the game has ${at} action${at === 1 ? '' : 's'} (aamTestBreak), and it has ${length}.`,
    );
  return null;
}

function BreakingBuilder(): null {
  throw new Error('Test break: the builder was asked to fail (aamTestBreak=builder).');
}

export function TestBreak({ screen }: { screen: 'battle' | 'builder' }) {
  if (screen === 'builder') return ASKED === 'builder' ? <BreakingBuilder /> : null;
  return typeof ASKED === 'number' ? <BreakingBattle at={ASKED} /> : null;
}
