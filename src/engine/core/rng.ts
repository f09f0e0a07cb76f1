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

/** The roller of one action. A class, not closures: every action makes one, most roll nothing. */
class Roller implements Dice {
  private prng: seedrandom.StatefulPRNG<AleaState> | null = null;
  private scriptPos = 0;
  rolled = 0;

  constructor(private readonly rng: RngState) {}

  private generator(): seedrandom.StatefulPRNG<AleaState> {
    this.prng ??= seedrandom.alea('', { state: this.rng.alea });
    return this.prng;
  }

  d6(): number {
    this.rolled++;
    const script = this.rng.script;
    if (script && this.scriptPos < script.length) return script[this.scriptPos++];
    return 1 + Math.floor(this.generator()() * 6);
  }

  pick(n: number): number {
    this.rolled++;
    return Math.floor(this.generator()() * n);
  }

  state(): RngState {
    if (this.rolled === 0) return this.rng;
    const alea = this.prng ? this.prng.state() : this.rng.alea;
    const rest = (this.rng.script ?? []).slice(this.scriptPos);
    return rest.length > 0 ? { alea, script: rest } : { alea };
  }
}

export function makeDice(rng: RngState): Dice {
  return new Roller(rng);
}

export function rollDice(dice: Dice, n: number): number[] {
  const out: number[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = dice.d6();
  return out;
}
