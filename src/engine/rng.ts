// Seeded dice. The generator's state lives in the game state, so the same seed and the same
// actions replay the same game. Alea is used for its small, plain-number state.
import seedrandom from 'seedrandom';

export interface AleaState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

export interface RngState {
  alea: AleaState;
  /**
   * Scripted d6 results used before the generator, first to last: scenario files and tests
   * fix dice this way. Omitted when empty.
   */
  script?: number[];
}

export function seedRng(seed: string, script?: number[]): RngState {
  const alea = seedrandom.alea(seed, { state: true }).state();
  return script && script.length > 0 ? { alea, script: [...script] } : { alea };
}

/** A roller for the span of one action: created from the state, written back once at the end. */
export interface Dice {
  d6(): number;
  /**
   * A uniform pick among n (0..n-1), for random choices that are not die rolls (Blast and
   * Indirect Fire strikes). Always from the seeded generator, never from the script.
   */
  pick(n: number): number;
  /** The state to store after rolling. */
  state(): RngState;
  /** Number of dice rolled so far through this roller. */
  readonly rolled: number;
}

export function makeDice(rng: RngState): Dice {
  let prng: seedrandom.StatefulPRNG<AleaState> | null = null;
  let scriptPos = 0;
  let rolled = 0;
  const script = rng.script ?? [];
  return {
    d6() {
      rolled++;
      if (scriptPos < script.length) return script[scriptPos++];
      if (!prng) prng = seedrandom.alea('', { state: rng.alea });
      return 1 + Math.floor(prng() * 6);
    },
    pick(n) {
      rolled++;
      if (!prng) prng = seedrandom.alea('', { state: rng.alea });
      return Math.floor(prng() * n);
    },
    state() {
      if (rolled === 0) return rng;
      const alea = prng ? prng.state() : rng.alea;
      const rest = script.slice(scriptPos);
      return rest.length > 0 ? { alea, script: rest } : { alea };
    },
    get rolled() {
      return rolled;
    },
  };
}

export function rollDice(dice: Dice, n: number): number[] {
  const out: number[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = dice.d6();
  return out;
}
