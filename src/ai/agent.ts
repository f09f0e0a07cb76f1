// The agents: pure functions of (state, their own seed, a budget) that answer the decision owed
// now with one of legalActions(state) and a line saying why (docs/ai.md, "The layer"). They never
// read the game's dice: the normal player reads only what a player sees (previewAttack's exact
// odds), the hard player simulates on blindfolded copies (blindfold.ts), the easy player's
// blunders come from its own stream.
import { legalActions, type GameState } from '../engine';
import { agentRandom } from './blindfold';
import { deciderOf, type Decider } from './decider';
import { choosable, scoreActions, type Scored } from './normal';
import { treeSearch } from './search/ismcts';
import type { RootShare } from './search/share';
import { normalSetupPick } from './normalSetup';
import { searchSetup } from './setupSearch';
import { THINK_MS, type AgentAnswer, type AgentOptions } from './types';

/** A label of the decision that never reads the dice, so the agent's stream differs per decision. */
function decisionLabel(state: GameState, d: Decider): string {
  const a = state.activation;
  const unit = a ? state.units[a.unit] : null;
  const where = unit?.at ? `${unit.at.q},${unit.at.r},${unit.facing},${a!.speedLeft},${a!.attacked.length}` : '';
  return `${state.turn}|${state.phase}|${state.setupStep ?? ''}|${d.kind}|${a?.unit ?? ''}|${where}|${state.pending.length}|${Object.values(state.units).filter((u) => u.activated).length}`;
}

function argmax(scored: readonly Scored[]): Scored {
  let best = scored[0];
  for (const s of scored) if (s.score > best.score) best = s;
  return best;
}

/**
 * The easy player: the normal player's scores with noise, and now and then any legal action at
 * all; a move onto or toward a marker keeps its big score (R7.1), so it still plays the
 * objectives.
 */
function easyPick(scored: readonly Scored[], seed: string): Scored {
  const random = agentRandom(seed, 'easy');
  if (random() < 0.2) return scored[Math.floor(random() * scored.length)];
  let best = scored[0];
  let bestV = -Infinity;
  for (const s of scored) {
    const v = s.score + (random() - 0.5) * 3;
    if (v > bestV) {
      bestV = v;
      best = s;
    }
  }
  return best;
}

/** The agent's answer to the decision owed now, or null when the game is over. */
export function chooseAction(state: GameState, options: AgentOptions): AgentAnswer | null {
  const t0 = performance.now();
  const d = deciderOf(state);
  if (!d) return null;
  const legal = legalActions(state);
  if (legal.length === 0) return null;
  const shard = options.shard ?? 0;
  const seed = `${options.seed}${shard > 0 ? `|shard${shard}` : ''}|${decisionLabel(state, d)}`;
  const scored = choosable(scoreActions(state, d, legal));
  let pick: Scored;
  let playouts = 0;
  let share: RootShare | undefined;
  const thinkMs = THINK_MS[options.level];
  if (scored.length === 1) pick = scored[0];
  else if (options.level === 'easy') pick = easyPick(scored, seed);
  else if (thinkMs !== undefined) {
    const asked = options.budget ?? {};
    const budget = asked.ms === undefined && asked.playouts === undefined ? { ms: thinkMs } : asked;
    const r =
      state.phase === 'setup'
        ? searchSetup(state, d.team, scored, seed, budget, shard)
        : treeSearch(state, d.team, scored, seed, budget);
    pick = r.best;
    playouts = r.playouts;
    share = r.share;
  }
  // normal looks a little ahead in the setup, which decides most games (normalSetup.ts).
  else if (state.phase === 'setup') pick = normalSetupPick(state, d.team, scored, seed);
  else pick = argmax(scored);
  return {
    action: pick.action,
    team: d.team,
    ...(pick.why ? { why: pick.why } : {}),
    ...(pick.route ? { route: pick.route } : {}),
    stats: { ms: performance.now() - t0, playouts, candidates: legal.length, ...(share ? { share } : {}) },
  };
}
