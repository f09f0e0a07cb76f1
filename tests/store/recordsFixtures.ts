// Games for the records tests (undo, files, replay): the quick skirmish and a few actions on it.
import {
  applyAction,
  budgetOf,
  legalActions,
  reachableHexes,
  type Action,
  type GameState,
  type Unit,
} from '../../src/engine';
import { newSkirmish } from '../../src/store/game/newGame';

export function skirmish(seed = 'records', turns?: number): GameState {
  const r = newSkirmish(seed, turns === undefined ? undefined : { turns });
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
  return r.state;
}

export function apply(state: GameState, action: Action): GameState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`${action.type} refused: ${r.error.message}`);
  return r.state;
}

export function tankOf(state: GameState): Unit {
  return Object.values(state.units).find((u) => u.team === state.active && /sherman|panzer/.test(u.models[0].def))!;
}

/** A move of the active team's tank that needs a movement roll (true) or none (false). */
export function tankMove(state: GameState, withRoll: boolean): Action {
  const tank = tankOf(state);
  const reach = reachableHexes(state, tank, budgetOf(state, tank)).find(
    (r) => r.rolls.length > 0 === withRoll && r.path.length <= 2,
  );
  if (!reach) throw new Error('no such move');
  return { type: 'move', unit: tank.id, path: reach.path };
}

/** The quiet way through a game: every unit stays where it is, nobody fires. */
export function quietAction(state: GameState): Action | null {
  const legal = legalActions(state);
  for (const type of ['hold', 'endActivation', 'passDefensiveFire', 'endGameVote']) {
    const a = legal.find((x) => x.type === type);
    if (a) return a;
  }
  return legal[0] ?? null;
}

/** Plays the quiet way until the game is over: the actions, in order. */
export function quietGame(initial: GameState): Action[] {
  const actions: Action[] = [];
  let state = initial;
  while (state.phase !== 'ended') {
    const a = quietAction(state);
    if (!a || actions.length > 500) throw new Error('the quiet game does not end');
    actions.push(a);
    state = apply(state, a);
  }
  return actions;
}
