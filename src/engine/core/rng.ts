// Dice. The generator's state lives in the game state, so the same state and the same actions
// replay the same game. Two kinds (docs/online.md "Provably fair dice"):
//  - Alea (seedrandom), from a seed: hot-seat, AI, scenario and test games. Small plain-number
//    state and fast, but whoever sees a few dozen of its rolls can work out its state;
//  - keyed: a cryptographic generator, a pure function of a 32-byte key and a word counter
//    (keyedWords.ts). Online games roll with it: seen rolls tell nothing of the next ones, and the
//    key, revealed at the end, lets anyone check every die against the commitment given at the start.
import seedrandom from 'seedrandom';
import { KeyedWords } from './keyedWords';

export interface AleaState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

/** The keyed generator: its key (64 lowercase hex digits) and the 32-bit words drawn so far. */
export interface KeyedState {
  key: string;
  n: number;
}

interface Scripted {
  /**
   * Scripted d6 results used before the generator, first to last: scenario files and tests
   * fix dice this way. Omitted when empty.
   */
  script?: number[];
}

export type RngState = ({ alea: AleaState } | { keyed: KeyedState }) & Scripted;

export function seedRng(seed: string, script?: number[]): RngState {
  const alea = seedrandom.alea(seed, { state: true }).state();
  return script && script.length > 0 ? { alea, script: [...script] } : { alea };
}

/** The keyed generator at its first word (`key`: 64 lowercase hex digits, KEY_PATTERN). */
export function keyedRng(key: string, script?: number[]): RngState {
  const keyed = { key, n: 0 };
  return script && script.length > 0 ? { keyed, script: [...script] } : { keyed };
}

/** A roller for the span of one action: created from the state, written back once at the end. */
export interface Dice {
  d6(): number;
  /**
   * A uniform pick among n (0..n-1), for random choices that are not die rolls (Blast and
   * Indirect Fire strikes). Always from the generator, never from the script.
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
  private words: KeyedWords | null = null;
  private scriptPos = 0;
  rolled = 0;

  constructor(private readonly rng: RngState) {}

  private generator(alea: AleaState): seedrandom.StatefulPRNG<AleaState> {
    this.prng ??= seedrandom.alea('', { state: alea });
    return this.prng;
  }

  private keyed(k: KeyedState): KeyedWords {
    this.words ??= new KeyedWords(k.key, k.n);
    return this.words;
  }

  /** A uniform number from 0 to n - 1 from the generator (the keyed one exactly uniform, keyedWords.ts). */
  private uniform(n: number): number {
    const rng = this.rng;
    if ('alea' in rng) return Math.floor(this.generator(rng.alea)() * n);
    const m = Math.min(Math.floor(n), 2 ** 32);
    // Not a count to pick from: nothing to draw (Alea's formula gives 0 or NaN here).
    if (!(m >= 1)) return 0;
    return this.keyed(rng.keyed).below(m);
  }

  d6(): number {
    this.rolled++;
    const script = this.rng.script;
    if (script && this.scriptPos < script.length) return script[this.scriptPos++];
    return 1 + this.uniform(6);
  }

  pick(n: number): number {
    this.rolled++;
    return this.uniform(n);
  }

  state(): RngState {
    if (this.rolled === 0) return this.rng;
    const rest = (this.rng.script ?? []).slice(this.scriptPos);
    const script = rest.length > 0 ? { script: rest } : {};
    if ('alea' in this.rng) return { alea: this.prng ? this.prng.state() : this.rng.alea, ...script };
    return { keyed: this.words ? { key: this.rng.keyed.key, n: this.words.n } : this.rng.keyed, ...script };
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
