// The command line of the scripts: `--name value` options (the AI's scripts: arena.ts, aiStudy.ts,
// aiPositions.ts, aiTune.ts), and the searching players' budget (arena.ts, aiStudy.ts).
import type { Budget } from '../src/ai';

/** The value after `--name` on the command line, or `fallback`. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

/** `--ms N` and `--playouts N`, as given (neither: every level at its own default, as in the page). */
export function budgetArg(): Budget {
  const budget: Budget = {};
  if (process.argv.includes('--ms')) budget.ms = Number(arg('ms', '1000'));
  if (process.argv.includes('--playouts')) budget.playouts = Number(arg('playouts', '100'));
  return budget;
}
