// npm run ai:positions -- [--level easy|normal|hard] [--budget 200] [--only kill,facing-2] [--seed positions] [--explain]
// Asks each AI level for its decision in every tactical position of tests/ai/positions/ (README
// there) and prints, per level, a table per theme of the positions solved, then the positions it
// failed with what it played. The hard player gets a fixed playout budget (`--budget`, 200 by
// default), so the figures depend only on the positions and the seed (docs/ai.md, "Tactical
// positions"). `--only` keeps the positions whose id or theme is listed; `--explain` prints, for
// each position, the engine's odds of every legal attack and each level's reason, to write a
// position's why; `--root` prints, for each position, the hard player's root at the first
// decision (each choice's visits and mean worth), to see why the search played what it did.
// Measured, never asserted (the unit test checks the positions, not the AI).
import { loadavg } from 'node:os';
import { chooseAction, LEVELS, type Level } from '../src/ai';
import { legalActions, previewAttack, previewDefensiveFire } from '../src/engine';
import { reasonText } from '../src/ui/aiPhrases';
import { POSITIONS } from '../tests/ai/positions';
import { figures, judge, loadPosition, type LoadedPosition } from '../tests/ai/positions/suite';
import { arg } from './args';

const levels = arg('level', LEVELS.join(',')).split(',') as Level[];
for (const l of levels) if (!LEVELS.includes(l)) throw new Error(`unknown level ${l}: ${LEVELS.join(', ')}`);
const playouts = Number(arg('budget', '200'));
const only = process.argv.includes('--only') ? arg('only', '').split(',') : null;
const seed = arg('seed', 'positions');
const explain = process.argv.includes('--explain');
const root = process.argv.includes('--root');

const positions: LoadedPosition[] = [];
for (const p of POSITIONS) {
  if (only && !only.includes(p.id) && !only.includes(p.theme)) continue;
  const loaded = loadPosition(p);
  if (!loaded.ok) throw new Error(`position ${p.id} does not load: ${loaded.error}`);
  positions.push(loaded.value);
}

function explainPosition(p: LoadedPosition): void {
  console.log(`\n${p.id}: ${p.title}`);
  for (const a of legalActions(p.state)) {
    if (a.type !== 'attack') continue;
    const r = previewAttack(p.state, a);
    if (!r.ok) continue;
    const f = figures(r.value);
    const lost = Object.entries(f.pModelLost)
      .map(([u, x]) => `${u} ${x.toFixed(3)}`)
      .join(', ');
    console.log(
      `  ${a.unit}#${a.model} -> ${a.target}${a.weapon ? ` (${a.weapon})` : ''}: pEffect ${f.pEffect.toFixed(3)}, pDestroyed ${f.pDestroyed.toFixed(3)}${lost ? `, model lost: ${lost}` : ''}`,
    );
  }
  for (const a of legalActions(p.state)) {
    if (a.type !== 'defensiveFire') continue;
    const r = previewDefensiveFire(p.state, a);
    if (r.ok)
      console.log(
        `  Defensive Fire ${a.unit} at ${a.at}${a.weapon ? ` (${a.weapon})` : ''}: range ${r.value.range}, ${r.value.rear ? 'rear' : 'front'}, pAnyEffect ${r.value.pAnyEffect.toFixed(3)}`,
      );
  }
  for (const a of p.before ?? []) {
    if (a.type !== 'attack') continue;
    const r = previewAttack(p.start, a);
    if (r.ok)
      console.log(
        `  the attack before: ${r.value.named.map((n) => `naming ${n.model} (${n.modelName}) pEffect ${n.odds.pEffect.toFixed(3)}`).join('; ')}`,
      );
  }
  const prompt = legalActions(p.state).filter((a) => a.type === 'nameModel' || a.type === 'passDefensiveFire');
  if (prompt.length) console.log(`  also legal: ${prompt.map((a) => JSON.stringify(a)).join(' ')}`);
  for (const level of levels) {
    const answer = chooseAction(p.state, { level, seed: `${seed}/${p.id}/0`, budget: { playouts } });
    console.log(
      `  ${level}: ${answer ? `${JSON.stringify(answer.action)}: ${answer.why ? reasonText(answer.why) : ''}` : 'no answer'}`,
    );
  }
}

if (explain) for (const p of positions) explainPosition(p);

/** The hard player's root at the position's first decision: each choice searched, most visited first. */
function printRoot(p: LoadedPosition): void {
  const answer = chooseAction(p.state, { level: 'hard', seed: `${seed}/${p.id}/0`, budget: { playouts } });
  console.log(`\n${p.id}: ${p.title}`);
  const arms = answer?.stats.share?.arms ?? [];
  for (const arm of [...arms].sort((a, b) => b.visits - a.visits)) {
    const mean = arm.value / Math.max(1, arm.visits);
    const se =
      arm.squares !== undefined && arm.visits > 1
        ? Math.sqrt(Math.max(0, arm.squares / arm.visits - mean * mean) / (arm.visits - 1))
        : Number.NaN;
    console.log(
      `  ${String(arm.visits).padStart(4)} visits, mean ${mean.toFixed(2)} ± ${se.toFixed(2)}: ${JSON.stringify(arm.action)}${arm.route ? ` via ${arm.route.length} hexes` : ''}`,
    );
  }
  if (answer) console.log(`  played: ${JSON.stringify(answer.action)}`);
}

if (root) for (const p of positions) printRoot(p);

const pct = (n: number, d: number) => (d === 0 ? '-' : `${Math.round((100 * n) / d)} %`);
console.log(
  `\nTactical positions: ${positions.length}; hard at ${playouts} playouts a decision; seed ${seed}; load average ${loadavg()[0].toFixed(1)}`,
);
for (const level of levels) {
  const t0 = process.cpuUsage();
  const byTheme = new Map<string, { solved: number; total: number }>();
  const failed: string[] = [];
  for (const p of positions) {
    const verdict = judge(p, level, { playouts }, seed);
    const row = byTheme.get(p.theme) ?? { solved: 0, total: 0 };
    row.total++;
    if (verdict.solved) row.solved++;
    else failed.push(`  ${p.id} (${p.title}): played ${verdict.played}`);
    byTheme.set(p.theme, row);
  }
  const cpu = process.cpuUsage(t0);
  const solved = [...byTheme.values()].reduce((s, r) => s + r.solved, 0);
  console.log(
    `\n${level}: ${solved} / ${positions.length} solved (${pct(solved, positions.length)}), ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU`,
  );
  console.log('| theme | solved |');
  console.log('| --- | --- |');
  for (const [theme, r] of byTheme) console.log(`| ${theme} | ${r.solved} / ${r.total} |`);
  if (failed.length) console.log(`failed:\n${failed.join('\n')}`);
}
