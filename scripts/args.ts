// The command line of the scripts: `--name value` options (the AI's scripts: arena.ts, aiStudy.ts,
// aiPositions.ts, aiTune.ts), and the searching players' budget (arena.ts, aiStudy.ts).
import type { Budget } from '../src/ai';

/** The value after `--name` on the command line, or `fallback`. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

/** `--name N` as a whole number of at least 1, or `fallback`; anything else is refused with the option named. */
export function positive(name: string, fallback: string): number {
  const n = Number(arg(name, fallback));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} ${arg(name, fallback)}: a whole number of at least 1`);
  return n;
}

/**
 * `--ms N` and `--playouts N`, as given (neither: every level at its own default, as in the page).
 * Whole numbers only: a budget that is not a number (`--ms 1s`) would never run out, and the search
 * would not stop.
 */
export function budgetArg(): Budget {
  const budget: Budget = {};
  if (process.argv.includes('--ms')) budget.ms = positive('ms', '1000');
  if (process.argv.includes('--playouts')) budget.playouts = positive('playouts', '100');
  return budget;
}
