// The guided lesson's logic, pure: the lesson's game loaded from its scenario
// by the engine, which step the player is at (each step is done when its condition holds on the
// game and the selection: the store checks after every change, never on a timer), what the hint
// points at, whether the game has left the lesson's script, and the opponent's next action. The
// lesson itself is data (src/data/tutorial/).
import {
  awaiting,
  hexKey,
  legalActions,
  loadScenario,
  messagesOf,
  parseHexLabel,
  type Action,
  type GameEvent,
  type GameState,
  type Hex,
} from '../../engine';
import { CATALOG_BY_ID } from '../../data/catalog';
import { TILES } from '../../data/tiles';
import type { Lesson, LessonCondition, ScriptEntry } from '../../data/tutorial/lesson';

/**
 * Whether a game began as the lesson's: the same seed and battlefield (the scenario's name is the
 * map's). A lesson's game reloaded or opened from the saved games is taught again, at its step.
 */
export function isLessonGame(lesson: Lesson, initial: GameState): boolean {
  const s = lesson.scenario as { seed?: unknown; name?: unknown };
  return initial.seed === s.seed && initial.map.name === s.name && initial.map.id === 'scenario';
}

/** What a step's condition reads besides the game: the player's selection (the ui slice's fields). */
export interface LessonView {
  game: GameState;
  selected: string | null;
  intent: { kind: string };
  aimedAt: string | null;
}

/** The lesson's game as its scenario sets it up; a scenario the engine refuses is a bug in our data. */
export function lessonStart(lesson: Lesson): { state: GameState; events: GameEvent[] } {
  const r = loadScenario(lesson.scenario, { catalog: CATALOG_BY_ID, tiles: TILES });
  if (!r.ok) throw new Error(`the lesson "${lesson.name}" does not load: ${messagesOf(r.error).join('; ')}`);
  return { state: r.state, events: r.events };
}

function hexOf(label: string): Hex {
  const h = parseHexLabel(label);
  if (!h) throw new Error(`not a hex label: ${label}`);
  return h;
}

const PHASE_ORDER: Record<GameState['phase'], number> = { setup: 0, movement: 1, assault: 2, ended: 3 };

/** Whether the condition holds now. */
export function holds(c: LessonCondition, v: LessonView): boolean {
  const { game } = v;
  switch (c.kind) {
    case 'selected':
      return v.selected === c.unit;
    case 'aiming':
      return v.selected === c.unit && v.intent.kind === 'attack';
    case 'aimedAt':
      return v.aimedAt === c.target;
    case 'unitAt': {
      const at = game.units[c.unit]?.at;
      return !!at && hexKey(at) === hexKey(hexOf(c.at));
    }
    case 'firedDefensively':
      return !!game.units[c.unit]?.defensiveFireUsed;
    case 'activated':
      // Activations are per phase: once the phase is over, every unit's activation in it is.
      return (
        PHASE_ORDER[game.phase] > PHASE_ORDER[c.phase] ||
        (game.phase === c.phase && !!game.units[c.unit]?.activated && game.activation?.unit !== c.unit)
      );
    case 'reached':
      return PHASE_ORDER[game.phase] >= PHASE_ORDER[c.phase];
    case 'any':
      return c.of.some((x) => holds(x, v));
  }
}

/**
 * The step the player is at: the first whose condition does not hold now. Worked out from the
 * position alone, so an undo or a unit deselected takes the hint back with it.
 */
export function currentStep(lesson: Lesson, v: LessonView): number {
  let i = 0;
  while (i < lesson.steps.length - 1) {
    const done = lesson.steps[i].done;
    if (!done || !holds(done, v)) break;
    i++;
  }
  return i;
}

function matches(entry: ScriptEntry, action: Action): boolean {
  if (entry.by === 'opponent') return JSON.stringify(entry.action) === JSON.stringify(action);
  if (entry.type !== action.type) return false;
  if (entry.unit !== undefined && (!('unit' in action) || action.unit !== entry.unit)) return false;
  if (entry.to !== undefined) {
    const path = 'path' in action ? action.path : undefined;
    return !!path && path.length > 0 && hexKey(path[path.length - 1]) === hexKey(hexOf(entry.to));
  }
  return true;
}

/** The first action of the game that is not the lesson's (the player left the script), or null. */
export function offScript(lesson: Lesson, actions: readonly Action[]): number | null {
  for (let i = 0; i < actions.length; i++) {
    const entry = lesson.script[i];
    if (!entry || !matches(entry, actions[i])) return i;
  }
  return null;
}

/**
 * The opponent's answer when the game waits for it: the script's next action while the game is
 * on the script, else (the player went their own way) the plainest legal action: pass, stay, end
 * the activation, or the first one listed, so the game never waits for a player who is not there.
 */
export function opponentAction(lesson: Lesson, game: GameState, actions: readonly Action[]): Action | null {
  const d = awaiting(game);
  if (d.kind === 'ended' || d.team === lesson.player) return null;
  const next = lesson.script[actions.length];
  if (offScript(lesson, actions) === null && next?.by === 'opponent') return next.action;
  const legal = legalActions(game);
  return (
    legal.find((a) => a.type === 'passDefensiveFire' || a.type === 'hold' || a.type === 'endActivation') ??
    legal[0] ??
    null
  );
}
